/// One step of a ``Workflow``: the publisher of its actionable item and value, to which the next step is
/// chained with ``onStep(_:)``.
@MainActor
open class Step<WorkflowActionableItemType, ActionableItemType, ValueType> {
  init(
    workflow: Workflow<WorkflowActionableItemType>, publisher: AnyPublisher<(ActionableItemType, ValueType), any Error>
  ) {
    self.workflow = workflow
    self.publisher = publisher
  }

  /// Chains the next step: once this step yields an actionable item and a value, and the item is active
  /// (when it is an ``InteractorScope``), `onStep` runs with them and returns the next item and value.
  /// Only the first value of each step counts.
  ///
  /// - Parameter onStep: Receives the item and value; returns a publisher of the next item and value.
  /// - Returns: The next step, to chain further steps on.
  public final func onStep<NextActionableItemType, NextValueType>(
    _ onStep:
      @escaping @MainActor (ActionableItemType, ValueType) -> AnyPublisher<
        (NextActionableItemType, NextValueType), any Error
      >
  ) -> Step<WorkflowActionableItemType, NextActionableItemType, NextValueType> {
    let next =
      publisher
      .map { (actionableItem, value) -> AnyPublisher<(ActionableItemType, ValueType), any Error> in
        // An item that is no interactor, or one already active, goes on at once: what waiting for the first
        // `true` of an active interactor's `isActiveStream` gives too, without subscribing to it.
        guard let scope = actionableItem as? any InteractorScope, !scope.isActive else {
          return Just((actionableItem, value)).setFailureType(to: (any Error).self).eraseToAnyPublisher()
        }
        return scope.isActiveStream
          .filter { $0 }
          .first()
          .map { _ in (actionableItem, value) }
          .setFailureType(to: (any Error).self)
          .eraseToAnyPublisher()
      }
      .switchToLatest()
      .first()
      .map { actionableItem, value in onStep(actionableItem, value) }
      .switchToLatest()
      .first()
      .eraseToAnyPublisher()
    return Step<WorkflowActionableItemType, NextActionableItemType, NextValueType>(workflow: workflow, publisher: next)
  }

  /// Calls `onError` when this step (or one before it) fails.
  ///
  /// - Parameter onError: Receives the error.
  /// - Returns: This step, to chain further steps on.
  public final func onError(_ onError: @escaping @MainActor (any Error) -> Void) -> Step<
    WorkflowActionableItemType, ActionableItemType, ValueType
  > {
    publisher =
      publisher
      .handleEvents(receiveCompletion: { completion in
        if case .failure(let error) = completion { onError(error) }
      })
      .eraseToAnyPublisher()
    return self
  }

  /// Commits the chain ending at this step: it runs when the workflow is subscribed. The workflow's
  /// `didComplete()` runs when the chain completes, `didReceiveError(_:)` when it fails. Once every
  /// committed chain has completed or failed, the workflow releases its subscriptions.
  ///
  /// Nothing is subscribed before ``Workflow/subscribe(_:)``: a committed workflow that is never
  /// subscribed holds no subscription, so it is freed like any object.
  ///
  /// - Returns: The workflow, to subscribe or to commit another chain on.
  @discardableResult
  public final func commit() -> Workflow<WorkflowActionableItemType> {
    workflow.commit(publisher.ignoreOutput().eraseToAnyPublisher())
    return workflow
  }

  /// The step's actionable item and value, as a publisher (to fork the workflow from here).
  ///
  /// Every publisher it returns is fed by one subscription to the step, so the step runs once however
  /// many branches are forked from it. That subscription starts when the workflow is subscribed (after
  /// the branches' chains, so none misses the step's value) and belongs to the workflow: it ends when
  /// the step completes or fails, and when the workflow finishes or is cancelled, so a branch that
  /// waited for an item to activate keeps nothing alive afterwards. Before the workflow is subscribed,
  /// the publisher yields nothing.
  ///
  /// - Returns: A publisher of the step's actionable item and value, shared by every branch.
  public final func asPublisher() -> AnyPublisher<(ActionableItemType, ValueType), any Error> {
    if let shared { return shared }
    let subject = PassthroughSubject<(ActionableItemType, ValueType), any Error>()
    let upstream = publisher
    // The subject is only sent to (never subscribed to the step), so it holds no subscription: once the
    // step completes or the connection is cancelled, nothing here refers to the step's items.
    workflow.addForkPoint {
      upstream.sink(
        receiveCompletion: { subject.send(completion: $0) },
        receiveValue: { subject.send($0) })
    }
    let shared = subject.eraseToAnyPublisher()
    self.shared = shared
    return shared
  }

  private let workflow: Workflow<WorkflowActionableItemType>
  private var publisher: AnyPublisher<(ActionableItemType, ValueType), any Error>
  /// The shared publisher forks subscribe to, once one was asked for.
  private var shared: AnyPublisher<(ActionableItemType, ValueType), any Error>?
}

extension Publisher where Failure == any Error {
  /// Starts a new branch of `workflow` from this step publisher (usually a step's ``Step/asPublisher()``):
  /// further steps chained on the result run after this one, alongside the other branches. Calls the
  /// workflow's `didFork()`.
  ///
  /// - Parameter workflow: The workflow the new branch belongs to.
  /// - Returns: The first step of the new branch.
  @MainActor
  public func fork<WorkflowActionableItemType, ActionableItemType, ValueType>(
    _ workflow: Workflow<WorkflowActionableItemType>
  ) -> Step<WorkflowActionableItemType, ActionableItemType, ValueType> where Output == (ActionableItemType, ValueType) {
    workflow.didFork()
    return Step(workflow: workflow, publisher: eraseToAnyPublisher())
  }
}

extension Cancellable {
  /// Keeps this subscription as long as `workflow`'s subscriptions, and cancels it with them.
  ///
  /// - Parameter workflow: The workflow whose subscriptions bound this one.
  @MainActor
  public func cancelWith<ActionableItemType>(workflow: Workflow<ActionableItemType>) {
    workflow.adopt(AnyCancellable(self))
  }
}
