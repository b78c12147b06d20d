// Removing screens: forget first, then detach deepest first; closing flows that lost their last screen.
extension NavigationSync {
  /// Forgets `screens` and detaches their routers, deepest first, each exactly once. Forgetting comes
  /// first, so the detach events this causes find nothing left to do.
  ///
  /// Each screen is let go right after its RIB's detach: when the caller hands over the only references
  /// (it keeps no collection of them), the screen's record is freed there, while it is in the cache, not in
  /// a pass of its own after the last detach.
  func remove(_ screens: consuming [TrackedScreen], cause: Cause) {
    guard !screens.isEmpty else { return }
    // Deepest first is this array read from the end: each screen leaves it as it is detached.
    var remaining = TrackedScreen.ordered(screens, by: TrackedScreen.deepestLast)
    screens = []
    var closedFlows: [(depth: Int, flow: any Routing)] = []
    for screen in remaining.reversed() {
      // A flow whose last tracked screen this was is closed (its table is empty once the screen is forgotten).
      guard tracked.forget(screen), screen.parentIsFlow else { continue }
      if let flow = screen.parent, Self.closes(flow, because: cause) { closedFlows.append((screen.depth - 1, flow)) }
    }
    while let screen = remaining.popLast() {
      guard let router = screen.router, let parent = screen.parent, Self.isAttached(router, to: parent) else {
        if case let .businessLogic(detach) = cause, screen.routerID == detach.detachedID {
          decide(.detached, screen, "business logic detached it\(detach.parent.map { " from \($0.ribName)" } ?? "")")
        }
        continue
      }
      decide(.detached, screen, Self.describeDetach(of: screen, cause: cause))
      parent.detachChild(router)
    }
    // In the order their last screens were detached (deepest first, above), then innermost first.
    let toldOrder = closedFlows.indices.sorted {
      RemovalOrder.flowsTold((closedFlows[$0].depth, $0), before: (closedFlows[$1].depth, $1))
    }
    for index in toldOrder { close(closedFlows[index].flow, cause: cause) }
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
      decide(
        .flowClosed, flow,
        "its last screen went; navigationFlowDidClose() left it attached, so the sync detached it (fallback)")
    } else {
      decide(.flowClosed, flow, "its last screen went; navigationFlowDidClose() told its listener, which detached it")
    }
  }
}
