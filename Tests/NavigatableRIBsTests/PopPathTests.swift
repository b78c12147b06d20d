import Testing

@testable import NavigatableRIBs

/// Every path by which a navigation controller removes screens detaches their RIBs exactly once, deepest
/// first, after the transition, and frees them.
@MainActor
@Suite("Screen → tree: navigation stack paths", .serialized)
struct PopPathTests {
  /// Pushes A → B → C on Home's stack, runs `remove`, and checks what is left.
  private func check(
    profile: UIKitBehaviorProfile = .iOS18,
    remove: (Scene, [ScreenRouter]) -> Void,
    expectedStack: [String], expectedDetachOrder: [String]
  ) {
    Scene.run(profile: profile) { scene in
      var remains: [Remains] = []
      do {
        let chain = scene.pushChain(["A", "B", "C"])
        remains = chain.map(Remains.init)
        #expect(scene.homeStack == ["Home", "A", "B", "C"])
        #expect(scene.childNames(of: scene.home) == ["A"])
        #expect(NavigationSync.shared.trackedScreenCount == 3)
        remove(scene, chain)
        // Nothing is detached before the transition completes.
        #expect(scene.probe.detachOrder.isEmpty)
      }
      scene.run()
      #expect(scene.homeStack == expectedStack)
      #expect(scene.probe.detachOrder == expectedDetachOrder)
      for name in expectedDetachOrder { #expect(scene.probe.resignCount(name) == 1, "\(name) resigned once") }
      let removedCount = expectedDetachOrder.count
      for remain in remains.suffix(removedCount) { #expect(remain.areGone) }
      for remain in remains.prefix(3 - removedCount) { #expect(!remain.areGone) }
      #expect(NavigationSync.shared.trackedScreenCount == 3 - removedCount)
      scene.settleLeakDetector()
      #expect(scene.leaks.isEmpty)
      #expect(scene.diagnostics.isEmpty)
    }
  }

  @Test("popViewController detaches the top RIB")
  func programmaticPop() {
    check(
      remove: { scene, _ in scene.homeNavigation.popViewController(animated: true) },
      expectedStack: ["Home", "A", "B"], expectedDetachOrder: ["C"])
  }

  @Test("non-animated popViewController (no transition coordinator) detaches the top RIB")
  func nonAnimatedPop() {
    check(
      remove: { scene, _ in scene.homeNavigation.popViewController(animated: false) },
      expectedStack: ["Home", "A", "B"], expectedDetachOrder: ["C"])
  }

  @Test("the back button detaches the top RIB")
  func backButton() {
    check(
      remove: { scene, _ in #expect(scene.homeNavigation.userTapBackButton()) },
      expectedStack: ["Home", "A", "B"], expectedDetachOrder: ["C"])
  }

  @Test("a completed swipe-back detaches the top RIB", arguments: [UIKitBehaviorProfile.iOS17, .iOS18])
  func completedSwipe(profile: UIKitBehaviorProfile) {
    check(
      profile: profile,
      remove: { scene, _ in
        #expect(scene.homeNavigation.userBeginSwipeBack())
        scene.run()
        scene.homeNavigation.userMoveSwipeBack(progress: 0.8)
        scene.run()
        #expect(scene.probe.detachOrder.isEmpty, "nothing is detached while the finger is down")
        #expect(scene.homeNavigation.userFinishSwipeBack())
      },
      expectedStack: ["Home", "A", "B"], expectedDetachOrder: ["C"])
  }

  @Test("the back button's long-press menu detaches every RIB above the chosen screen, deepest first")
  func longPressMenu() {
    check(
      remove: { scene, _ in
        let titles = scene.homeNavigation.backButtonMenuItems.map { $0.title ?? "" }
        #expect(titles == ["B", "A", "Home"])
        #expect(scene.homeNavigation.userChooseBackButtonMenuItem(at: 1))
      },
      expectedStack: ["Home", "A"], expectedDetachOrder: ["C", "B"])
  }

  @Test("popToViewController detaches every RIB above the target, deepest first")
  func popToViewController() {
    check(
      remove: { scene, chain in _ = scene.homeNavigation.popToViewController(chain[0].viewController, animated: true) },
      expectedStack: ["Home", "A"], expectedDetachOrder: ["C", "B"])
  }

  @Test("popToRootViewController detaches every pushed RIB, deepest first")
  func popToRoot() {
    check(
      remove: { scene, _ in _ = scene.homeNavigation.popToRootViewController(animated: true) },
      expectedStack: ["Home"], expectedDetachOrder: ["C", "B", "A"])
  }

  @Test("re-tapping the selected tab pops to its root and detaches every pushed RIB")
  func tabReTap() {
    check(
      remove: { scene, _ in #expect(scene.tabs.userTapTab(at: 0)) },
      expectedStack: ["Home"], expectedDetachOrder: ["C", "B", "A"])
  }

  @Test("setViewControllers with a new, shorter stack detaches the removed RIBs")
  func setViewControllersShorter() {
    check(
      remove: { scene, chain in
        scene.homeNavigation.setViewControllers([scene.home.viewController, chain[0].viewController], animated: true)
      },
      expectedStack: ["Home", "A"], expectedDetachOrder: ["C", "B"])
  }

  @Test("removing only a middle screen detaches its RIB, and the screens of RIBs attached under it go too")
  func setViewControllersMiddleOfChain() {
    check(
      remove: { scene, chain in
        scene.homeNavigation.viewControllers = [
          scene.home.viewController, chain[0].viewController, chain[2].viewController,
        ]
      },
      expectedStack: ["Home", "A"], expectedDetachOrder: ["C", "B"])
  }

  @Test("removing only a middle screen of sibling RIBs detaches that RIB alone; the top screen stays")
  func setViewControllersMiddleSibling() {
    Scene.run { scene in
      weak var middle: ScreenRouter?
      do {
        let siblings = ["A", "B", "C"].map(scene.make)
        for sibling in siblings {
          #expect(scene.home.pushChild(sibling, on: scene.homeNavigation, animated: false))
          scene.run()
        }
        middle = siblings[1]
        scene.homeNavigation.viewControllers = [
          scene.home.viewController, siblings[0].viewController, siblings[2].viewController,
        ]
        #expect(scene.probe.detachOrder.isEmpty)
      }
      scene.run()
      #expect(scene.homeStack == ["Home", "A", "C"])
      #expect(scene.childNames(of: scene.home) == ["A", "C"])
      #expect(scene.probe.detachOrder == ["B"])
      #expect(middle == nil)
      #expect(scene.homeNavigation.topViewController?.title == "C")
    }
  }
}
