/// A transition of the model: the callbacks a container change produces, run by `TransitionScheduler`.
///
/// A non-interactive transition runs entirely in ``begin()`` (one run-loop turn). An interactive one runs
/// its start in ``begin()``, waits for the user, then runs ``end(cancelled:)`` on a later turn.
@MainActor
class HeadlessTransition {
  /// Where the transition is in its life.
  enum Phase { case pending, interacting, ending, finished }

  /// The containers this transition belongs to: they report its coordinator and count it as unfinished.
  let owners: [UIViewController]
  /// The coordinator, for animated transitions.
  let coordinator: HeadlessTransitionCoordinator?
  /// Whether the user drives the transition.
  let isInteractive: Bool
  /// The container whose user gesture this is; its deferred operations run when the transition ends.
  weak var gestureContainer: UIViewController?
  var phase = Phase.pending
  /// For interactive transitions: whether the user finished (false) or cancelled (true), once known.
  var requestedCancellation: Bool?
  /// Whether this transition presents or dismisses (what covers its container meanwhile).
  var isPresentation: Bool { false }

  init(owners: [UIViewController], coordinator: HeadlessTransitionCoordinator?, isInteractive: Bool = false) {
    self.owners = owners
    self.coordinator = coordinator
    self.isInteractive = isInteractive
  }

  /// Runs the transition (non-interactive) or its start (interactive).
  func begin() {}

  /// Runs the end of an interactive transition: the coordinator learns how the interaction ended, then
  /// the transition completes forward or rolls back.
  final func end(cancelled: Bool) {
    coordinator?.endInteraction(cancelled: cancelled)
    if cancelled { completeCancelled() } else { completeForward() }
  }

  /// The transition completed (an interactive one the user finished; a non-interactive one calls it from
  /// ``begin()``).
  func completeForward() {}

  /// The user cancelled an interactive transition: everything goes back as it was.
  func completeCancelled() {}
}

/// Runs one closure in the order of the transitions (used for delegate calls that must follow a
/// transition, such as `didSelect` after a re-tap's pop to root).
@MainActor
final class ClosureTransition: HeadlessTransition {
  private let body: @MainActor () -> Void

  init(owners: [UIViewController], body: @escaping @MainActor () -> Void) {
    self.body = body
    super.init(owners: owners, coordinator: nil)
  }

  override func begin() { body() }
}

/// Serializes every transition of the model, in request order, one per run-loop turn.
///
/// Serializing all containers together (not only each container) keeps interleavings out: an interactive
/// transition blocks the queue until the user finishes or cancels it.
@MainActor
final class TransitionScheduler {
  static let shared = TransitionScheduler()

  /// Requested transitions, not yet begun.
  private var queue = TransitionQueue()
  private var current: HeadlessTransition?
  private var turnScheduled = false

  /// Whether a transition the user drives is under way (from the touch that began it until its end has
  /// run): UIKit ignores other touches meanwhile.
  var isUserGestureInFlight: Bool { current?.isInteractive == true }

  /// Adds a transition after the ones already requested.
  func enqueue(_ transition: HeadlessTransition) {
    for owner in transition.owners { owner.unfinishedTransitions.append(transition) }
    queue.append(transition)
    scheduleTurn()
  }

  /// Records the user's finish or cancel of an interactive transition; its end runs on a later turn.
  /// Returns false when the outcome was already given.
  @discardableResult
  func requestEnd(of transition: HeadlessTransition, cancelled: Bool) -> Bool {
    guard transition.isInteractive, transition.requestedCancellation == nil else { return false }
    transition.requestedCancellation = cancelled
    if transition.phase == .interacting { scheduleEnd(of: transition) }
    return true
  }

  private func scheduleTurn() {
    guard !turnScheduled, current == nil, !queue.isEmpty else { return }
    turnScheduled = true
    HeadlessRunLoop.main.perform { [self] in
      turnScheduled = false
      runNext()
    }
  }

  private func runNext() {
    guard current == nil, let transition = queue.popFirst() else { return }
    current = transition
    transition.begin()
    if transition.isInteractive {
      transition.phase = .interacting
      if transition.requestedCancellation != nil { scheduleEnd(of: transition) }
    } else {
      finish(transition)
    }
  }

  private func scheduleEnd(of transition: HeadlessTransition) {
    transition.phase = .ending
    HeadlessRunLoop.main.perform { [self] in
      // The finger is up: what was requested during the gesture applies first, in request order; what the
      // end's own callbacks request (a push from the destination's viewDidAppear) applies at once, as
      // during any other transition's callbacks.
      releaseGesture(of: transition)
      transition.end(cancelled: transition.requestedCancellation ?? false)
      finish(transition)
    }
  }

  /// Ends the gesture `transition` belongs to and runs the requests deferred during it.
  private func releaseGesture(of transition: HeadlessTransition) {
    guard let container = transition.gestureContainer, container.gestureInFlight === transition else { return }
    container.gestureInFlight = nil
    let deferred = container.deferredOperations
    container.deferredOperations = []
    for operation in deferred { operation() }
  }

  private func finish(_ transition: HeadlessTransition) {
    transition.phase = .finished
    for owner in transition.owners { owner.unfinishedTransitions.remove(transition) }
    current = nil
    releaseGesture(of: transition)
    scheduleTurn()
  }
}
