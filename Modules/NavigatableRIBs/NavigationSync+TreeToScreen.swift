// Tree → screen: business logic detached a RIB; its screens and those above them leave their containers.
import OrderedCollections

extension NavigationSync {
  func routerWasDetached(_ router: any Routing, from parent: (any Routing)?) {
    let id = ObjectIdentifier(router)
    // A flow the sync told it closed: what was under it is in the plan that closed it.
    let closingCause = tracked.takeClosingCause(of: id)
    // The detached router's table goes if it is empty; if not, screens are attached under it.
    let hasScreensAttached = tracked.forgetParentIfEmpty(id)
    // Nothing tracked: nothing to sweep. The usual detach — a RIB with no screen of its own tracked and
    // nothing tracked under it (the sync's own detach of a screen it forgot first, a viewless leaf) — has
    // nothing to sweep either.
    guard tracksAnyScreen, hasScreensAttached || tracked.screen(of: id) != nil || router.hasViewlessChildren else {
      return
    }
    if isApplying {
      // The plan forgets a screen before detaching its RIB.
      if id == detachingByPlan, tracked.screen(of: id) != nil {
        applyViolations.append("\(router.ribName) was detached by a removal plan before its screen was forgotten")
      }
      // What was under a RIB the plan detaches, or under a flow it told it closed, is in the plan. Screens
      // app code attached to it meanwhile (from its `willResignActive`, or a flow's listener), and any detach
      // app code makes, are planned once this plan is applied.
      if (id == detachingByPlan || closingCause != nil) && !hasScreensAttached { return }
      detachedWhileApplying.append((router, parent))
      return
    }
    apply(planRemoval(detached: router, by: parent))
    // What the removal emptied goes too.
    tracked.forgetParentIfEmpty(id)
  }

  /// The removal business logic's detach of `router` from `parent` makes: its screen and those above it,
  /// the screens of the RIBs under it, and the cascade of the flows that closes. While a plan is applied,
  /// a detach that can take screens the plan does not hold (app code detaching a RIB from a flow's
  /// listener, or showing a screen from the `willResignActive` of a RIB the plan detaches) is planned once
  /// that plan is applied.
  func planRemoval(detached router: any Routing, by parent: (any Routing)?) -> RemovalPlan {
    let cause = Cause.businessLogic(detached: router, by: parent)
    var planner = RemovalPlanner(tracked: tracked)
    if let own = tracked.screen(of: ObjectIdentifier(router)) { planner.sweep(own, cause: cause) }
    // Every screen swept so far (its own, the ones above it, a presentation's in the order they were
    // found, not necessarily its own first) has RIBs under it whose screens go too.
    planner.sweepScreens(attachedUnder: router, cause: cause)
    // Handed over whole: `apply` lets each screen go as its RIB is detached.
    return planner.plan(cause: cause)
  }

  /// Whether ``RemovalPlanner/sweepScreens(attachedUnder:cause:)`` could find anything under `router`:
  /// a tracked screen attached to it, or a viewless child (a flow) to walk through. O(1) for a leaf.
  func hasTrackedScreens(under router: any Routing) -> Bool {
    tracked.hasScreens(attachedTo: ObjectIdentifier(router)) || router.hasViewlessChildren
  }

  /// Takes `viewController` off screen once the gesture in its container ends. Requests made during the
  /// gesture would run after it, against a stack or chain that may have changed meanwhile (a cancelled
  /// swipe puts the top back, a sheet that snaps back is presented again); a request made after looks at
  /// what is really there. Finished or cancelled, a screen whose RIB is gone never stays. The detach's
  /// `cause` goes with it: the outcome is the one the same detach would have had with no gesture.
  func takeOffAfterGesture(
    _ viewController: UIViewController, coordinator: any UIViewControllerTransitionCoordinator, owner: String,
    cause: Cause
  ) {
    guard tracked.awaitGestureEnd(WeakScreen(viewController: viewController, owner: owner, cause: cause)) else {
      return
    }
    coordinator.animate(alongsideTransition: nil) { _ in
      ContainmentSignals.afterCurrentTransition { [weak self] in self?.takeOffScreensAwaitingGestureEnd() }
    }
  }

  /// The detail of the decision made for each screen taken off when a gesture ends, in the order the
  /// sync asks UIKit.
  static let takenOffAtGestureEndDetail = "the gesture ended: taken off now, with every screen above it"

  /// Takes off the screens that waited for a gesture's end, lowest first
  /// (``RemovalPlan/gestureEndOrder(containmentDepths:)``), in one plan: one removal per screen, for the
  /// cause its detach had, each planned against what the requests before it take along (those are not
  /// asked for again).
  func takeOffScreensAwaitingGestureEnd() {
    let waiting = tracked.takeAwaitingGestureEnd()
    guard !waiting.isEmpty else { return }
    // Lowest first (taking one off takes the ones above it along); among equals, in the order asked for.
    let ordered = RemovalPlan.gestureEndOrder(
      containmentDepths: waiting.map { Self.containmentDepth($0.element.viewController) }
    ).map { waiting[$0] }
    var planner = RemovalPlanner(tracked: tracked)
    for (_, entry) in ordered {
      // Screens an earlier request takes along: asking again would be a second request for what is leaving.
      guard let viewController = entry.viewController, planner.gathered[ObjectIdentifier(viewController)] == nil,
        !planner.takesAlong(viewController)
      else { continue }
      // The gesture is over: what is in a window is taken off with everything above it; what is not (a
      // stack a full-screen presentation covers while its dismissal runs) leaves its stack directly.
      let requested: Bool
      if Self.isInHierarchy(viewController) {
        requested = planner.takeOffScreen(viewController, owner: entry.owner, cause: entry.cause)
      } else {
        // A pop out of a stack in no container any more (a sheet the user swiped away) is made, but it
        // changes nothing anyone sees: it is not a request about the app's containers.
        let stackIsInAContainer = Self.isInAContainer(viewController.parent)
        requested = planner.removeFromStackOutOfWindow(viewController) && stackIsInAContainer
      }
      if requested { planner.announceTakenOffAtGestureEnd(owner: entry.owner) }
      // Screens of RIBs still attached that were above it go for the same cause as with no gesture.
      planner.endRemoval(cause: entry.cause, skippingGone: true)
    }
    apply(planner.plan(ofRemovalsFor: ordered[0].element.cause))
  }

  /// Whether `container` is held by a container or a presentation.
  static func isInAContainer(_ container: UIViewController?) -> Bool {
    guard let container else { return false }
    return container.parent != nil || container.presentingViewController != nil
  }

  /// The sheet the user is dragging away from `presenter` (which, during the drag, does not list it as
  /// presented); nil when there is none.
  static func sheetBeingDragged(from presenter: UIViewController) -> UIViewController? {
    guard let coordinator = presenter.transitionCoordinator, coordinator.isInteractive,
      let dragged = coordinator.viewController(forKey: .from), dragged !== presenter,
      dragged.presentingViewController === presenter
    else { return nil }
    return dragged
  }
}
