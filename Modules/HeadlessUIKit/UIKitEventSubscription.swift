/// A handle on a ``UIKitEventLog`` subscription; the handler stops being called on ``cancel()`` or when
/// the handle is deallocated.
@MainActor
public final class UIKitEventSubscription {
  private weak var log: UIKitEventLog?
  private let id: Int

  init(log: UIKitEventLog, id: Int) {
    self.log = log
    self.id = id
  }

  /// Stops the handler being called. Calling it again does nothing.
  public func cancel() {
    log?.unsubscribe(id)
    log = nil
  }

  isolated deinit {
    log?.unsubscribe(id)
  }
}
