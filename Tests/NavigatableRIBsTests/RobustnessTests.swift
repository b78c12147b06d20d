import Testing

@testable import NavigatableRIBs

/// Plain screens, re-entrancy, delegates, misuse and the diagnostics the sync offers.
@MainActor
@Suite("Plain screens, re-entrancy, delegates, diagnostics", .serialized)
struct RobustnessTests {
  @Test("a plain view controller pushed in between breaks nothing")
  func plainScreenInBetween() {
    Scene.run { scene in
      let chain = scene.pushChain(["A"])
      let plain = UIViewController()
      plain.title = "Plain"
      scene.homeNavigation.pushViewController(plain, animated: true)
      scene.run()
      let b = scene.make("B")
      #expect(chain[0].pushChild(b, on: scene.homeNavigation))
      scene.run()
      #expect(scene.homeStack == ["Home", "A", "Plain", "B"])
      _ = scene.homeNavigation.popToViewController(chain[0].viewController, animated: true)
      scene.run()
      #expect(scene.probe.detachOrder == ["B"])
      #expect(scene.homeStack == ["Home", "A"])
    }
  }

  @Test("pushing from inside viewDidAppear and detaching from inside didBecomeActive are safe")
  func reentrancy() {
    Scene.run { scene in
      let a = scene.make("A")
      let b = scene.make("B")
      a.viewController.onViewDidAppear = { [unowned a, unowned b] in
        a.viewController.onViewDidAppear = nil
        _ = a.pushChild(b)
      }
      #expect(scene.home.pushChild(a))
      scene.run()
      #expect(scene.homeStack == ["Home", "A", "B"])
      #expect(scene.childNames(of: a) == ["B"])
      // B decides on activation that it is done at once: detaching from its own activation.
      let c = scene.make("C")
      c.interactor.onDidBecomeActive = { [unowned b, unowned c] in b.detachChild(c) }
      _ = b.pushChild(c)
      scene.run()
      #expect(scene.childNames(of: b).isEmpty)
      #expect(scene.homeStack == ["Home", "A", "B"])
      // A pop started from a didShow delegate callback.
      let delegate = PoppingDelegate()
      scene.homeNavigation.delegate = delegate
      delegate.popOnceOnDidShow = true
      // A pushes a second child, D, above B; the delegate pops it again from didShow.
      _ = a.pushChild(scene.make("D"))
      scene.run()
      #expect(scene.homeStack == ["Home", "A", "B"])
      #expect(scene.probe.detachOrder.contains("D"))
      scene.homeNavigation.delegate = nil
    }
  }

  @Test("the app's own delegates keep receiving every callback")
  func delegatesKeepWorking() {
    Scene.run { scene in
      let navigationDelegate = PoppingDelegate()
      scene.homeNavigation.delegate = navigationDelegate
      let chain = scene.pushChain(["A", "B"])
      #expect(navigationDelegate.shown == ["A", "B"])
      scene.homeNavigation.userTapBackButton()
      scene.run()
      #expect(navigationDelegate.shown == ["A", "B", "A"])
      let sheet = scene.make("Sheet")
      #expect(chain[0].presentChild(sheet, from: chain[0].viewController))
      scene.run()
      let presentationDelegate = SheetDelegate()
      sheet.viewController.presentationController?.delegate = presentationDelegate
      #expect(sheet.viewController.userSwipeDownSheet())
      scene.run()
      #expect(presentationDelegate.calls == ["shouldDismiss", "willDismiss", "didDismiss"])
      #expect(scene.probe.detachOrder == ["B", "Sheet"])
      let tabDelegate = TabDelegate()
      scene.tabs.delegate = tabDelegate
      #expect(scene.tabs.userTapTab(at: 0))  // re-tap: pops A, which the sync detaches
      scene.run()
      #expect(tabDelegate.calls == ["shouldSelect 0", "didSelect 0"])
      #expect(scene.probe.detachOrder == ["B", "Sheet", "A"])
      scene.tabs.delegate = nil
      scene.homeNavigation.delegate = nil
    }
  }

  @Test("misuse is reported and changes nothing")
  func misuse() {
    Scene.run { scene in
      let a = scene.pushChain(["A"])[0]
      #expect(!scene.home.pushChild(a))  // already attached
      let stranger = scene.make("Stranger")
      scene.homeNavigation.pushViewController(stranger.viewController, animated: false)
      scene.run()
      #expect(!scene.home.pushChild(stranger))  // its screen is already in a container
      let orphanScreen = scene.make("Orphan")
      let loose = UIViewController()
      #expect(
        !ScreenRouter(interactor: ScreenInteractor("X", probe: scene.probe), viewController: ScreenViewController())
          .pushChild(orphanScreen))  // X's screen is in no navigation controller
      _ = loose
      #expect(scene.diagnostics.count == 3)
      #expect(scene.diagnostics.allSatisfy { $0.kind == .navigation })
      #expect(scene.diagnostics[0].message.contains("A"))
      #expect(scene.childNames(of: scene.home) == ["A"])
      #expect(scene.homeStack == ["Home", "A", "Stranger"])
    }
  }

  @Test("a RIB attached with plain calls whose screen was swiped away is reported as screenless")
  func screenlessRIBs() {
    Scene.run { scene in
      let plain = scene.make("PlainPushed")
      scene.home.attachChild(plain)
      scene.homeNavigation.pushViewController(plain.viewController, animated: true)
      scene.run()
      let tracked = scene.pushChain(["Tracked"], from: plain)[0]
      #expect(NavigationSync.shared.placement(of: tracked).description == "window › tab 1 \"Home\" › stack 3/3")
      #expect(NavigationSync.shared.screenlessRIBs(under: scene.root).isEmpty)
      _ = scene.homeNavigation.popToRootViewController(animated: true)
      scene.run()
      // Tracked is freed; PlainPushed stays attached with no screen: the leak uber cannot see.
      #expect(scene.probe.detachOrder == ["Tracked"])
      let screenless = NavigationSync.shared.screenlessRIBs(under: scene.root).map(\.ribName)
      #expect(screenless == ["PlainPushed"])
      #expect(NavigationSync.shared.placement(of: plain).description == "not in any container")
    }
  }

  @Test("a flow whose screens went without the sync is reported as stranded; with the sync it is closed")
  func strandedFlow() {
    for syncIsOn in [false, true] {
      Scene.run { scene in
        NavigationSync.shared.isEnabled = syncIsOn
        let flow = scene.makeFlow("Flow")
        scene.home.attachChild(flow)
        let first = scene.make("First")
        flow.navigationController = flow.presentChildInNavigationController(first, from: scene.home.viewControllable)
        scene.run()
        #expect(NavigationSync.shared.strandedFlows(under: scene.root).isEmpty)
        #expect(flow.navigationController?.userSwipeDownSheet() == true)
        scene.run()
        let stranded = NavigationSync.shared.strandedFlows(under: scene.root).map(\.ribName)
        #expect(stranded == (syncIsOn ? [] : ["Flow"]))
        #expect(scene.home.children.isEmpty == syncIsOn)
      }
    }
  }

  @Test("with the sync switched off, a swipe-back leaves the RIB attached (the leak the sync prevents)")
  func syncDisabled() {
    Scene.run { scene in
      NavigationSync.shared.isEnabled = false
      let a = scene.pushChain(["A"])[0]
      #expect(scene.homeNavigation.userBeginSwipeBack())
      #expect(scene.homeNavigation.userFinishSwipeBack())
      scene.run()
      #expect(scene.probe.detachOrder.isEmpty)
      #expect(a.interactor.isActive)
      #expect(NavigationSync.shared.screenlessRIBs(under: scene.root).map(\.ribName) == ["A"])
    }
  }
}

/// A navigation delegate that records what was shown and can pop once from `didShow`.
@MainActor
final class PoppingDelegate: UINavigationControllerDelegate {
  var shown: [String] = []
  var popOnceOnDidShow = false

  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
  ) {
    shown.append(viewController.title ?? "?")
    if popOnceOnDidShow {
      popOnceOnDidShow = false
      navigationController.popViewController(animated: true)
    }
  }
}

/// A presentation-controller delegate that records its calls.
@MainActor
final class SheetDelegate: UIAdaptivePresentationControllerDelegate {
  var calls: [String] = []
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
    calls.append("shouldDismiss")
    return true
  }
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
    calls.append("willDismiss")
  }
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    calls.append("didDismiss")
  }
}

/// A tab bar delegate that records its calls.
@MainActor
final class TabDelegate: UITabBarControllerDelegate {
  var calls: [String] = []
  func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
    calls.append("shouldSelect \(tabBarController.viewControllers?.firstIndex(of: viewController) ?? -1)")
    return true
  }
  func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
    calls.append("didSelect \(tabBarController.viewControllers?.firstIndex(of: viewController) ?? -1)")
  }
}
