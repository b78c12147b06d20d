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

  /// Whether an observer wants events of `kind`.
  static func isObserved(_ kind: RIBEvent.Kind) -> Bool { wantedKinds & kind.bit != 0 }

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
    let mask = kinds.map { $0.reduce(0) { $0 | $1.bit } } ?? RIBEvent.Kind.allCases.reduce(0) { $0 | $1.bit }
    let observer = Observer(kinds: mask, handler: handler)
    observers.append(observer)
    return AnyCancellable { [weak observer] in
      MainActor.assumeIsolated {
        guard let observer else { return }
        observer.isCancelled = true
        observers.removeAll { $0 === observer }
      }
    }
  }

  /// Delivers an event of `kind` built by `makeEvent`, keeping `first` and `second` alive until it has
  /// been delivered. Does nothing, and builds nothing, when no observer wants `kind` (one mask test).
  static func emit(
    _ kind: RIBEvent.Kind, keepAlive first: AnyObject? = nil, _ second: AnyObject? = nil,
    _ makeEvent: () -> RIBEvent
  ) {
    guard wantedKinds & kind.bit != 0 else { return }
    let event = makeEvent()
    guard !isDelivering else {
      queue.append(Pending(event: event, first: first, second: second))
      return
    }
    isDelivering = true
    defer { isDelivering = false }
    deliver(event)
    withExtendedLifetime((first, second)) {}
    // A deque: a cascade of n events (a subtree detached by an observer) costs O(n), not O(n²).
    while let pending = queue.popFirst() {
      deliver(pending.event)
      withExtendedLifetime(pending) {}
    }
  }

  private static func deliver(_ event: RIBEvent) {
    let bit = event.kind.bit
    for observer in observers where !observer.isCancelled && observer.kinds & bit != 0 {
      observer.handler(event)
    }
  }

  // MARK: - Private

  private final class Observer {
    /// The kinds wanted, one bit each (``RIBEvent/Kind/bit``): testing a bit hashes nothing.
    let kinds: UInt8
    let handler: @MainActor (RIBEvent) -> Void
    var isCancelled = false
    init(kinds: UInt8, handler: @escaping @MainActor (RIBEvent) -> Void) {
      self.kinds = kinds
      self.handler = handler
    }
  }

  private struct Pending {
    let event: RIBEvent
    let first: AnyObject?
    let second: AnyObject?
  }

  private static var observers: [Observer] = [] {
    didSet { wantedKinds = observers.reduce(0) { $0 | $1.kinds } }
  }
  /// The kinds some observer wants: what `emit` tests before building anything.
  private static var wantedKinds: UInt8 = 0
  private static var queue = Deque<Pending>()
  private static var isDelivering = false
}
