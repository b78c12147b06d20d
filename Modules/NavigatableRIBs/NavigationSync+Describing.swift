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
    // After-order without recursion (a tree may be thousands deep): each frame sums up its subtree so far,
    // whether it has a RIB with a screen and whether one of those screens is in a container.
    struct Frame {
      let router: any Routing
      let children: [any Routing]
      var next = 0
      var hasScreen = false
      var showsScreen = false
    }
    var result: [any Routing] = []
    var frames = [Frame(router: root, children: root.children)]
    while let last = frames.indices.last {
      if frames[last].next < frames[last].children.count {
        let child = frames[last].children[frames[last].next]
        frames[last].next += 1
        frames.append(Frame(router: child, children: child.children))
        continue
      }
      let frame = frames.removeLast()
      var hasScreen = frame.hasScreen
      var showsScreen = frame.showsScreen
      if let viewable = frame.router as? any ViewableRouting {
        hasScreen = true
        showsScreen = showsScreen || Self.isInHierarchy(viewable.viewControllable.uiviewController)
      } else if hasScreen, !showsScreen, !frames.isEmpty {
        result.append(frame.router)
      }
      guard let parent = frames.indices.last else { break }
      frames[parent].hasScreen = frames[parent].hasScreen || hasScreen
      frames[parent].showsScreen = frames[parent].showsScreen || showsScreen
    }
    return result
  }
}
