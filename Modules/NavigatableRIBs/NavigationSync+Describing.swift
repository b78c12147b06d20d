// Describing: what is tracked, where screens are, and the leaks uber's LeakDetector cannot see.
extension NavigationSync {
  /// The number of screens being tracked.
  public var trackedScreenCount: Int { tracked.count }

  /// The screens the sync tracks whose RIB is gone or detached, and any disagreement among the sync's own
  /// tables; empty when the sync is consistent. Walks every tracked screen: for tests and diagnostics (the
  /// explorer checks it after every step), not for every event.
  ///
  /// - Returns: One message per problem.
  public func trackingProblems() -> [String] {
    tracked.screensWithoutTheirRIB() + tracked.consistencyViolations()
  }

  /// Where `router`'s screen is: tab, stack position, sheet; "not in any container" when it is nowhere.
  ///
  /// - Parameter router: A router with a screen.
  /// - Returns: Its screen's placement.
  public func placement(of router: any ViewableRouting) -> ScreenPlacement {
    ScreenPlacement.of(router.viewControllable.uiviewController)
  }

  /// The RIBs under `root` (itself included) that are attached but whose screen is in no container: the
  /// leak uber's LeakDetector cannot see, since the RIB is still attached and active. Walks the tree; meant
  /// for diagnostics (the shell's `leaks`, tests), not for every event.
  ///
  /// - Parameter root: Where to start; itself included.
  /// - Returns: The attached RIBs under `root` whose screens are in no container, parents first.
  public func screenlessRIBs(under root: any Routing) -> [any ViewableRouting] {
    var result: [any ViewableRouting] = []
    var stack: [any Routing] = [root]
    while let router = stack.popLast() {
      if let viewable = router as? any ViewableRouting,
        !Self.isInHierarchy(viewable.viewControllable.uiviewController)
      {
        result.append(viewable)
      }
      stack.append(contentsOf: router.children.reversed())
    }
    return result
  }

  /// The viewless RIBs under `root` (flows like Topup) that are attached, have RIBs with screens under
  /// them, and none of those screens is in a container: a flow stranded when its screens went without the
  /// sync. Walks the tree; meant for diagnostics.
  ///
  /// - Parameter root: Where to start; itself included.
  /// - Returns: The stranded flows under `root`.
  public func strandedFlows(under root: any Routing) -> [any Routing] {
    // Post-order without recursion: for each node, whether its subtree has a screen, and whether one is shown.
    var result: [any Routing] = []
    var summary: [ObjectIdentifier: (hasScreen: Bool, showsScreen: Bool)] = [:]
    var stack: [(router: any Routing, childrenDone: Bool)] = [(root, false)]
    while let (router, childrenDone) = stack.popLast() {
      guard childrenDone else {
        stack.append((router, true))
        stack.append(contentsOf: router.children.reversed().map { ($0, false) })
        continue
      }
      var hasScreen = false
      var showsScreen = false
      for child in router.children {
        let childSummary = summary.removeValue(forKey: ObjectIdentifier(child)) ?? (false, false)
        hasScreen = hasScreen || childSummary.hasScreen
        showsScreen = showsScreen || childSummary.showsScreen
      }
      if let viewable = router as? any ViewableRouting {
        hasScreen = true
        showsScreen = showsScreen || Self.isInHierarchy(viewable.viewControllable.uiviewController)
      } else if hasScreen, !showsScreen, router !== root {
        result.append(router)
      }
      summary[ObjectIdentifier(router)] = (hasScreen, showsScreen)
    }
    return result
  }
}
