import Testing

@testable import NavigatableRIBs

/// A tab that leaves the tab bar takes its whole containment out of the window: the screens on its stack
/// and everything presented from them. Their RIBs go, each once, whatever the user is dragging at the time
/// and however the drag ends, and no presentation of theirs stays over the tab bar (Navigation.md, "A tab
/// removed").
@MainActor
@Suite("A tab removed while a sheet presented from it is dragged", .serialized)
struct TabRemovalTests {
  /// Who business logic detaches during the drag, after the tab left.
  enum Detach: CaseIterable, CustomTestStringConvertible {
    case nobody, sheet, presenter
    var testDescription: String { "\(self)" }
  }

  /// A third tab whose stack holds a pushed RIB E1 that presents a sheet; the user drags the sheet down;
  /// the app sets `viewControllers` without that tab; the drag finishes or is cancelled.
  @Test(
    "a removed third tab's pushed RIB and the sheet it presented both go, and no presentation stays",
    arguments: UIKitBehaviorProfile.allCombinations, [true, false])
  func thirdTabRemovedMidDrag(profile: UIKitBehaviorProfile, finishes: Bool) {
    Scene.run(profile: profile) { scene in
      let third = scene.make("Third")
      let thirdNavigation = UINavigationController(rootViewController: third.viewController)
      scene.root.attachChild(third)
      scene.tabs.viewControllers = [scene.homeNavigation, scene.financeTab, thirdNavigation]
      scene.tabs.selectedIndex = 2
      scene.run()
      let pushed = scene.pushChain(["E1"], from: third)[0]
      let sheet = scene.make("Sheet")
      #expect(pushed.presentChild(sheet, from: pushed.viewControllable))
      scene.run()
      #expect(sheet.viewController.userBeginSwipeDownSheet())
      scene.run()
      scene.tabs.viewControllers = [scene.homeNavigation, scene.financeTab]
      scene.run()
      if finishes {
        #expect(sheet.viewController.userFinishSwipeDownSheet())
      } else {
        #expect(sheet.viewController.userCancelSwipeDownSheet())
      }
      scene.run()
      #expect(pushed.parentRouting == nil, "E1's screen left the window with its tab")
      #expect(sheet.parentRouting == nil)
      #expect(scene.probe.detachOrder == ["Sheet", "E1"], "each once, deepest first")
      #expect(scene.tabs.presentedViewController == nil, "no presentation of the removed tab stays")
      #expect(scene.tabs.selectedViewController === scene.homeNavigation, "no tab at the same index: the first tab")
      #expect(NavigationSync.shared.screenlessRIBs(under: scene.root).map(\.ribName) == ["Third"])
      #expect(scene.diagnostics.isEmpty)
    }
  }

  /// The same shape on Home: A pushed on Home presents a sheet; the user drags it; the app removes Home's
  /// tab and, in the same turn, business logic detaches the sheet's RIB, or A, or nothing; the drag
  /// finishes or is cancelled.
  @Test(
    "a removed Home tab's pushed RIB goes whoever business logic detaches during the drag",
    arguments: UIKitBehaviorProfile.allCombinations, Detach.allCases)
  func homeTabRemovedMidDrag(profile: UIKitBehaviorProfile, detach: Detach) {
    for finishes in [true, false] {
      Scene.run(profile: profile) { scene in
        let presenter = scene.pushChain(["A"])[0]
        let sheet = scene.make("Sheet")
        #expect(presenter.presentChild(sheet, from: presenter.viewControllable))
        scene.run()
        #expect(sheet.viewController.userBeginSwipeDownSheet())
        scene.run()
        // Business logic detaches in the same turn: the sync has not looked at the removed tab yet.
        scene.tabs.viewControllers = [scene.financeTab]
        switch detach {
        case .nobody: break
        case .sheet: presenter.detachChild(sheet)
        case .presenter: scene.home.detachChild(presenter)
        }
        scene.run()
        if finishes {
          #expect(sheet.viewController.userFinishSwipeDownSheet())
        } else {
          #expect(sheet.viewController.userCancelSwipeDownSheet())
        }
        scene.run()
        #expect(presenter.parentRouting == nil, "A's screen left the window with Home's tab (finishes: \(finishes))")
        #expect(sheet.parentRouting == nil)
        #expect(scene.probe.detachOrder.sorted() == ["A", "Sheet"], "each once (finishes: \(finishes))")
        #expect(scene.tabs.presentedViewController == nil)
        #expect(scene.diagnostics.isEmpty)
      }
    }
  }
}
