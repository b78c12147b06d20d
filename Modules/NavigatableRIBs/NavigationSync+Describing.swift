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
    leakedRIBs(under: root).screenless
  }

  /// The viewless RIBs under `root` (flows like Topup) that are attached, have RIBs with screens under
  /// them, and none of those screens is in a container: a flow stranded when its screens went without the
  /// sync. Walks the tree; meant for diagnostics.
  ///
  /// - Parameter root: Where to start; itself included.
  /// - Returns: The stranded flows under `root`.
  public func strandedFlows(under root: any Routing) -> [any Routing] {
    leakedRIBs(under: root).strandedFlows
  }

  /// ``screenlessRIBs(under:)`` and ``strandedFlows(under:)`` in one walk of the tree, each screen's
  /// placement looked at once: what a check after every step (the explorer's) asks.
  ///
  /// - Parameter root: Where to start; itself included.
  /// - Returns: The screenless RIBs, parents first, and the stranded flows, children first.
  package func leakedRIBs(under root: any Routing) -> (screenless: [any ViewableRouting], strandedFlows: [any Routing])
  {
    // After-order without recursion (a tree may be thousands deep): each frame sums up its subtree so far,
    // whether it has a RIB with a screen and whether one of those screens is in a container. A RIB's own
    // screen is looked at as its frame is pushed, so the screenless RIBs come parents first.
    struct Frame {
      let router: any Routing
      let children: [any Routing]
      let isViewable: Bool
      var next = 0
      var hasScreen: Bool
      var showsScreen: Bool
    }
    var screenless: [any ViewableRouting] = []
    var stranded: [any Routing] = []
    func frame(of router: any Routing) -> Frame {
      guard let screen = router.viewControllableIfViewable else {
        return Frame(router: router, children: router.children, isViewable: false, hasScreen: false, showsScreen: false)
      }
      let isShown = Self.isInHierarchy(screen.uiviewController)
      if !isShown, let viewable = router as? any ViewableRouting { screenless.append(viewable) }
      return Frame(router: router, children: router.children, isViewable: true, hasScreen: true, showsScreen: isShown)
    }
    var frames = [frame(of: root)]
    while let last = frames.indices.last {
      if frames[last].next < frames[last].children.count {
        let child = frames[last].children[frames[last].next]
        frames[last].next += 1
        frames.append(frame(of: child))
        continue
      }
      let frame = frames.removeLast()
      if !frame.isViewable, frame.hasScreen, !frame.showsScreen, !frames.isEmpty { stranded.append(frame.router) }
      guard let parent = frames.indices.last else { break }
      frames[parent].hasScreen = frames[parent].hasScreen || frame.hasScreen
      frames[parent].showsScreen = frames[parent].showsScreen || frame.showsScreen
    }
    return (screenless, stranded)
  }
}
