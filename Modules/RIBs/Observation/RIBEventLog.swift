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
/// - With no observers, emitting costs one check of an empty array.
@MainActor
public enum RIBEventLog {
  /// Whether anyone observes; RIBs builds no event when nobody does.
  public static var hasObservers: Bool { !observers.isEmpty }

  /// Calls `handler` with every event from now on, until the returned cancellable is cancelled or
  /// deallocated.
  public static func observe(_ handler: @escaping @MainActor (RIBEvent) -> Void) -> AnyCancellable {
    let observer = Observer(handler: handler)
    observers.append(observer)
    return AnyCancellable { [weak observer] in
      MainActor.assumeIsolated {
        guard let observer else { return }
        observer.isCancelled = true
        observers.removeAll { $0 === observer }
      }
    }
  }

  /// Delivers an event built by `makeEvent`, keeping `keepAlive` alive until it has been delivered.
  /// Does nothing, and builds nothing, when there are no observers.
  static func emit(keepAlive: [AnyObject] = [], _ makeEvent: () -> RIBEvent) {
    guard !observers.isEmpty else { return }
    queue.append(Pending(event: makeEvent(), keepAlive: keepAlive))
    guard !isDelivering else { return }
    isDelivering = true
    defer { isDelivering = false }
    while !queue.isEmpty {
      let pending = queue.removeFirst()
      for observer in observers where !observer.isCancelled {
        observer.handler(pending.event)
      }
      withExtendedLifetime(pending.keepAlive) {}
    }
  }

  // MARK: - Private

  private final class Observer {
    let handler: @MainActor (RIBEvent) -> Void
    var isCancelled = false
    init(handler: @escaping @MainActor (RIBEvent) -> Void) { self.handler = handler }
  }

  private struct Pending {
    let event: RIBEvent
    let keepAlive: [AnyObject]
  }

  private static var observers: [Observer] = []
  private static var queue: [Pending] = []
  private static var isDelivering = false
}
