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
/// - With no observers, no event is built; nor is an event of a kind no observer asked for
///   (``observe(kinds:_:)``), nor a detach only ``observeDetaches(_:)`` wants.
@MainActor
public enum RIBEventLog {
  /// Whether anyone observes; RIBs builds no event when nobody does.
  public static var hasObservers: Bool { !observers.isEmpty }

  /// Whether an event of `kind` would be built now: some observer of events (not only of detaches)
  /// wants that kind.
  static func buildsEvents(of kind: RIBEvent.Kind) -> Bool { eventKinds & kind.bit != 0 }

  /// Calls `handler` with every event from now on, until the returned cancellable is cancelled or
  /// deallocated.
  ///
  /// - Parameter handler: Receives each event.
  /// - Returns: The observation; cancel or release it to stop.
  public static func observe(_ handler: @escaping @MainActor (RIBEvent) -> Void) -> AnyCancellable {
    observe(kinds: nil, handler)
  }

  /// Calls `handler` with every event of one of `kinds` from now on, until the returned cancellable is
  /// cancelled or deallocated.
  ///
  /// Events of other kinds are not built for this observer.
  ///
  /// - Parameters:
  ///   - kinds: The kinds to receive, or `nil` for every kind.
  ///   - handler: Receives each event.
  /// - Returns: The observation; cancel or release it to stop.
  public static func observe(
    kinds: Set<RIBEvent.Kind>?, _ handler: @escaping @MainActor (RIBEvent) -> Void
  ) -> AnyCancellable {
    let mask = (kinds.map(Array.init) ?? RIBEvent.Kind.allCases).reduce(0) { $0 | $1.bit }
    return add(Observer(kinds: mask, handler: .event(handler)))
  }

  /// Calls `handler` with every router detached from now on and the parent it was detached from.
  ///
  /// This is the `detach` event, delivered in the same order among the other observers' events, without
  /// building it (no names, no weak references): for code that acts on the routers, which are alive while
  /// `handler` runs.
  ///
  /// - Parameter handler: Receives each detached router and the parent it was detached from (`nil` when that
  ///   parent is being deallocated).
  /// - Returns: The observation; cancel or release it to stop.
  public static func observeDetaches(
    _ handler: @escaping @MainActor (_ router: any Routing, _ parent: (any Routing)?) -> Void
  ) -> AnyCancellable {
    add(Observer(kinds: RIBEvent.Kind.detach.bit, handler: .detach(handler)))
  }

  /// Delivers an event of `kind` built by `makeEvent`, keeping `first` and `second` alive until it has
  /// been delivered. Does nothing, and builds nothing, when no observer wants `kind` (one mask test).
  /// Inlined, so that with nobody observing nothing is retained or built: the check comes first.
  @inline(__always)
  static func emit(
    _ kind: RIBEvent.Kind, keepAlive first: @autoclosure () -> AnyObject? = nil,
    _ second: @autoclosure () -> AnyObject? = nil, _ makeEvent: () -> RIBEvent
  ) {
    guard wantedKinds & kind.bit != 0 else { return }
    deliverInOrder(kind, makeEvent(), keepingAlive: first(), second())
  }

  /// Delivers the detach of `child` from `parent` (`nil` when the parent is being deallocated): the event
  /// `makeEvent` builds to the observers of events, if one wants it, and the routers to the observers of
  /// detaches. Keeps both routers alive until then.
  @inline(__always)
  static func emitDetach(_ child: any Routing, from parent: (any Routing)?, _ makeEvent: () -> RIBEvent) {
    guard wantedKinds & RIBEvent.Kind.detach.bit != 0 else { return }
    deliverDetach(child, from: parent, makeEvent)
  }

  private static func deliverDetach(_ child: any Routing, from parent: (any Routing)?, _ makeEvent: () -> RIBEvent) {
    let event = eventKinds & RIBEvent.Kind.detach.bit != 0 ? makeEvent() : nil
    // `child` and `parent` themselves keep the routers alive (here, or in the queue).
    deliverInOrder(.detach, event, keepingAlive: nil, nil, child: child, parent: parent)
  }

  // MARK: - Private

  /// Delivers at once when no delivery is running (nothing is queued, this call's references keep
  /// `first` and `second` alive), after the current delivery otherwise.
  private static func deliverInOrder(
    _ kind: RIBEvent.Kind, _ event: RIBEvent?, keepingAlive first: AnyObject?, _ second: AnyObject?,
    child: (any Routing)? = nil, parent: (any Routing)? = nil
  ) {
    guard !isDelivering else {
      queue.append(Pending(kind: kind, event: event, first: first, second: second, child: child, parent: parent))
      return
    }
    isDelivering = true
    defer { isDelivering = false }
    deliver(kind, event, child, parent)
    // Not `withExtendedLifetime(_:_:)`: its closure would check the executor on every delivery.
    extendLifetime(first)
    extendLifetime(second)
    // A deque: a cascade of n events (a subtree detached by an observer) costs O(n), not O(n²).
    while let next = queue.popFirst() { deliver(next) }
  }

  private static func deliver(_ pending: Pending) {
    deliver(pending.kind, pending.event, pending.child, pending.parent)
    extendLifetime(pending)
  }

  private static func deliver(
    _ kind: RIBEvent.Kind, _ event: RIBEvent?, _ child: (any Routing)?, _ parent: (any Routing)?
  ) {
    let bit = kind.bit
    for observer in observers where !observer.isCancelled && observer.kinds & bit != 0 {
      switch observer.handler {
      case let .event(handler):
        if let event { handler(event) }
      case let .detach(handler):
        if let child { handler(child, parent) }
      }
    }
  }

  private static func add(_ observer: Observer) -> AnyCancellable {
    observers.append(observer)
    return AnyCancellable { [weak observer] in
      MainActor.assumeIsolated {
        guard let observer else { return }
        observer.isCancelled = true
        observers.removeAll { $0 === observer }
      }
    }
  }

  private final class Observer {
    enum Handler {
      case event(@MainActor (RIBEvent) -> Void)
      case detach(@MainActor (any Routing, (any Routing)?) -> Void)
    }

    /// The kinds wanted, one bit each (``RIBEvent/Kind/bit``): testing a bit hashes nothing.
    let kinds: UInt8
    let handler: Handler
    var isCancelled = false
    init(kinds: UInt8, handler: Handler) {
      self.kinds = kinds
      self.handler = handler
    }

    var wantsEvents: Bool { if case .event = handler { true } else { false } }
  }

  private struct Pending {
    let kind: RIBEvent.Kind
    /// The event, when an observer of events wants it.
    let event: RIBEvent?
    /// Kept alive until delivered.
    let first: AnyObject?
    let second: AnyObject?
    /// For the observers of detaches.
    var child: (any Routing)? = nil
    var parent: (any Routing)? = nil
  }

  // Unchecked exclusivity (see Performance.md): read by copying, written by plain array operations;
  // nothing they call can reach these while an access lasts.
  @exclusivity(unchecked) private static var observers: [Observer] = [] {
    didSet {
      wantedKinds = observers.reduce(0) { $0 | $1.kinds }
      eventKinds = observers.reduce(0) { $0 | ($1.wantsEvents ? $1.kinds : 0) }
    }
  }
  /// The kinds some observer wants: what emitting tests before anything else.
  @exclusivity(unchecked) private static var wantedKinds: UInt8 = 0
  /// The kinds some observer of events (not of detaches) wants: the events worth building.
  @exclusivity(unchecked) private static var eventKinds: UInt8 = 0
  @exclusivity(unchecked) private static var queue = Deque<Pending>()
  @exclusivity(unchecked) private static var isDelivering = false
}
