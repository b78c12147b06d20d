@testable import NavigatableRIBs

extension World {
  /// What must hold right after an operation, before the run loop turns: a RIB business logic detached is
  /// inactive at once, with its subtree.
  func checkImmediate(after step: String, detachesBefore: Int, operation: Operation) {
    for record in records {
      guard let router = record.router, record.wasAttached, router.parentRouting == nil else { continue }
      if router.interactor.isActive { addViolation("\(record.name) detached but still active (after \(step))") }
    }
    checkNoMisuse(during: step)
    checkSyncConsistency(after: step)
    checkPlacementsFoundWalkingDown(after: step)
    if scene.probe.detachOrder.count != detachesBefore, operation.isUserGesture {
      // A gesture's effect comes after its transition, never synchronously with the touch.
      addViolation("\(operation) detached \(scene.probe.detachOrder.suffix(from: detachesBefore)) at once")
    }
  }

  /// The invariants of a quiescent step (no gesture in flight, the run loop idle).
  func checkInvariants(after step: String) {
    var liveAttached = 0
    for record in records {
      let resigned = scene.probe.resignCount(record.name)
      if resigned > 1 { addViolation("\(record.name) resigned \(resigned) times (after \(step))") }
      guard let router = record.router else {
        // Gone: it must have been deactivated exactly once, and its interactor and screen freed too.
        if record.wasAttached, resigned != 1 {
          addViolation("\(record.name) freed without resigning once (after \(step))")
        }
        if record.interactor != nil || record.viewController != nil {
          addViolation("\(record.name): router freed but interactor or view controller alive (after \(step))")
        }
        continue
      }
      let onScreen = ScreenPlacement.of(router.viewController).isInHierarchy
      if ScreenPlacement.isInHierarchy(router.viewController) != onScreen {
        addViolation(
          "\(record.name): ScreenPlacement.isInHierarchy says \(!onScreen), its placement \(onScreen) (after \(step))")
      }
      let attached = router.parentRouting != nil
      switch (attached, onScreen) {
      case (true, true):
        liveAttached += 1
        if !router.interactor.isActive {
          addViolation("\(record.name) on screen and attached but inactive (after \(step))")
        }
      case (true, false): addViolation("\(record.name) attached but its screen is in no container (after \(step))")
      // Also covers a screen whose RIB was detached coming back when a gesture was cancelled.
      case (false, true): addViolation("\(record.name) on screen but detached (after \(step))")
      case (false, false):
        if record.wasAttached { addViolation("\(record.name) detached and off screen but still alive (after \(step))") }
      }
    }
    if NavigationSync.shared.trackedScreenCount != liveAttached {
      addViolation(
        "tracking \(NavigationSync.shared.trackedScreenCount) screens, \(liveAttached) RIBs are attached (after \(step))"
      )
    }
    for flow in flows {
      // A detached flow is freed. (Whether an attached flow may be left with no screen is guarantee 5's
      // business: yes when it removed its own screens, which the specification checks.)
      guard let router = flow.router else { continue }
      if router.parentRouting == nil { addViolation("flow \(flow.name) detached but still alive (after \(step))") }
    }
    checkDiagnostics(after: step)
    checkSelectedTabIsShown(after: step)
    checkStacksFollowTheTree(after: step)
    checkNoRefusals(after: step)
    dropFreedRecords()
  }

  /// The sync's leak diagnostics, which a team's tests and the shell's `leaks` use, agree with the
  /// invariants above: no RIB business logic created is screenless, no flow stranded (the tab roots are
  /// left out: the app keeps a removed tab's root attached to add it back).
  private func checkDiagnostics(after step: String) {
    for router in NavigationSync.shared.screenlessRIBs(under: scene.root)
    where !scene.tabRoots.contains(where: { $0 === router }) {
      addViolation("screenlessRIBs reports \(router.ribName) (after \(step))")
    }
    for flow in NavigationSync.shared.strandedFlows(under: scene.root) {
      addViolation("strandedFlows reports \(flow.ribName) (after \(step))")
    }
  }

  /// With nothing presented, the selected tab's view is in the window: a tab the tab bar selects when
  /// `viewControllers` changes gets its appearance callbacks.
  private func checkSelectedTabIsShown(after step: String) {
    guard presentedChain.isEmpty, let selected = scene.tabs.selectedViewController,
      selected.viewIfLoaded?.window == nil
    else { return }
    let name = (Scene.navigation(ofTab: selected)?.viewControllers.first ?? selected).title ?? "?"
    addViolation("the selected tab (\(name)'s) is not on screen (after \(step))")
  }

  /// Within each navigation stack, the screens of a RIB's descendants are above its own screen.
  private func checkStacksFollowTheTree(after step: String) {
    for navigation in allNavigations {
      let routers = navigation.viewControllers.compactMap { viewController -> (any Routing)? in
        if let root = scene.tabRoot(showing: viewController) { return root }
        return record(of: viewController)?.router
      }
      for (lower, router) in routers.enumerated() {
        for upper in routers[(lower + 1)...] where Self.isAncestor(upper, of: router) {
          addViolation(
            "stack \(navigation.viewControllers.map { $0.title ?? "?" }): \(router.ribName) is below its ancestor \(upper.ribName) (after \(step))"
          )
        }
      }
    }
  }

  /// No request UIKit refuses was made (on iOS most of them raise an exception); no RIBs misuse either,
  /// only the sync's own explained refusals.
  private func checkNoRefusals(after step: String) {
    for refusal in scene.uikitRefusals { addViolation("UIKit refused: \(refusal) (by \(step))") }
    checkNoMisuse(during: step)
    scene.forgetRefusals()
  }

  /// Every RIBs diagnostic but those the step explains (the sync's own refusals, and a deliberate misuse
  /// the specification expects to change nothing) is a failure: a detach of a RIB that is not a child, an
  /// attach RIBs refuses, a `.navigation` report that comes with no refusal. Checked right after each operation and after each run-loop settle,
  /// gesture in flight or not.
  func checkNoMisuse(during step: String) {
    for diagnostic in scene.takeMisuses(explainedBy: &explainedDiagnostics) {
      addViolation("RIBs misuse: \(diagnostic.message) (during \(step))")
    }
  }

  /// The placement of each view controller under the window's root that a walk down its containers and
  /// presentations finds (as the explorer's fingerprint does) is the one ``ScreenPlacement/of(_:)`` finds
  /// walking up from it: right after each operation, swipes in flight included. (Where the walk down finds
  /// none, the fingerprint asks `of(_:)`.)
  func checkPlacementsFoundWalkingDown(after step: String) {
    guard let root = scene.window.rootViewController else { return }
    for (viewController, placement) in ScreenPlacement.walkingDown(from: root) {
      let walkedUp = ScreenPlacement.of(viewController)
      if let placement, placement != walkedUp {
        addViolation(
          "\(viewController.title ?? "?") placed \(placement) walking down, \(walkedUp) walking up (after \(step))")
      }
    }
  }

  /// The sync's tables agree with each other and with the tree (``TrackedScreens``' rules), right after
  /// each operation and after each settle.
  func checkSyncConsistency(after step: String) {
    for violation in NavigationSync.shared.checkConsistency() {
      addViolation("NavigationSync's tables: \(violation) (after \(step))")
    }
  }

  private static func isAncestor(_ candidate: any Routing, of router: any Routing) -> Bool {
    var current = router.parentRouting
    while let next = current {
      if next === candidate { return true }
      current = next.parentRouting
    }
    return false
  }
}

extension World.Operation {
  /// A person's touch (as opposed to app code or business logic).
  var isUserGesture: Bool {
    switch self {
    case .tapBack, .swipeBegin, .swipeMove, .swipeFinish, .swipeCancel, .longPress, .tabSwitch, .tabReTap,
      .sheetBegin, .sheetFinish, .sheetCancel, .touchCovered:
      true
    default: false
    }
  }
}
