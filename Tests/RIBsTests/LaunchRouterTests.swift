import Testing

@testable import RIBs

@MainActor
@Suite("LaunchRouter")
struct LaunchRouterTests {
  /// A launch router named Root over a fresh view controller, not launched yet.
  private func makeLaunchRoot(_ journal: Journal) -> (TestLaunchRouter, TestViewController) {
    let viewController = TestViewController()
    return (
      TestLaunchRouter(interactor: TestInteractor("Root", journal: journal), viewController: viewController),
      viewController
    )
  }

  @Test("launch sets the root view controller, makes the window key, activates, then loads")
  func launch() {
    Harness.run { harness in
      let journal = Journal()
      let (root, viewController) = makeLaunchRoot(journal)
      let window = UIWindow()

      root.launch(from: window)

      #expect(window.rootViewController === viewController)
      #expect(window.isKeyWindow)
      #expect(root.interactor.isActive)
      #expect(journal.entries == ["Root.didBecomeActive", "Root.didLoad"])
      #expect(harness.eventLines == ["launch Root", "didBecomeActive Root", "didLoad Root"])
    }
  }

  @Test("launching twice is reported and changes nothing")
  func launchTwice() {
    Harness.run { harness in
      let journal = Journal()
      let (root, _) = makeLaunchRoot(journal)
      let window = UIWindow()
      root.launch(from: window)
      let otherWindow = UIWindow()
      journal.clear()

      root.launch(from: otherWindow)

      #expect(harness.diagnostics.map(\.kind) == [.launchedTwice])
      #expect(otherWindow.rootViewController == nil)
      #expect(!otherWindow.isKeyWindow)
      #expect(journal.entries.isEmpty)
    }
  }

  @Test("a launched root activates and loads the children its didLoad attaches")
  func launchWithChildren() {
    Harness.run { _ in
      let journal = Journal()
      let (root, _) = makeLaunchRoot(journal)
      let child = makeRIB("Child", journal)
      root.interactor.onDidBecomeActive = { root.attachChild(child) }
      root.launch(from: UIWindow())
      #expect(child.interactor.isActive)
      #expect(child.isLoaded)
      #expect(root.treeSnapshot.description == "Root\n└── Child")
    }
  }
}
