import DequeModule

/// A synchronous, main-actor channel of RIB tree events: launch, attach, detach, didBecomeActive,
/// willResignActive, didLoad, in the order they happen.
///
/// ```swift
/// let observation = RIBEventLog.observe { event in print(event) }   // keep it; cancel to stop
/// ```
///
/// - Delivery is synchronous: by the time `attachChild` returns, every observer has seen its events.
/// - Observers may attach and detach RIBs while handling an event. Events caused that way are queued and
///   delivered, to every observer, after the current event has reached all observers; so every observer
///   sees the same events in the same order.
/// - An observer added during a delivery receives the next event on; one cancelled during a delivery
///   receives nothing more.
/// - With no observers, emitting costs one check of an empty array; an event of a kind no observer asked
///   for (``observe(kinds:_:)``) is not built either.
@MainActor
public enum RIBEventLog {
  /// Whether anyone observes; RIBs builds no event when nobody does.
  public static var hasObservers: Bool { !observers.isEmpty }

  /// Calls `handler` with every event from now on, until the returned cancellable is cancelled or
  /// deallocated.
  public static func observe(_ handler: @escaping @MainActor (RIBEvent) -> Void) -> AnyCancellable {
    observe(kinds: nil, handler)
  }

  /// Calls `handler` with every event of one of `kinds` (every event when `nil`) from now on, until the
  /// returned cancellable is cancelled or deallocated. Events of other kinds are not built for it.
  public static func observe(
    kinds: Set<RIBEvent.Kind>?, _ handler: @escaping @MainActor (RIBEvent) -> Void
  ) -> AnyCancellable {
    let observer = Observer(kinds: kinds, handler: handler)
    observers.append(observer)
    return AnyCancellable { [weak observer] in
      MainActor.assumeIsolated {
        guard let observer else { return }
        observer.isCancelled = true
        observers.removeAll { $0 === observer }
      }
    }
  }

  /// Delivers an event of `kind` built by `makeEvent`, keeping `keepAlive` alive until it has been
  /// delivered. Does nothing, and builds nothing, when no observer wants `kind`.
  static func emit(
    _ kind: RIBEvent.Kind, keepAlive: @autoclosure () -> [AnyObject] = [], _ makeEvent: () -> RIBEvent
  ) {
    guard observers.contains(where: { $0.wants(kind) }) else { return }
    queue.append(Pending(event: makeEvent(), keepAlive: keepAlive()))
    guard !isDelivering else { return }
    isDelivering = true
    defer { isDelivering = false }
    // A deque: a cascade of n events (a subtree detached by an observer) costs O(n), not O(n²).
    while let pending = queue.popFirst() {
      for observer in observers where !observer.isCancelled && observer.wants(pending.event.kind) {
        observer.handler(pending.event)
      }
      withExtendedLifetime(pending.keepAlive) {}
    }
  }

  // MARK: - Private

  private final class Observer {
    let kinds: Set<RIBEvent.Kind>?
    let handler: @MainActor (RIBEvent) -> Void
    var isCancelled = false
    init(kinds: Set<RIBEvent.Kind>?, handler: @escaping @MainActor (RIBEvent) -> Void) {
      self.kinds = kinds
      self.handler = handler
    }
    func wants(_ kind: RIBEvent.Kind) -> Bool { kinds?.contains(kind) ?? true }
  }

  private struct Pending {
    let event: RIBEvent
    let keepAlive: [AnyObject]
  }

  private static var observers: [Observer] = []
  private static var queue = Deque<Pending>()
  private static var isDelivering = false
}
