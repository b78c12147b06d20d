import Testing

@testable import NavigatableRIBs

/// NavigationSync's decision log: what it was told, what it checked, what it did and why — in order.
@MainActor
@Suite("Decision log", .serialized)
struct DecisionLogTests {
  /// Runs `body` in a scene, recording the decisions taken meanwhile as "kind name" lines.
  private func decisions(_ body: (Scene) -> Void) -> [String] {
    Scene.run { scene in
      var lines: [String] = []
      let observation = NavigationSync.shared.observeDecisions { lines.append("\($0.kind.rawValue) \($0.ribName)") }
      body(scene)
      observation.cancel()
      return lines
    }
  }

  @Test("a push, then the back button: shown, then the didMove signal, then the detach")
  func pop() {
    let lines = decisions { scene in
      _ = scene.pushChain(["A"])
      #expect(scene.homeNavigation.userTapBackButton())
      scene.run()
    }
    #expect(lines == ["shown A", "signal A", "detached A"])
  }

  @Test("popToViewController: one signal per removed screen, detached deepest first")
  func popTo() {
    let lines = decisions { scene in
      let chain = scene.pushChain(["A", "B", "C"])
      scene.homeNavigation.popToViewController(chain[0].viewController, animated: true)
      scene.run()
    }
    #expect(
      lines.dropFirst(3) == ["signal B", "signal C", "detached C", "detached B"]
        || lines.dropFirst(3) == ["signal C", "signal B", "detached C", "detached B"])
  }

  @Test(
    "a cancelled swipe decides nothing (UIKit sends no signal); a finished one detaches",
    arguments: UIKitBehaviorProfile.all)
  func swipe(profile: UIKitBehaviorProfile) {
    Scene.run(profile: profile) { scene in
      _ = scene.pushChain(["A"])
      var lines: [String] = []
      let observation = NavigationSync.shared.observeDecisions { lines.append("\($0.kind.rawValue) \($0.ribName)") }
      #expect(scene.homeNavigation.userBeginSwipeBack())
      #expect(scene.homeNavigation.userCancelSwipeBack())
      scene.run()
      #expect(lines.isEmpty)
      #expect(scene.homeNavigation.userBeginSwipeBack())
      #expect(scene.homeNavigation.userFinishSwipeBack())
      scene.run()
      #expect(lines == ["signal A", "detached A"])
      observation.cancel()
    }
  }

  @Test("a sheet swiped down: its presentation's signal, then the detach, with the signal named")
  func sheetSwipeDown() {
    Scene.run { scene in
      var decisions: [NavigationSyncDecision] = []
      let observation = NavigationSync.shared.observeDecisions { decisions.append($0) }
      let sheet = scene.make("Sheet")
      #expect(scene.home.presentChild(sheet, from: scene.home.viewController))
      scene.run()
      #expect(sheet.viewController.userSwipeDownSheet())
      scene.run()
      #expect(decisions.map(\.kind) == [.shown, .signal, .detached])
      #expect(decisions[1].detail.contains("isBeingDismissed"))
      #expect(decisions[2].ribID == ObjectIdentifier(sheet))
      observation.cancel()
    }
  }

  @Test("a flow closed by its listener and a flow closed by the fallback say which", arguments: [true, false])
  func flowClose(listenerDetaches: Bool) {
    Scene.run { scene in
      var closes: [String] = []
      let observation = NavigationSync.shared.observeDecisions { decision in
        if decision.kind == .flowClosed { closes.append(decision.detail) }
      }
      let flow = scene.makeFlow("Flow")
      if listenerDetaches {
        flow.interactor.listener = { [unowned home = scene.home, unowned flow] in home.detachChild(flow) }
      }
      scene.home.attachChild(flow)
      let first = scene.make("First")
      let navigation = flow.presentChildInNavigationController(first, from: scene.home.viewControllable)
      scene.run()
      #expect(navigation?.userSwipeDownSheet() == true)
      scene.run()
      #expect(closes.count == 1)
      #expect(closes.first?.contains(listenerDetaches ? "told its listener" : "fallback") == true)
      observation.cancel()
    }
  }

  @Test("business logic detaching a RIB: its screen is taken off and each RIB that goes says why")
  func businessLogicDetach() {
    Scene.run { scene in
      let chain = scene.pushChain(["A", "B"])
      var decisions: [NavigationSyncDecision] = []
      let observation = NavigationSync.shared.observeDecisions { decisions.append($0) }
      scene.home.detachChild(chain[0])
      scene.run()
      #expect(
        decisions.map(\.description) == [
          "takenOff A: taken off screen with every screen above it",
          "detached B: its screen went with A's, which business logic detached",
          "detached A: business logic detached it from Home",
        ])
      observation.cancel()
    }
  }

  @Test("a refused show is a decision with the diagnostic's words; nobody observing builds nothing")
  func refusal() {
    Scene.run { scene in
      var decisions: [NavigationSyncDecision] = []
      let observation = NavigationSync.shared.observeDecisions { decisions.append($0) }
      #expect(NavigationSync.shared.hasDecisionObservers)
      let detached = scene.make("Detached")
      #expect(!detached.pushChild(scene.make("Child"), on: scene.homeNavigation))
      #expect(decisions.map(\.kind) == [.refused])
      #expect(decisions.first?.detail == scene.diagnostics.first?.message)
      observation.cancel()
      #expect(!NavigationSync.shared.hasDecisionObservers)
    }
  }
}
