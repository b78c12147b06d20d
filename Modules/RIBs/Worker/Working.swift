/// The interface of a worker: a unit of work bound to an interactor's active periods.
@MainActor
public protocol Working: AnyObject {
  /// Starts the worker within `interactorScope`: it works whenever the scope is active. Does nothing when
  /// already started.
  ///
  /// - Parameter interactorScope: The interactor whose active periods the worker works in.
  func start(_ interactorScope: any InteractorScope)

  /// Stops the worker for good, whatever the scope does.
  func stop()

  /// Whether the worker has been started (and not stopped).
  var isStarted: Bool { get }

  /// Whether the worker has been started: the current value on subscription, then every change.
  var isStartedStream: AnyPublisher<Bool, Never> { get }
}
