import Testing

@testable import NavigatableRIBs

/// The sync with many sibling screens: business logic detaching them one by one (each detach looks its
/// RIB up by identity, not through the parent's children) and all at once.
@MainActor
@Suite("Sync at scale: many sibling screens", .serialized)
struct SyncScaleTests {
  @Test("detaching 500 pushed siblings from the top pops one screen each and detaches each RIB once")
  func detachSiblingsFromTheTop() {
    Scene.run { scene in
      let siblings = (0..<500).map { scene.make("S\($0)") }
      for sibling in siblings {
        #expect(scene.home.pushChild(sibling, on: scene.homeNavigation, animated: false))
        scene.run()
      }
      #expect(scene.homeNavigation.viewControllers.count == 501)

      for (index, sibling) in siblings.enumerated().reversed() {
        scene.home.detachChild(sibling)
        scene.run()
        #expect(scene.homeNavigation.viewControllers.count == index + 1)
      }

      #expect(scene.home.children.isEmpty)
      #expect(scene.probe.detachOrder == siblings.reversed().map(\.ribName))
      #expect(NavigationSync.shared.trackedScreenCount == 0)
      #expect(scene.diagnostics.isEmpty)
    }
  }

  @Test("popToRoot over a chain of 500 screens detaches each RIB once, deepest first")
  func popToRootOverAChain() {
    Scene.run { scene in
      let chain = scene.pushChain((0..<500).map { "C\($0)" })
      scene.run()
      #expect(scene.homeNavigation.viewControllers.count == 501)

      scene.homeNavigation.popToRootViewController(animated: true)
      scene.run()

      #expect(scene.homeStack == ["Home"])
      #expect(scene.home.children.isEmpty)
      #expect(scene.probe.detachOrder == chain.reversed().map(\.ribName))
      #expect(NavigationSync.shared.trackedScreenCount == 0)
      #expect(scene.diagnostics.isEmpty)
    }
  }

  @Test(
    "ordering screens (one pass when in order or reversed, a sort otherwise) gives what a sort gives, for every input order"
  )
  func orderedMatchesSorting() {
    Scene.run { scene in
      let parent = scene.make("Parent")
      // Six screens: depths with ties, so deepest-first needs its tie-break on the registration order.
      let screens = [2, 1, 2, 3, 1, 3].enumerated().map { sequence, depth in
        TrackedScreen(
          sequence: sequence, router: scene.make("S\(sequence)"),
          parent: TrackedScreens.ParentScreens(parent: parent, isFlow: false, depth: depth - 1),
          viewController: UIViewController(), capturingName: false)
      }
      let permutations = allOrders(of: screens)
      #expect(permutations.count == 720)
      for order in [TrackedScreen.registrationOrder, TrackedScreen.deepestFirst, TrackedScreen.deepestLast] {
        let expected = screens.sorted(by: order).map(\.sequence)
        #expect(permutations.allSatisfy { TrackedScreen.ordered($0, by: order).map(\.sequence) == expected })
      }
      #expect(TrackedScreen.ordered([TrackedScreen](), by: TrackedScreen.registrationOrder).isEmpty)
    }
  }

  @Test("detaching the lowest of 500 pushed siblings takes every screen above it, each RIB detached once")
  func detachTheLowestSibling() {
    Scene.run { scene in
      let siblings = (0..<500).map { scene.make("S\($0)") }
      for sibling in siblings {
        #expect(scene.home.pushChild(sibling, on: scene.homeNavigation, animated: false))
        scene.run()
      }

      scene.home.detachChild(siblings[0])
      scene.run()

      #expect(scene.homeStack == ["Home"])
      #expect(scene.home.children.isEmpty)
      #expect(Set(scene.probe.detachOrder) == Set(siblings.map(\.ribName)))
      #expect(scene.probe.detachOrder.count == 500)
      #expect(NavigationSync.shared.trackedScreenCount == 0)
      #expect(scene.diagnostics.isEmpty)
    }
  }
}
