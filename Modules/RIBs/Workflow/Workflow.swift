/// A sequence of steps run across the RIB tree, typically for a deep link: each step acts on an
/// actionable item (usually an interactor, seen through a protocol), and yields the next actionable item
/// and a value for the next step.
///
/// A step runs only once its actionable item is active (when the item is an ``InteractorScope``): a
/// step that routes to a child can hand the child's actionable item to the next step, which waits for the
/// child to attach and activate.
///
/// ```swift
/// final class OpenTripWorkflow: Workflow<RootActionableItem> {
///   init(tripID: String) {
///     super.init()
///     onStep { root in root.waitForLogin() }
///       .onStep { loggedIn, _ in loggedIn.openTrip(tripID) }
///       .commit()
///   }
/// }
///
/// OpenTripWorkflow(tripID: id).subscribe(rootInteractor).cancelOnDeactivate(interactor: rootInteractor)
/// ```
///
/// Steps' publishers have `Error` as failure type; a failure ends the workflow (``didReceiveError(_:)``).
/// The workflow's subscriptions live as long as the workflow or the cancellable ``subscribe(_:)`` returns.
@MainActor
open class Workflow<ActionableItemType> {
  /// Creates a workflow with no step.
  public init() {}

  /// Called once when the steps of a committed chain have all completed. The default does nothing.
  open func didComplete() {}

  /// Called each time a step is forked with `fork(_:)`. The default does nothing.
  open func didFork() {}

  /// Called when a step fails. The default does nothing.
  open func didReceiveError(_ error: any Error) {}

  /// Starts the chain of steps: `onStep` receives the root actionable item passed to ``subscribe(_:)``
  /// (once it is active) and returns the next actionable item and value.
  public final func onStep<NextActionableItemType, NextValueType>(
    _ onStep: @escaping @MainActor (ActionableItemType) -> AnyPublisher<(NextActionableItemType, NextValueType), any Error>
  ) -> Step<ActionableItemType, NextActionableItemType, NextValueType> {
    Step(workflow: self, publisher: rootSubject.first().eraseToAnyPublisher())
      .onStep { actionableItem, _ in onStep(actionableItem) }
  }

  /// Runs the committed steps from `actionableItem`. Returns a cancellable that stops them (it does not
  /// cancel on deallocation; keep it, e.g. with `cancelOnDeactivate(interactor:)`, or keep the workflow).
  ///
  /// Subscribing before any step was committed is reported and does nothing.
  public final func subscribe(_ actionableItem: ActionableItemType) -> any Cancellable {
    guard isCommitted else {
      RIBsDiagnostics.report(
        .workflowNotCommitted, "\(type(of: self)) was subscribed before any step was committed; nothing ran.")
      return AnyCancellable {}
    }
    rootSubject.send((actionableItem, ()))
    return WorkflowSubscription(subscriptions)
  }

  // MARK: - Internal

  func didCompleteIfNeeded() {
    guard !didInvokeComplete else { return }
    didInvokeComplete = true
    didComplete()
  }

  func didCommit(_ cancellable: AnyCancellable) {
    isCommitted = true
    adopt(cancellable)
  }

  func adopt(_ cancellable: AnyCancellable) {
    subscriptions.cancellables.append(cancellable)
  }

  // MARK: - Private

  private let rootSubject = PassthroughSubject<(ActionableItemType, Void), any Error>()
  private var didInvokeComplete = false
  private var isCommitted = false
  private let subscriptions = WorkflowSubscriptions()
}

/// The subscriptions of a workflow's committed chains, shared by the workflow and its subscription.
@MainActor
final class WorkflowSubscriptions {
  var cancellables: [AnyCancellable] = []
}

/// What ``Workflow/subscribe(_:)`` returns: keeps the workflow's chains alive until cancelled.
@MainActor
private final class WorkflowSubscription: Cancellable {
  private var subscriptions: WorkflowSubscriptions?

  init(_ subscriptions: WorkflowSubscriptions) { self.subscriptions = subscriptions }

  nonisolated func cancel() {
    MainActor.assumeIsolated {
      subscriptions?.cancellables.forEach { $0.cancel() }
      subscriptions = nil
    }
  }
}
