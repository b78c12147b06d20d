import Testing

@testable import NavigatableRIBs

/// Presentations: a sheet swiped down, a sheet with a navigation stack, dismissal of a presenter further
/// down the chain.
@MainActor
@Suite("Screen → tree: presentations", .serialized)
struct ModalPathTests {
  @Test("swiping down a sheet with a navigation stack detaches every RIB in it, deepest first")
  func sheetWithStack() {
    Scene.run { scene in
      var remains: [Remains] = []
      do {
        let first = scene.make("First")
        let navigation = scene.home.presentChildInNavigationController(first, from: scene.home.viewController)
        #expect(navigation != nil)
        scene.run()
        let second = scene.make("Second")
        #expect(first.pushChild(second))
        scene.run()
        remains = [Remains(first), Remains(second)]
        #expect(scene.childNames(of: first) == ["Second"])
        #expect(navigation?.userSwipeDownSheet() == true)
      }
      scene.run()
      #expect(scene.probe.detachOrder == ["Second", "First"])
      #expect(remains.allSatisfy { $0.areGone })
      #expect(scene.probe.resignCount("First") == 1)
      #expect(scene.probe.resignCount("Second") == 1)
      #expect(NavigationSync.shared.trackedScreenCount == 0)
    }
  }

  @Test("dismissing a presenter further down removes the RIBs of every presentation above it")
  func dismissChain() {
    Scene.run { scene in
      var remains: [Remains] = []
      do {
        let lower = scene.make("Lower")
        #expect(scene.home.presentChild(lower, from: scene.home.viewController, modalPresentationStyle: .fullScreen))
        scene.run()
        let upper = scene.make("Upper")
        #expect(lower.presentChild(upper, from: lower.viewController))
        scene.run()
        remains = [Remains(lower), Remains(upper)]
        // Programmatic dismissal from the bottom of the chain: no presentation-controller callbacks.
        scene.home.viewController.dismiss(animated: true, completion: nil)
      }
      scene.run()
      #expect(scene.probe.detachOrder == ["Upper", "Lower"])
      #expect(remains.allSatisfy { $0.areGone })
      #expect(scene.home.children.isEmpty)
    }
  }

  @Test("a pushed screen in a tab that is not selected is still freed when popped")
  func offScreenTab() {
    Scene.run { scene in
      weak var pushed: ScreenRouter?
      do {
        let child = scene.make("Hidden")
        pushed = child
        #expect(scene.finance.pushChild(child))
        scene.run()
        _ = scene.financeNavigation.popViewController(animated: false)
      }
      scene.run()
      #expect(scene.probe.detachOrder == ["Hidden"])
      #expect(pushed == nil)
    }
  }

  @Test("removing a whole tab frees the RIBs pushed on its navigation stack")
  func removedTab() {
    Scene.run { scene in
      weak var pushed: ScreenRouter?
      do {
        let child = scene.make("InFinance")
        pushed = child
        #expect(scene.finance.pushChild(child))
        scene.run()
        scene.tabs.viewControllers = [scene.homeNavigation]
      }
      scene.run()
      #expect(scene.probe.detachOrder == ["InFinance"])
      #expect(pushed == nil)
    }
  }
}
