import Testing

@testable import NavigatableRIBs

/// The same operations give the same UIKit calls and the same decisions, in the same order, on every run:
/// the sync never makes calls in the order of a hashed collection (whose order follows object addresses,
/// which differ from run to run).
@MainActor
@Suite("Deterministic: the same operations, the same UIKit calls in the same order", .serialized)
struct DeterminismTests {
  /// Runs `scenario` in a fresh scene and returns what UIKit was asked and what the sync decided, with
  /// HeadlessUIKit's serial numbers left out (they count objects made by earlier runs).
  private func trace(_ scenario: (Scene) -> Void) -> [String] {
    Scene.run { scene in
      var lines: [String] = []
      let uikit = UIKitEventLog.shared.subscribe(where: { _ in true }) { lines.append("uikit " + $0.description) }
      let decisions = NavigationSync.shared.observeDecisions { lines.append("sync \($0.kind) \($0.ribName)") }
      scenario(scene)
      scene.run()
      _ = (uikit, decisions)
      return lines.map { $0.replacing(/\ #[0-9]+/, with: "") }
    }
  }

  private func expectSameTraces(runs: Int = 12, _ scenario: (Scene) -> Void) {
    let first = trace(scenario)
    #expect(first.count > 10, "the scenario did something: \(first)")
    for run in 2...runs {
      let next = trace(scenario)
      #expect(next == first, "run \(run) differs from run 1")
      if next != first { break }
    }
  }

  @Test("a sheet holding a stack of RIB screens swiped down: its screens leave in the same order every run")
  func sheetWithStackSwipedDown() {
    expectSameTraces { scene in
      let a = scene.make("A")
      guard let navigation = scene.home.presentChildInNavigationController(a, from: scene.home.viewController)
      else { return }
      scene.run()
      var parent: ScreenRouter = a
      for name in ["B", "C", "D", "E"] {
        let child = scene.make(name)
        _ = parent.pushChild(child, on: navigation)
        scene.run()
        parent = child
      }
      _ = navigation.userSwipeDownSheet()
    }
  }

  @Test("business logic detaching a RIB with a subtree on two containers: the same calls every run")
  func detachOfASubtreeAcrossContainers() {
    expectSameTraces { scene in
      let chain = scene.pushChain(["A", "B", "C"])
      let sheet = scene.make("Sheet")
      _ = chain[2].presentChild(sheet, from: chain[2].viewController)
      scene.run()
      let inside = scene.make("Inside")
      _ = sheet.presentChildInNavigationController(inside, from: sheet.viewController)
      scene.run()
      scene.home.detachChild(chain[0])
    }
  }

  @Test("a tab removed with its stack of RIB screens: the same calls every run")
  func tabRemovedWithItsStack() {
    expectSameTraces { scene in
      _ = scene.pushChain(["A", "B", "C", "D"])
      scene.tabs.userTapTab(at: 1)
      scene.run()
      scene.tabs.setViewControllers([scene.financeNavigation], animated: false)
    }
  }
}
