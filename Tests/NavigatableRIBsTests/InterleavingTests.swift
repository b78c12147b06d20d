import Testing

@testable import NavigatableRIBs

/// Business logic acting while a gesture or an animated transition is in flight, and RIBs that route from
/// their own lifecycle callbacks: the tree and the containers still agree once everything has settled.
@MainActor
@Suite("Interleavings: business logic during gestures, routing from lifecycle callbacks", .serialized)
struct InterleavingTests {
  @Test(
    "a sheet whose RIB is detached while the user drags it does not come back when the drag is cancelled",
    arguments: [UIKitBehaviorProfile.iOS17, .iOS18])
  func sheetDetachedMidDragDoesNotComeBack(profile: UIKitBehaviorProfile) {
    Scene.run(profile: profile) { scene in
      weak var weakSheet: ScreenRouter?
      weak var weakSheetViewController: UIViewController?
      do {
        let sheet = scene.make("Sheet")
        weakSheet = sheet
        weakSheetViewController = sheet.viewController
        #expect(scene.home.presentChild(sheet, from: scene.home.viewController))
        scene.run()
        #expect(sheet.viewController.userBeginSwipeDownSheet())
        scene.run()
        scene.home.detachChild(sheet)  // business logic is done with the sheet mid-drag
        #expect(!sheet.interactor.isActive)
        #expect(sheet.viewController.userCancelSwipeDownSheet())  // the user lets go: the sheet snaps back…
      }
      scene.run()
      // …and is dismissed at once, since its RIB is gone.
      #expect(scene.tabs.presentedViewController == nil)
      #expect(weakSheet == nil)
      #expect(weakSheetViewController == nil)
      #expect(scene.probe.detachOrder == ["Sheet"])
      scene.settleLeakDetector()
      #expect(scene.leaks.isEmpty)
      #expect(scene.diagnostics.isEmpty)
    }
  }

  @Test(
    "dismiss on the presenter mid-drag is kept for after the gesture, as dismiss on the presented view controller is",
    arguments: [false, true])
  func dismissMidDragThroughEitherReceiver(throughPresented: Bool) {
    Scene.run { scene in
      let sheet = UIViewController()
      scene.tabs.present(sheet, animated: true)
      scene.run()
      #expect(sheet.userBeginSwipeDownSheet())
      scene.run()
      if throughPresented { sheet.dismiss(animated: true) } else { scene.tabs.dismiss(animated: true) }
      #expect(sheet.userCancelSwipeDownSheet())
      scene.run()
      #expect(scene.tabs.presentedViewController == nil)
      #expect(sheet.presentingViewController == nil)
    }
  }

  /// RIB "A", which pushes its child "B" from its own `didBecomeActive` (the usual RIBs style), once.
  private func makeParentThatPushesOnActivation(in scene: Scene) -> ScreenRouter {
    let a = scene.make("A")
    let b = scene.make("B")
    a.interactor.onDidBecomeActive = { [unowned a] in
      a.interactor.onDidBecomeActive = nil  // B is the tree's from now on
      a.pushChild(b, animated: true)
    }
    return a
  }

  @Test("a RIB that pushes its own child from didBecomeActive ends below it: the stack follows the tree")
  func pushFromDidBecomeActiveKeepsTreeOrder() {
    Scene.run { scene in
      let a = makeParentThatPushesOnActivation(in: scene)
      #expect(scene.home.pushChild(a, on: scene.homeNavigation))
      scene.run()
      #expect(scene.homeStack == ["Home", "A", "B"])
      #expect(scene.childNames(of: scene.home) == ["A"])
      #expect(scene.childNames(of: a) == ["B"])
      #expect(scene.diagnostics.isEmpty)
      // The user's back button frees B; A stays.
      #expect(scene.homeNavigation.userTapBackButton())
      scene.run()
      #expect(scene.homeStack == ["Home", "A"])
      #expect(scene.probe.detachOrder == ["B"])
    }
  }

  @Test("a RIB presented in a navigation controller can push its own child from didBecomeActive")
  func pushFromDidBecomeActiveInsidePresentedNavigation() {
    Scene.run { scene in
      let a = makeParentThatPushesOnActivation(in: scene)
      let navigation = scene.home.presentChildInNavigationController(a, from: scene.home.viewController)
      scene.run()
      #expect(navigation?.viewControllers.map(\.title) == ["A", "B"])
      #expect(scene.childNames(of: a) == ["B"])
      #expect(scene.diagnostics.isEmpty)
    }
  }

  @Test("a presentation UIKit refuses attaches nothing: the child is never activated")
  func refusedPresentationNeverActivates() {
    Scene.run { scene in
      let first = scene.make("First")
      #expect(scene.home.presentChild(first, from: scene.home.viewController))
      scene.run()
      let second = scene.make("Second")
      #expect(!scene.home.presentChild(second, from: scene.home.viewController))
      #expect(second.parentRouting == nil)
      #expect(scene.probe.resignCount("Second") == 0)
      #expect(scene.diagnostics.map(\.kind) == [.navigation])
    }
  }

  @Test(
    "business logic detaching two nested RIBs while the top one is swiped away: both go whichever way the swipe ends",
    arguments: [false, true])
  func nestedDetachMidSwipe(cancelled: Bool) {
    Scene.run { scene in
      let chain = scene.pushChain(["A", "B"])
      #expect(scene.homeNavigation.userBeginSwipeBack())
      scene.run()
      scene.home.detachChild(chain[0])  // A and B go at once, with their RIBs
      #expect(scene.probe.detachOrder.sorted() == ["A", "B"])
      if cancelled {
        #expect(scene.homeNavigation.userCancelSwipeBack())
      } else {
        #expect(scene.homeNavigation.userFinishSwipeBack())
      }
      scene.run()
      #expect(scene.homeStack == ["Home"])
      #expect(scene.uikitRefusals.isEmpty, "one request against the stack as it really is, not two stale ones")
      #expect(scene.probe.detachOrder.sorted() == ["A", "B"], "each exactly once")
    }
  }

  @Test("showing a child from a RIB that is not active is refused")
  func showingFromAnInactiveRIBIsRefused() {
    Scene.run { scene in
      let detached = scene.make("Detached")
      let child = scene.make("Child")
      #expect(!detached.pushChild(child, on: scene.homeNavigation))
      #expect(child.parentRouting == nil)
      #expect(scene.homeStack == ["Home"])
      #expect(
        scene.diagnostics.map(\.message) == [
          "showing Child from Detached: Detached is not active (detached, or not attached yet); nothing changed."
        ])
    }
  }

  @Test("a RIB pushing from its willResignActive while the user pops it is refused; nothing leaks")
  func routingFromWillResignActiveIsRefused() {
    Scene.run { scene in
      weak var weakChild: ScreenRouter?
      do {
        let a = scene.pushChain(["A"])[0]
        let child = scene.make("Child")
        weakChild = child
        a.interactor.onWillResignActive = { [unowned a] in _ = a.pushChild(child) }
      }
      #expect(scene.homeNavigation.userTapBackButton())
      scene.run()
      #expect(scene.homeStack == ["Home"])
      #expect(weakChild == nil)
      #expect(scene.diagnostics.map(\.kind) == [.navigation])
    }
  }

  @Test("presenting from a presentation that is being dismissed is refused before UIKit sees it")
  func presentingFromADismissedPresentationIsRefused() {
    Scene.run { scene in
      let sheet = scene.make("Sheet")
      #expect(scene.home.presentChild(sheet, from: scene.home.viewController))
      scene.run()
      scene.tabs.dismiss(animated: true)  // app code; the transition has not run yet
      let late = scene.make("Late")
      #expect(!sheet.presentChild(late, from: sheet.viewController))
      #expect(late.parentRouting == nil)
      scene.run()
      #expect(scene.uikitRefusals.isEmpty)
      #expect(scene.childNames(of: scene.home).isEmpty)
    }
  }

  @Test("presenting from under a sheet being dragged is refused: the request would land on a changed screen")
  func presentingUnderADraggedSheetIsRefused() {
    Scene.run { scene in
      let sheet = scene.make("Sheet")
      #expect(scene.home.presentChild(sheet, from: scene.home.viewController))
      scene.run()
      let a = scene.make("A")
      #expect(scene.home.pushChild(a, on: scene.homeNavigation, animated: false))
      #expect(sheet.viewController.userBeginSwipeDownSheet())
      scene.run()
      let late = scene.make("Late")
      #expect(!a.presentChild(late, from: a.viewController))
      #expect(late.parentRouting == nil)
      #expect(sheet.viewController.userCancelSwipeDownSheet())
      scene.run()
      #expect(scene.uikitRefusals.isEmpty)
    }
  }

  @Test("the screens of RIBs detached with a removed tab leave that tab's stack, so they cannot come back")
  func removedTabKeepsNoScreenWithoutItsRIB() {
    Scene.run { scene in
      scene.tabs.userTapTab(at: 1)
      scene.run()
      weak var weakB: UIViewController?
      do { weakB = scene.pushChain(["A", "B"])[1].viewController }
      scene.tabs.setViewControllers([scene.financeNavigation], animated: false)
      scene.run()
      #expect(scene.childNames(of: scene.home).isEmpty)
      #expect(scene.homeStack == ["Home"], "the app may add the tab again: no screen without its RIB in it")
      #expect(weakB == nil)
    }
  }
}
