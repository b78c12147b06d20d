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
/// The workflow's subscriptions live as long as the workflow or the cancellable ``subscribe(_:)`` returns,
/// and only while the workflow runs: once every committed chain has completed or failed, the workflow
/// releases its subscriptions (those adopted with `cancelWith(workflow:)` are cancelled), and a
/// subscription tied to an interactor with `cancelOnDeactivate(interactor:)` leaves it. A deep link run
/// from a long-lived interactor, again and again, so holds nothing once it is done.
@MainActor
open class Workflow<ActionableItemType> {
  /// Creates a workflow with no step.
  public init() {}

  /// Called once when the steps of a committed chain have all completed. The default does nothing.
  open func didComplete() {}

  /// Called each time a step is forked with `fork(_:)`. The default does nothing.
  open func didFork() {}

  /// Called when a step fails. The default does nothing.
  ///
  /// - Parameter error: The step's error.
  open func didReceiveError(_ error: any Error) {}

  /// Starts the chain of steps: `onStep` receives the root actionable item passed to ``subscribe(_:)``
  /// (once it is active) and returns the next actionable item and value.
  ///
  /// - Parameter onStep: Receives the root actionable item; returns a publisher of the next item and value.
  /// - Returns: The first step, to chain further steps on.
  public final func onStep<NextActionableItemType, NextValueType>(
    _ onStep:
      @escaping @MainActor (ActionableItemType) -> AnyPublisher<(NextActionableItemType, NextValueType), any Error>
  ) -> Step<ActionableItemType, NextActionableItemType, NextValueType> {
    Step(workflow: self, publisher: rootSubject.first().eraseToAnyPublisher())
      .onStep { actionableItem, _ in onStep(actionableItem) }
  }

  /// Runs the committed steps from `actionableItem`.
  ///
  /// The first call subscribes the committed chains; later calls only send `actionableItem` to chains
  /// still waiting for the root item. Subscribing before any step was committed is reported and does
  /// nothing.
  ///
  /// - Parameter actionableItem: The root actionable item the first steps receive.
  /// - Returns: A cancellable that stops the steps (it does not cancel on deallocation; keep it, e.g. with
  ///   `cancelOnDeactivate(interactor:)`, or keep the workflow).
  public final func subscribe(_ actionableItem: ActionableItemType) -> any Cancellable {
    guard isCommitted else {
      RIBsDiagnostics.report(
        .workflowNotCommitted, "\(type(of: self)) was subscribed before any step was committed; nothing ran.")
      return AnyCancellable {}
    }
    subscriptions.isSubscribed = true
    startPendingWork()
    rootSubject.send((actionableItem, ()))
    subscriptions.releaseIfFinished()
    return WorkflowSubscription(subscriptions)
  }

  // MARK: - Internal

  final func didCompleteIfNeeded() {
    guard !didInvokeComplete else { return }
    didInvokeComplete = true
    didComplete()
  }

  /// Commits a chain: it counts as running until it completes or fails, and is subscribed by
  /// ``subscribe(_:)`` (at once when the workflow already was).
  final func commit(_ chain: AnyPublisher<Never, any Error>) {
    isCommitted = true
    subscriptions.runningChains += 1
    pendingChains.append(chain)
    if subscriptions.isSubscribed { startPendingWork() }
  }

  /// Registers a fork point's connection: it is made by ``subscribe(_:)`` (at once when the workflow
  /// already was), and the workflow keeps it until it finishes or is cancelled.
  final func addForkPoint(_ connect: @escaping @MainActor () -> AnyCancellable) {
    pendingForkPoints.append(connect)
    if subscriptions.isSubscribed { startPendingWork() }
  }

  final func adopt(_ cancellable: AnyCancellable) {
    subscriptions.adopt(cancellable)
  }

  /// Subscribes the chains committed and connects the fork points added since the last call.
  ///
  /// Chains first, then fork points from the last added to the first: a fork point is connected only
  /// once everything that subscribes to it (branches, and fork points added after it) already has, so a
  /// step that yields at once reaches every branch.
  private func startPendingWork() {
    let chains = pendingChains
    let forkPoints = pendingForkPoints
    pendingChains = []
    pendingForkPoints = []
    for chain in chains {
      // The sink holds the workflow only while the chain runs: it lets go of its closures when the chain
      // completes or fails, and when the workflow releases or cancels it.
      adopt(
        chain.sink(
          receiveCompletion: { [self] completion in
            switch completion {
            case .finished: didCompleteIfNeeded()
            case .failure(let error): didReceiveError(error)
            }
            chainDidFinish()
          },
          receiveValue: { _ in }))
    }
    for connect in forkPoints.reversed() { adopt(connect()) }
  }

  /// A committed chain completed or failed; once every chain has, the workflow lets its subscriptions go.
  private func chainDidFinish() {
    subscriptions.runningChains -= 1
    subscriptions.releaseIfFinished()
  }

  // MARK: - Private

  private let rootSubject = PassthroughSubject<(ActionableItemType, Void), any Error>()
  private var didInvokeComplete = false
  private var isCommitted = false
  /// Committed chains and fork points' connections not subscribed yet: nothing holds the workflow
  /// until ``subscribe(_:)`` starts them.
  private var pendingChains: [AnyPublisher<Never, any Error>] = []
  private var pendingForkPoints: [@MainActor () -> AnyCancellable] = []
  private let subscriptions = WorkflowSubscriptions()
}

/// The subscriptions of a workflow's committed chains, shared by the workflow and its subscriptions.
///
/// Finished once the workflow was subscribed and every committed chain has completed or failed: it then
/// cancels and drops what it holds, tells the ``WorkflowSubscription``s (so an interactor keeping one lets
/// it go), and cancels anything adopted later at once.
@MainActor
final class WorkflowSubscriptions {
  /// The chains' sinks and the cancellables adopted with `cancelWith(workflow:)`.
  private(set) var cancellables: [AnyCancellable] = []
  /// Committed chains that have neither completed nor failed.
  var runningChains = 0
  /// Whether ``Workflow/subscribe(_:)`` was called: before that, no chain has started.
  var isSubscribed = false
  /// Whether the workflow has finished and released everything.
  private(set) var isFinished = false
  private var finishObservers: [@MainActor () -> Void] = []

  /// Keeps `cancellable` until the workflow finishes; cancels it at once when it already has.
  func adopt(_ cancellable: AnyCancellable) {
    guard !isFinished else {
      cancellable.cancel()
      return
    }
    cancellables.append(cancellable)
  }

  /// Runs `observer` once, when the workflow finishes (at once if it has).
  func whenFinished(_ observer: @escaping @MainActor () -> Void) {
    if isFinished { observer() } else { finishObservers.append(observer) }
  }

  /// Finishes when the workflow was subscribed and no chain is running any more.
  func releaseIfFinished() {
    guard isSubscribed, runningChains == 0, !isFinished else { return }
    isFinished = true
    let released = cancellables
    cancellables = []
    released.forEach { $0.cancel() }
    let observers = finishObservers
    finishObservers = []
    observers.forEach { $0() }
  }

  /// Cancels everything held (the subscription was cancelled); no finish is reported.
  func cancelAll() {
    let cancelled = cancellables
    cancellables = []
    cancelled.forEach { $0.cancel() }
  }
}

/// What ``Workflow/subscribe(_:)`` returns: keeps the workflow's chains alive until cancelled, or until
/// the workflow finishes (then it holds nothing, and an interactor holding it through
/// `cancelOnDeactivate(interactor:)` drops it).
@MainActor
final class WorkflowSubscription: Cancellable {
  private var subscriptions: WorkflowSubscriptions?

  init(_ subscriptions: WorkflowSubscriptions) {
    self.subscriptions = subscriptions
    subscriptions.whenFinished { [weak self] in self?.subscriptions = nil }
  }

  /// Runs `observer` once the workflow has finished (at once if it has); never after ``cancel()``.
  func whenFinished(_ observer: @escaping @MainActor () -> Void) {
    guard let subscriptions else { return observer() }
    subscriptions.whenFinished(observer)
  }

  nonisolated func cancel() {
    MainActor.assumeIsolated {
      subscriptions?.cancelAll()
      subscriptions = nil
    }
  }
}
