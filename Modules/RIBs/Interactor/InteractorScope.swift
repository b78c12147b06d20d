/// The lifecycle of an interactor, as seen by the objects whose work is bound to it (workers,
/// subscriptions, workflow steps).
@MainActor
public protocol InteractorScope: AnyObject {
  /// Whether the interactor is active: attached to the tree and doing its work.
  var isActive: Bool { get }

  /// The interactor's activeness: the current value on subscription, then every change.
  /// Completes when the interactor is deallocated.
  var isActiveStream: AnyPublisher<Bool, Never> { get }
}
