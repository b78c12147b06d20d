// Applying a removal plan: its steps (decisions, UIKit requests), then forget first, detach deepest first,
// and tell the flows that lost their last screen, innermost first, each after the screens its close takes.
extension NavigationSync {
  /// Performs `plan` (``RemovalPlan``), the only place a removal changes anything: its steps in order
  /// (decisions announced, UIKit asked), then the screens of each of its removals forgotten and their
  /// routers detached, deepest first, each exactly once, then its flows told they closed, innermost first,
  /// each right after the screens its close takes along (its cascade) are detached. Forgetting comes first,
  /// so the detach events this causes find nothing left to do.
  ///
  /// Decides nothing and builds no plan: the plan holds the whole cascade (the screens under the flows it
  /// closes, and the flows those empty), so a told flow's detach (its listener's, or the sync's fallback)
  /// finds nothing to plan, and the sync's own detaches neither. A flow is told last, once every request of
  /// the plan was made: its listener is app code, and what it changes was not planned against. A detach
  /// app code makes meanwhile that takes screens (a listener detaching another RIB) is planned once this
  /// plan is applied, as a removal of its own. ``checkConsistency()`` reports a plan built while another
  /// is applied.
  ///
  /// Each screen is let go right after its RIB's detach: when the caller hands over the only references
  /// (it keeps no collection of them), the screen's record is freed there, while it is in the cache, not in
  /// a pass of its own after the last detach.
  /// - Parameter plan: The removal, decided.
  func apply(_ plan: consuming RemovalPlan) {
    perform(plan)
    // Detaches app code made while the plan was applied that can take screens: each a removal of its own,
    // planned once the one before it is applied.
    while !detachedWhileApplying.isEmpty {
      let (router, parent) = detachedWhileApplying.removeFirst()
      perform(planRemoval(detached: router, by: parent))
      tracked.forgetParentIfEmpty(ObjectIdentifier(router))
    }
  }

  /// Performs `plan`: the body of ``apply(_:)``, never re-entered. A re-entry (UIKit calling back into the
  /// sync, synchronously, from a request of the plan) is not trapped, so an app goes on: it is applied
  /// inside the other and reported by ``checkConsistency()``, which the explorer and the random tests check.
  @inline(__always)
  private func perform(_ plan: consuming RemovalPlan) {
    let wasApplying = isApplying
    if wasApplying { applyViolations.append("a removal plan was applied while another was") }
    isApplying = true
    defer { isApplying = wasApplying }
    if !plan.steps.isEmpty {
      for step in plan.steps { perform(step) }
      plan.steps = []
    }
    guard plan.further == nil else { return performRemovals(plan) }
    guard !plan.screensDeepestLast.isEmpty else { return }
    let cause = plan.cause
    // Deepest first is this array read from the end: each screen leaves it as it is detached.
    var remaining = plan.screensDeepestLast
    plan.screensDeepestLast = []
    forget(remaining)
    detach(&remaining, downTo: plan.screensOfCascades, cause: cause)
    tellFlows(plan.flowsToTell, detachingFrom: &remaining, cause: cause)
  }

  /// Tells `flows` they closed, in order, each right after the screens its cascade takes along are detached
  /// (the removal's own screens went already): a cascade detached earlier could take a flow told before it
  /// along untold (its screens hold that flow's parent).
  /// - Parameters:
  ///   - flows: The removal's flows to tell, in order.
  ///   - screensDeepestLast: The screens of their cascades, forgotten already, in order; emptied.
  ///   - cause: Why they go.
  @inline(__always)
  private func tellFlows(
    _ flows: [RemovalPlan.ClosingFlow], detachingFrom screensDeepestLast: inout [TrackedScreen], cause: Cause
  ) {
    var takenAlong = screensDeepestLast.count
    for closing in flows {
      takenAlong -= closing.screensTakenAlong
      detach(&screensDeepestLast, downTo: takenAlong, cause: cause)
      close(closing.flow, cause: cause)
    }
  }

  /// Performs the removals of a plan that holds several (its steps made already): every screen forgotten,
  /// then each removal's own screens detached, then each removal's flows told, each after its cascade.
  private func performRemovals(_ plan: consuming RemovalPlan) {
    var removals = plan.further ?? []
    plan.further = nil
    removals.insert(plan, at: 0)
    for removal in removals { forget(removal.screensDeepestLast) }
    for index in removals.indices {
      // The count and the cause read first: a copy of the removal would share its array, and each detach
      // would then copy it.
      let (cascades, cause) = (removals[index].screensOfCascades, removals[index].cause)
      detach(&removals[index].screensDeepestLast, downTo: cascades, cause: cause)
    }
    for index in removals.indices {
      let (flows, cause) = (removals[index].flowsToTell, removals[index].cause)
      tellFlows(flows, detachingFrom: &removals[index].screensDeepestLast, cause: cause)
    }
  }

  /// Forgets `screensDeepestLast`, deepest first, before any of their RIBs is detached.
  @inline(__always)
  private func forget(_ screensDeepestLast: [TrackedScreen]) {
    for screen in screensDeepestLast.reversed() { tracked.forget(screen) }
  }

  /// Detaches the routers of `screensDeepestLast`, forgotten already, deepest first (the array read from
  /// the end), for `cause`, until `count` are left; each screen leaves the array as its RIB is detached.
  @inline(__always)
  private func detach(_ screensDeepestLast: inout [TrackedScreen], downTo count: Int, cause: Cause) {
    while screensDeepestLast.count > count, let screen = screensDeepestLast.popLast() {
      guard let router = screen.router, let parent = screen.parent, Self.isAttached(router, to: parent) else {
        if case let .businessLogic(detach) = cause, screen.routerID == detach.detachedID {
          announce(.detached, screen, "business logic detached it\(detach.parent.map { " from \($0.ribName)" } ?? "")")
        }
        continue
      }
      announce(.detached, screen, Self.describeDetach(of: screen, cause: cause))
      detachingByPlan = screen.routerID
      parent.detachChild(router)
      detachingByPlan = nil
    }
  }

  /// Performs one step of a plan: announces a decision, or asks UIKit.
  /// - Parameter step: The step.
  private func perform(_ step: RemovalPlan.Step) {
    switch step {
    case let .kept(screen, .alreadyDetached): announce(.kept, screen, "already detached; nothing to do")
    case let .kept(screen, .stillInWindow):
      announce(.kept, screen, "its screen is still in a window (it came back, or another container holds it)")
    case let .takenOff(screen, viewController):
      announce(
        .takenOff, screen,
        Self.isInInteractiveTransition(viewController)
          ? "the user is dragging its container: taken off when the gesture ends, whichever way it ends"
          : "taken off screen with every screen above it")
    case let .takenOffAtGestureEnd(owner): announce(.takenOff, named: owner, Self.takenOffAtGestureEndDetail)
    case let .pop(navigationController, below, animated):
      navigationController.popToViewController(below, animated: animated)
    case let .dismiss(presenter): presenter.dismiss(animated: true, completion: nil)
    case let .afterGesture(viewController, coordinator, owner, cause):
      takeOffAfterGesture(viewController, coordinator: coordinator, owner: owner, cause: cause)
    case let .report(message): RIBsDiagnostics.report(.navigation, message)
    }
  }

  static func describeDetach(of screen: TrackedScreen, cause: Cause) -> String {
    switch cause {
    case .user:
      "its screen left its container (the user or UIKit): detached from \(screen.parent?.ribName ?? "its parent"), deepest first"
    case let .businessLogic(detach): "its screen went with \(detach.detachedName)'s, which business logic detached"
    }
  }

  /// Whether a flow that lost its last screen for `cause` is closed. The user closing it, yes. Business
  /// logic: not when the code that detached knows — the flow itself or its subtree was detached, or the
  /// flow detached its own screen (to show another); yes when an unrelated detach took the flow's screens
  /// along (they were above the detached screen).
  static func closes(_ flow: any Routing, because cause: Cause) -> Bool {
    guard case let .businessLogic(detach) = cause else { return true }
    if let parent = detach.parent, flow === parent { return false }
    var current: (any Routing)? = flow
    while let router = current {
      if ObjectIdentifier(router) == detach.detachedID, detach.detached != nil { return false }
      current = router.parentRouting
    }
    return true
  }

  /// A viewless flow's last screen went for `cause`: tell it, and make sure it ends up detached. What its
  /// detach (its listener's, or the sync's fallback) takes along, the screens left under it, went already
  /// in the plan being applied, with the same cause: the flow did not decide it, so a flow above it that
  /// loses its last screen that way is told too (after it, in that plan). Its detach finds nothing to plan.
  func close(_ flow: any Routing, cause: Cause) {
    // A flow whose ancestor went in the same removal goes with it, like every RIB under that ancestor: it
    // was not closed (it is already inactive).
    guard flow.parentRouting != nil, flow.interactable.isActive else { return }
    tracked.noteClosing(flow, cause: cause)
    (flow.interactable as? any NavigationFlowInteractable)?.navigationFlowDidClose()
    if let parent = flow.parentRouting {
      parent.detachChild(flow)
      announce(
        .flowClosed, flow,
        "its last screen went; navigationFlowDidClose() left it attached, so the sync detached it (fallback)")
    } else {
      announce(.flowClosed, flow, "its last screen went; navigationFlowDidClose() told its listener, which detached it")
    }
  }
}
