import Testing

@testable import NavigatableRIBs

/// Defects that kept the tree and the screens consistent but wrong; found by comparing the system with
/// the executable specification (Tests/NavigationSpecification). Each test states what Navigation.md says
/// should happen.
@MainActor
@Suite("Right outcome, not only a consistent one", .serialized)
struct SpecificationDefectTests {
  @Test(
    "a RIB detached while a sheet it presented is dragged leaves the stack with its sheet, under every profile",
    arguments: UIKitBehaviorProfile.allCombinations)
  func detachedPresenterLeavesStackWhileItsSheetIsDragged(profile: UIKitBehaviorProfile) {
    Scene.run(profile: profile) { scene in
      let a = scene.pushChain(["A"])[0]
      let sheet = scene.make("Sheet")
      #expect(a.presentChild(sheet, from: a.viewController))
      scene.run()
      #expect(sheet.viewController.userBeginSwipeDownSheet())
      scene.run()
      scene.home.detachChild(a)
      #expect(!a.interactor.isActive)
      #expect(sheet.viewController.userCancelSwipeDownSheet())
      scene.run()
      #expect(scene.tabs.presentedViewController == nil)
      #expect(scene.homeStack == ["Home"])
      #expect(scene.probe.detachOrder == ["A", "Sheet"])  // business logic detached A; the sync then takes its sheet
      #expect(scene.diagnostics.isEmpty)
      #expect(scene.uikitRefusals.isEmpty)
    }
  }

  @Test(
    "a dismissal asked for during a drag that finishes does nothing: the presentation it aimed at is gone",
    arguments: [false, true])
  func dismissalRequestedDuringFinishedDragDoesNothing(throughPresented: Bool) {
    Scene.run { scene in
      let a = scene.make("A")
      #expect(scene.home.presentChild(a, from: scene.home.viewController))
      scene.run()
      let b = scene.make("B")
      #expect(a.presentChild(b, from: a.viewController))
      scene.run()
      // The user drags B down; app code asks B's presentation to go.
      #expect(b.viewController.userBeginSwipeDownSheet())
      scene.run()
      if throughPresented { b.viewController.dismiss(animated: true) } else { a.viewController.dismiss(animated: true) }
      #expect(b.viewController.userFinishSwipeDownSheet())
      scene.run()
      // B went with the drag; the request was about B, so A (which the user never touched) stays.
      #expect(scene.tabs.presentedViewController === a.viewController)
      #expect(scene.childNames(of: scene.home) == ["A"])
      #expect(scene.probe.detachOrder == ["B"])
      #expect(scene.uikitRefusals.isEmpty)
    }
  }

  @Test(
    "a flow that detaches its own screen while the user swipes the one above is not told it closed",
    arguments: [false, true])
  func flowDetachingItsOwnScreenDuringSwipeIsNotClosed(cancelled: Bool) {
    Scene.run { scene in
      let owner = scene.pushChain(["Owner"])[0]
      let flow = scene.makeFlow("Flow")
      owner.attachChild(flow)
      let first = scene.make("First")
      #expect(flow.pushChild(first, on: scene.homeNavigation))
      scene.run()
      let second = scene.make("Second")
      #expect(flow.pushChild(second, on: scene.homeNavigation))
      scene.run()
      // The user starts swiping Second away; the flow's own logic detaches First meanwhile (guarantee 4:
      // Second, above it, goes too; guarantee 5: the flow detaching its own screen is not a close).
      #expect(scene.homeNavigation.userBeginSwipeBack())
      scene.run()
      flow.detachChild(first)
      if cancelled {
        #expect(scene.homeNavigation.userCancelSwipeBack())
      } else {
        #expect(scene.homeNavigation.userFinishSwipeBack())
      }
      scene.run()
      #expect(scene.homeStack == ["Home", "Owner"])
      #expect(scene.probe.flowClosures.isEmpty)
      #expect(flow.parentRouting === owner)
      #expect(flow.children.isEmpty)
      #expect(scene.uikitRefusals.isEmpty)
    }
  }

  @Test("the same flow detaching its own screen with no gesture in flight: the same outcome")
  func flowDetachingItsOwnScreenWithoutGestureIsNotClosed() {
    Scene.run { scene in
      let owner = scene.pushChain(["Owner"])[0]
      let flow = scene.makeFlow("Flow")
      owner.attachChild(flow)
      let first = scene.make("First")
      #expect(flow.pushChild(first, on: scene.homeNavigation))
      scene.run()
      let second = scene.make("Second")
      #expect(flow.pushChild(second, on: scene.homeNavigation))
      scene.run()
      flow.detachChild(first)
      scene.run()
      #expect(scene.homeStack == ["Home", "Owner"])
      #expect(scene.probe.flowClosures.isEmpty)
      #expect(flow.parentRouting === owner)
    }
  }
}
