import Testing

@testable import NavigatableRIBs

/// Viewless flow RIBs (like Topup) that show their children's screens on a container their parent gave
/// them.
@MainActor
@Suite("Viewless flows", .serialized)
struct FlowTests {
  /// Attaches a flow under Home whose listener detaches it (the normal RIBs way), presents its first screen
  /// in its own navigation controller and pushes a second.
  private func startFlow(_ scene: Scene) -> (flow: FlowRouter, first: ScreenRouter, second: ScreenRouter) {
    let (flow, first) = scene.presentFlowOverHome("Flow", first: "First")
    let second = scene.make("Second")
    #expect(flow.pushChild(second, on: flow.navigationController!))
    scene.run()
    return (flow, first, second)
  }

  @Test("the user swiping the flow's sheet down detaches its screens, then tells the flow, whose listener detaches it")
  func swipeDownClosesFlow() {
    Scene.run { scene in
      weak var weakFlow: FlowRouter?
      var remains: [Remains] = []
      do {
        let (flow, first, second) = startFlow(scene)
        weakFlow = flow
        remains = [Remains(first), Remains(second)]
        #expect(flow.navigationController?.userSwipeDownSheet() == true)
        flow.navigationController = nil
      }
      scene.run()
      #expect(scene.probe.detachOrder == ["Second", "First", "Flow"])
      #expect(scene.probe.flowClosures == ["Flow"])
      #expect(weakFlow == nil)
      #expect(remains.allSatisfy { $0.areGone })
      #expect(scene.home.children.isEmpty)
      #expect(scene.diagnostics.isEmpty)
    }
  }

  @Test("swiping back inside the flow's sheet frees that screen only; the flow goes on")
  func swipeBackInsideFlow() {
    Scene.run { scene in
      let (flow, _, _) = startFlow(scene)
      #expect(flow.navigationController?.userBeginSwipeBack() == true)
      #expect(flow.navigationController?.userFinishSwipeBack() == true)
      scene.run()
      #expect(scene.probe.detachOrder == ["Second"])
      #expect(scene.probe.flowClosures.isEmpty)
      #expect(scene.childNames(of: flow) == ["First"])
    }
  }

  @Test("a flow whose interactor does nothing about the closure is detached by the sync")
  func flowWithoutListenerIsDetached() {
    Scene.run { scene in
      let (flow, _, _) = startFlow(scene)
      flow.interactor.listener = nil
      #expect(flow.navigationController?.userSwipeDownSheet() == true)
      scene.run()
      #expect(scene.probe.flowClosures == ["Flow"])
      #expect(scene.home.children.isEmpty)
      #expect(scene.diagnostics.isEmpty)
    }
  }

  @Test("business logic detaching the flow dismisses what it presented; the flow is not told the user closed it")
  func businessLogicEndsFlow() {
    Scene.run { scene in
      weak var weakFlow: FlowRouter?
      do {
        let (flow, _, _) = startFlow(scene)
        weakFlow = flow
        scene.home.detachChild(flow)
        flow.navigationController = nil
      }
      #expect(scene.home.viewController.presentedViewController == nil)
      scene.run()
      #expect(scene.probe.flowClosures.isEmpty)
      #expect(weakFlow == nil)
      #expect(scene.probe.resignCount("First") == 1)
      #expect(scene.probe.resignCount("Second") == 1)
      #expect(scene.diagnostics.isEmpty)
    }
  }

  @Test("a flow replacing its only screen by business logic is not closed")
  func replacingTheOnlyScreen() {
    Scene.run { scene in
      let flow = scene.makeFlow("Flow")
      scene.home.attachChild(flow)
      let first = scene.make("First")
      #expect(flow.pushChild(first, on: scene.homeNavigation))
      scene.run()
      flow.detachChild(first)
      let replacement = scene.make("Replacement")
      #expect(flow.pushChild(replacement, on: scene.homeNavigation))
      scene.run()
      #expect(scene.probe.flowClosures.isEmpty)
      #expect(scene.homeStack == ["Home", "Replacement"])
      // Popping the flow's last pushed screen closes it.
      scene.homeNavigation.userTapBackButton()
      scene.run()
      #expect(scene.probe.flowClosures == ["Flow"])
      #expect(scene.home.children.isEmpty)
    }
  }
}
