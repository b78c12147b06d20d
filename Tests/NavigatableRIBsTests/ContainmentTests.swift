import Testing

@testable import NavigatableRIBs

/// Where a screen is counts by containment, not by whether its view is in a window: a full-screen
/// presentation takes the presenting views out of the window, and the view controllers stay in their
/// containers (Apple's `UIModalPresentationStyle.fullScreen`). A push onto a stack no container holds is
/// taken, as UIKit takes it, and its RIB detached once the transition completed if the stack is still in
/// no container. Each refusal names its real reason.
@MainActor
@Suite("Containment: full screen, stacks in no container, refusal reasons", .serialized)
struct ContainmentTests {
  @Test("under a full-screen presentation no RIB is screenless and no flow stranded", arguments: [false, true])
  func fullScreenIsNoLeak(fromPushedScreen: Bool) {
    Scene.run { scene in
      let pushed = scene.pushChain(["A"])[0]
      // A flow on the other tab, owned by Finance, showing a screen on Finance's stack.
      let flow = scene.makeFlow("Flow")
      scene.finance.attachChild(flow)
      let shown = scene.make("FlowScreen")
      #expect(flow.pushChild(shown, on: scene.financeNavigation))
      scene.run()
      let presenter: any ViewableRouting = fromPushedScreen ? pushed : scene.home
      let cover = scene.make("Cover")
      #expect(presenter.presentChild(cover, from: presenter.viewControllable, modalPresentationStyle: .fullScreen))
      scene.run()
      #expect(scene.tabs.viewIfLoaded?.window == nil, "the full-screen presentation took the tab bar's view out")
      #expect(NavigationSync.shared.screenlessRIBs(under: scene.root).isEmpty)
      #expect(NavigationSync.shared.strandedFlows(under: scene.root).isEmpty)
      #expect(NavigationSync.shared.placement(of: pushed).description == "window › tab 1 \"Home\" › stack 2/2")
      #expect(NavigationSync.shared.placement(of: shown).description == "window › tab 2 \"Finance\" › stack 2/2")
      #expect(NavigationSync.shared.placement(of: cover).description == "window › full screen")
      // Business logic detaching a RIB under the cover takes its screen off its stack, as on a hidden tab.
      scene.finance.detachChild(flow)
      scene.run()
      #expect(scene.financeNavigation.viewControllers.count == 1)
      #expect(scene.probe.detachOrder == ["Flow", "FlowScreen"])
      #expect(NavigationSync.shared.screenlessRIBs(under: scene.root).isEmpty)
      #expect(scene.diagnostics.isEmpty)
    }
  }

  @Test("a push onto a removed tab's stack is taken, and its RIB detached once the transition completed")
  func pushOntoRemovedTab() {
    Scene.run { scene in
      scene.tabs.viewControllers = [scene.homeNavigation]
      scene.run()
      weak var weakLate: ScreenRouter?
      do {
        let late = scene.make("Late")
        weakLate = late
        #expect(scene.finance.pushChild(late, on: scene.financeNavigation), "UIKit takes the push; so does the sync")
        #expect(late.parentRouting === scene.finance)
        scene.run()
        #expect(late.parentRouting == nil)
      }
      #expect(weakLate == nil, "freed: no RIB stays attached with its screen in no container")
      #expect(scene.probe.detachOrder == ["Late"])
      #expect(scene.probe.resignCount("Late") == 1)
      #expect(scene.financeNavigation.viewControllers.count == 1, "its screen left the stack with it")
      #expect(scene.diagnostics.isEmpty)
      #expect(NavigationSync.shared.trackedScreenCount == 0)
      // Finance stays attached with its tab out of the tab bar (the app keeps it to add it back): that is
      // the app's choice, and the diagnostic says so; nothing else is screenless.
      #expect(NavigationSync.shared.screenlessRIBs(under: scene.root).map(\.ribName) == ["Finance"])
      // The tab back in the tab bar: a push there stays.
      scene.tabs.viewControllers = [scene.homeNavigation, scene.financeNavigation]
      scene.run()
      let back = scene.make("Back")
      #expect(scene.finance.pushChild(back, on: scene.financeNavigation))
      scene.run()
      #expect(NavigationSync.shared.placement(of: back).description == "window › tab 2 \"Finance\" › stack 2/2")
    }
  }

  @Test("a push onto a stack built before it is shown stays when the stack is shown in the same turn")
  func pushOntoStackShownInTheSameTurn() {
    Scene.run { scene in
      let navigation = UINavigationController(rootViewController: UIViewController())
      let screen = scene.make("Prepared")
      #expect(scene.home.pushChild(screen, on: navigation, animated: false))
      scene.home.viewController.present(navigation, animated: true, completion: nil)
      scene.run()
      #expect(screen.parentRouting === scene.home)
      #expect(NavigationSync.shared.placement(of: screen).description == "window › sheet › stack 2/2")
      #expect(scene.probe.detachOrder.isEmpty)
    }
  }

  @Test("a push under a sheet being dragged is refused for the sheet, a push on a swiped stack for the swipe")
  func refusalReasons() {
    Scene.run { scene in
      _ = scene.pushChain(["A"])
      let sheet = scene.make("Sheet")
      #expect(scene.home.presentChild(sheet, from: scene.home.viewControllable))
      scene.run()
      #expect(sheet.viewController.userBeginSwipeDownSheet())
      scene.run()
      #expect(!scene.home.pushChild(scene.make("UnderSheet"), on: scene.homeNavigation))
      #expect(sheet.viewController.userCancelSwipeDownSheet())
      scene.run()
      sheet.viewController.dismiss(animated: false)
      scene.run()
      #expect(scene.homeNavigation.userBeginSwipeBack())
      scene.run()
      #expect(!scene.home.pushChild(scene.make("OnSwipe"), on: scene.homeNavigation))
      #expect(scene.homeNavigation.userCancelSwipeBack())
      scene.run()
      #expect(
        scene.diagnostics.map(\.message) == [
          "pushing UnderSheet from Home: the user is dragging a sheet there; nothing changed (try again when the gesture ends).",
          "pushing OnSwipe from Home: the user is swiping that stack; nothing changed (try again when the gesture ends).",
        ])
    }
  }
}
