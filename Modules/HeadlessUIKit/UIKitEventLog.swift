/// The log of every lifecycle and delegate callback of the model, in order.
///
/// The framework emits an event right before it calls the overridable method or the delegate, so events
/// are logged even when a subclass forgets to call `super`. Delegate events are emitted whether or not a
/// delegate is set: they mark the moments UIKit would call it. Calls an app makes itself (for example its
/// own `child.didMove(toParent: self)`) are not events. With no subscriber, no event is built.
@MainActor
public final class UIKitEventLog {
  /// The log the model writes to.
  public static let shared = UIKitEventLog()

  /// Whether refused API misuse is also printed to standard error, like UIKit's console warnings.
  public var printsWarnings = true

  /// A subscriber. A class, not a tuple in the array: closures stored in an array's tuples are kept at
  /// generic abstraction, and calling them then allocates a reabstraction thunk on every event.
  private final class Subscriber {
    let id: Int
    /// Whether it wants an event of a kind; nil for every kind (no call).
    let wants: (@MainActor (UIKitEvent.Kind) -> Bool)?
    let handler: @MainActor (UIKitEvent) -> Void

    init(id: Int, wants: (@MainActor (UIKitEvent.Kind) -> Bool)?, handler: @escaping @MainActor (UIKitEvent) -> Void) {
      self.id = id
      self.wants = wants
      self.handler = handler
    }

    @MainActor func accepts(_ kind: UIKitEvent.Kind) -> Bool {
      guard let wants else { return true }
      return wants(kind)
    }
  }

  private var handlers: [Subscriber] = []
  private var nextID = 1
  private var sequence = 0

  private init() {}

  /// Calls `handler` with every event from now on, until the returned subscription is cancelled or
  /// deallocated.
  ///
  /// - Parameter handler: Receives each event.
  /// - Returns: The subscription; cancel or release it to stop.
  public func subscribe(_ handler: @escaping @MainActor (UIKitEvent) -> Void) -> UIKitEventSubscription {
    subscribe(where: nil, handler)
  }

  /// Calls `handler` with every event whose kind `wants` accepts, until the returned subscription is
  /// cancelled or deallocated.
  ///
  /// An event no subscriber wants is not built.
  ///
  /// - Parameters:
  ///   - wants: Whether the subscriber wants events of a kind; `nil` for every kind.
  ///   - handler: Receives each event.
  /// - Returns: The subscription; cancel or release it to stop.
  public func subscribe(
    where wants: (@MainActor (UIKitEvent.Kind) -> Bool)?, _ handler: @escaping @MainActor (UIKitEvent) -> Void
  ) -> UIKitEventSubscription {
    let id = nextID
    nextID += 1
    handlers.append(Subscriber(id: id, wants: wants, handler: handler))
    return UIKitEventSubscription(log: self, id: id)
  }

  func unsubscribe(_ id: Int) {
    handlers.removeAll { $0.id == id }
  }

  /// Emits an event if anyone listens; the kind is only built then, the event only when a subscriber
  /// wants its kind.
  @inline(__always)
  func emit(
    _ kind: @autoclosure () -> UIKitEvent.Kind, _ viewController: UIViewController,
    container: UIViewController? = nil
  ) {
    guard !handlers.isEmpty else { return }
    sequence += 1
    deliver(kind(), viewController, container)
  }

  /// Builds the event once, when the first subscriber wants it, and hands the same value to each subscriber
  /// that wants it, in subscription order (the subscribers as they were when the event was emitted).
  private func deliver(_ kind: UIKitEvent.Kind, _ viewController: UIViewController, _ container: UIViewController?) {
    // Plain loops: a closure handed to `firstIndex(where:)` would check its actor on every call.
    let subscribers = handlers
    var index = 0
    while index < subscribers.count, !subscribers[index].accepts(kind) { index += 1 }
    guard index < subscribers.count else { return }
    let event = UIKitEvent(kind: kind, viewController: viewController, container: container, sequenceNumber: sequence)
    while index < subscribers.count {
      let entry = subscribers[index]
      if entry.accepts(kind) { entry.handler(event) }
      index += 1
    }
  }

  /// Reports refused API misuse: an event, and a line on standard error when ``printsWarnings`` is set.
  func warn(_ message: String, _ viewController: UIViewController, container: UIViewController? = nil) {
    if printsWarnings {
      FileHandle.standardError.write(Data("HeadlessUIKit warning: \(message)\n".utf8))
    }
    emit(.warning(message), viewController, container: container)
  }
}
