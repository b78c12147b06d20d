// Applying a removal plan: its steps (decisions, UIKit requests), then forget first, detach deepest first,
// and tell the flows that lost their last screen, innermost first.
extension NavigationSync {
  /// Performs `plan` (``RemovalPlan``), the only place a removal changes anything: its steps in order
  /// (decisions announced, UIKit asked), then its screens forgotten and their routers detached, deepest
  /// first, each exactly once, then its flows told they closed, innermost first. Forgetting comes first, so
  /// the detach events this causes find nothing left to do.
  ///
  /// Each screen is let go right after its RIB's detach: when the caller hands over the only references
  /// (it keeps no collection of them), the screen's record is freed there, while it is in the cache, not in
  /// a pass of its own after the last detach.
  /// - Parameter plan: The removal, decided.
  func apply(_ plan: consuming RemovalPlan) {
    if !plan.steps.isEmpty {
      for step in plan.steps { perform(step) }
      plan.steps = []
    }
    guard !plan.screensDeepestLast.isEmpty else { return }
    let cause = plan.cause
    // Deepest first is this array read from the end: each screen leaves it as it is detached.
    var remaining = plan.screensDeepestLast
    plan.screensDeepestLast = []
    for screen in remaining.reversed() { tracked.forget(screen) }
    while let screen = remaining.popLast() {
      guard let router = screen.router, let parent = screen.parent, Self.isAttached(router, to: parent) else {
        if case let .businessLogic(detach) = cause, screen.routerID == detach.detachedID {
          announce(.detached, screen, "business logic detached it\(detach.parent.map { " from \($0.ribName)" } ?? "")")
        }
        continue
      }
      announce(.detached, screen, Self.describeDetach(of: screen, cause: cause))
      parent.detachChild(router)
    }
    for flow in plan.flowsToTell { close(flow, cause: cause) }
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

  /// A viewless flow's last screen went for `cause`: tell it, and make sure it ends up detached. Its detach
  /// (its listener's, or the sync's fallback) takes what is left under it with the same cause: the flow
  /// did not decide it, so a flow above it that loses its last screen that way is told too.
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
