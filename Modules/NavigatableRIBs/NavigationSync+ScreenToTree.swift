// Screen → tree: UIKit signals mark screens as candidates; after the transition, those really gone are removed.
import OrderedCollections

extension NavigationSync {
  /// `viewController` left its parent container (`didMove(toParent: nil)`).
  /// A container that leaves takes its children along (a tab's navigation controller removed from the tab
  /// bar): they are looked at too, which costs the number of view controllers that left.
  func viewControllerDidLeaveParent(_ viewController: UIViewController) {
    guard tracksAnyScreen else { return }
    markLeaving(viewController)
    // A screen's own children are rare; a container's are walked without recursion.
    var leaving = viewController.children
    while let current = leaving.popLast() {
      markLeaving(current)
      leaving.append(contentsOf: current.children)
    }
    scheduleCandidateCheckIfNeeded()
  }

  private func markLeaving(_ viewController: UIViewController) {
    let id = ObjectIdentifier(viewController)
    if let screen = tracked.screen(showing: id), tracked.markPending(screen) {
      announce(.signal, screen, "its screen got didMove(toParent: nil); checked once the transition completed")
    }
  }

  /// `viewController`'s view disappeared; a dismissal when the top of its chain is being dismissed.
  func viewControllerDidDisappear(_ viewController: UIViewController) {
    guard tracksAnyScreen else { return }
    var root = Self.root(of: viewController)
    // A chain dismissed from below: the presentations under this one may have had their views removed
    // already (full screen), so they send no disappear of their own. Walk down while they are dismissed too.
    while root.isBeingDismissed {
      presentationWasDismissed(root)
      guard let presenter = root.presentingViewController else { break }
      root = Self.root(of: presenter)
    }
  }

  /// The presentation whose root is `root` was dismissed (or is finishing its dismissal): the tracked
  /// screens inside it are candidates. Presentations above it send their own signal (the top of a chain is
  /// on screen), and walk down to this one.
  func presentationWasDismissed(_ root: UIViewController) {
    guard tracksAnyScreen else { return }
    tracked.forEachScreen(inside: root) { screen in
      if tracked.markPending(screen) {
        announce(
          .signal, screen,
          "its presentation was dismissed (viewDidDisappear while its presentation isBeingDismissed); checked once the transition completed"
        )
      }
    }
    scheduleCandidateCheckIfNeeded()
  }

  func scheduleCandidateCheckIfNeeded() {
    guard tracked.hasPending, !candidateCheckScheduled else { return }
    candidateCheckScheduled = true
    // A closure capturing nothing (the sync is `shared`, the only instance): nothing allocated per signal.
    ContainmentSignals.afterCurrentTransition { NavigationSync.shared.checkCandidates() }
  }

  /// Detaches the candidates that are really gone. Runs after the transition that signalled them.
  func checkCandidates() {
    candidateCheckScheduled = false
    // Each plan handed to `apply` as it is built: a copy kept here would outlive the screens' detaches.
    switch tracked.takePending() {
    case .none: return
    case let .one(screen): apply(planRemovalIfGone(screen))
    case .several(var candidates):
      candidates = TrackedScreen.ordered(candidates, by: TrackedScreen.registrationOrder)
      apply(planRemovalOfGone(candidates))
    }
  }

  /// One candidate, the usual case (a pop, a sheet swiped down): the same checks as
  /// ``planRemovalOfGone(_:)`` without its tables when the screen left no stack behind and nothing tracked
  /// is attached under its RIB.
  @inline(__always)
  private func planRemovalIfGone(_ screen: TrackedScreen) -> RemovalPlan {
    // A screen with no parent is the top of its chain: whether it is in a window is asked of it alone.
    guard !screen.isGone, let viewController = screen.viewController, viewController.parent == nil,
      !Self.isInHierarchy(root: viewController)
    else {
      return planRemovalOfGone([screen])
    }
    if let router = screen.router, hasTrackedScreens(under: router) {
      return planRemovalOfGone([screen])
    }
    notePlanBuilt()
    let plan = RemovalPlan(forgetting: [screen], cause: .user)
    // A flow it closes that started others: its cascade needs the tables.
    guard !plan.flowsToTell.isEmpty else { return plan }
    return RemovalPlanner.plan(forgettingOne: screen, cause: .user, tracked: tracked)
  }

  /// The removal of those of `candidates` (in registration order) that are really gone.
  ///
  /// One pass over the candidates decides which are gone, and notes the gone ones still in a navigation
  /// stack; once every decision is made, those few leave their stacks. Then one sweep, and one plan. Each
  /// screen's objects are read together: at thousands of screens, every further pass would miss the cache
  /// again (Performance.md).
  private func planRemovalOfGone(_ candidates: consuming [TrackedScreen]) -> RemovalPlan {
    var planner = RemovalPlanner(tracked: tracked, gathered: GatheredScreens(minimumCapacity: candidates.count))
    // Gone screens whose view controller is still in a navigation stack (one that left the window).
    var inStacks: [TrackedScreen] = []
    for screen in candidates {
      if screen.isGone {
        planner.keep(screen, because: .alreadyDetached)
        continue
      }
      if let viewController = screen.viewController {
        if Self.isInHierarchy(viewController) {
          planner.keep(screen, because: .stillInWindow)
          continue
        }
        if viewController.parent is UINavigationController { inStacks.append(screen) }
      }
      planner.gather(screen)
    }
    candidates = []
    guard !planner.gathered.isEmpty else { return planner.planOfStepsOnly(cause: .user) }
    // A screen gone with a stack that left the window (a removed tab) leaves that stack as well, with the
    // screens above it: in registration order, once every candidate is decided.
    for screen in inStacks {
      if let viewController = screen.viewController { planner.removeFromStackOutOfWindow(viewController) }
    }
    // A RIB whose screen went takes the screens of the RIBs attached under it along (a middle screen
    // removed with setViewControllers): a child cannot outlive its parent in the tree.
    planner.sweepScreens(attachedUnder: nil, cause: .user)
    // Handed over whole: `apply` lets each screen go as its RIB is detached.
    return planner.plan(cause: .user)
  }
}
