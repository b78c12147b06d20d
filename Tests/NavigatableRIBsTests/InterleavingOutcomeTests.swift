import Testing

@testable import NavigatableRIBs

/// Outcomes of interleavings where a consistent state is not enough: a detach while a sheet is dragged,
/// a flow detaching its own screen, a dismissal already under way, flows under a RIB that goes. Each test
/// states what Navigation.md (guarantees 4, 5 and 7, Interleavings) says should happen.
@MainActor
@Suite("Interleavings: the outcome the specification states, not only a consistent one", .serialized)
struct InterleavingOutcomeTests {
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

  /// Home › Owner › Flow › First, Second; all on Home's stack: [Home, Owner, First, Second].
  private func makeFlowWithTwoScreens(in scene: Scene) -> (owner: ScreenRouter, flow: FlowRouter, first: ScreenRouter) {
    let owner = scene.pushChain(["Owner"])[0]
    let flow = scene.makeFlow("Flow")
    owner.attachChild(flow)
    let first = scene.make("First")
    #expect(flow.pushChild(first, on: scene.homeNavigation))
    scene.run()
    #expect(flow.pushChild(scene.make("Second"), on: scene.homeNavigation))
    scene.run()
    return (owner, flow, first)
  }

  @Test(
    "a flow that detaches its own screen while the user swipes the one above is not told it closed",
    arguments: [false, true])
  func flowDetachingItsOwnScreenDuringSwipeIsNotClosed(cancelled: Bool) {
    Scene.run { scene in
      let (owner, flow, first) = makeFlowWithTwoScreens(in: scene)
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
      let (owner, flow, first) = makeFlowWithTwoScreens(in: scene)
      flow.detachChild(first)
      scene.run()
      #expect(scene.homeStack == ["Home", "Owner"])
      #expect(scene.probe.flowClosures.isEmpty)
      #expect(flow.parentRouting === owner)
    }
  }

  @Test("a flow under a RIB that went with an unrelated detach is not told it closed; the unrelated flow is")
  func flowUnderARemovedRIBIsNotClosed() {
    Scene.run { scene in
      // Home › F1 › A, Home › F2 › B › F3 › C, all on Home's stack: [Home, A, B, C].
      let f1 = scene.makeFlow("F1")
      scene.home.attachChild(f1)
      let a = scene.make("A")
      #expect(f1.pushChild(a, on: scene.homeNavigation))
      scene.run()
      let f2 = scene.makeFlow("F2")
      scene.home.attachChild(f2)
      let b = scene.make("B")
      #expect(f2.pushChild(b, on: scene.homeNavigation))
      scene.run()
      let f3 = scene.makeFlow("F3")
      b.attachChild(f3)
      let c = scene.make("C")
      #expect(f3.pushChild(c, on: scene.homeNavigation))
      scene.run()
      for flow in [f1, f2, f3] { flow.interactor.listener = { [weak flow] in flow?.parentRouting?.detachChild(flow!) } }
      // Business logic ends F1: A and every screen above it go (guarantee 4). F2 lost its last screen to an
      // unrelated detach: closed (guarantee 5). F3 went with B, its ancestor: not a close.
      scene.home.detachChild(f1)
      scene.run()
      #expect(scene.homeStack == ["Home"])
      #expect(scene.probe.flowClosures == ["F2"])
      #expect(scene.home.children.isEmpty)
    }
  }

  @Test(
    "a RIB detached while app code's dismissal of its sheet waits for a drag: only that sheet goes",
    arguments: [false, true])
  func detachAfterDeferredDismissalDismissesOnlyItsSheet(fullScreenBelow: Bool) {
    Scene.run { scene in
      let lower = scene.make("Lower")
      #expect(
        scene.home.presentChild(
          lower, from: scene.home.viewController, modalPresentationStyle: fullScreenBelow ? .fullScreen : nil))
      scene.run()
      let upper = scene.make("Upper")
      #expect(lower.presentChild(upper, from: lower.viewController))
      scene.run()
      #expect(upper.viewController.userBeginSwipeDownSheet())
      scene.run()
      lower.viewController.dismiss(animated: true)  // app code: waits for the drag
      lower.detachChild(upper)  // business logic: taken off when the drag ends
      #expect(upper.viewController.userCancelSwipeDownSheet())
      scene.run()
      // Both requests were about Upper's sheet; Lower, which nobody asked about, stays.
      #expect(scene.tabs.presentedViewController === lower.viewController)
      #expect(scene.childNames(of: scene.home) == ["Lower"])
      #expect(scene.uikitRefusals.isEmpty)
    }
  }

  @Test("a flow that replaces the root screen of the stack it presented cannot push onto that stack as it leaves")
  func pushOntoAStackBeingDismissedIsRefused() {
    Scene.run { scene in
      let flow = scene.makeFlow("Flow")
      scene.home.attachChild(flow)
      let first = scene.make("First")
      guard let navigation = flow.presentChildInNavigationController(first, from: scene.home.viewController) else {
        Issue.record("the flow could not present")
        return
      }
      scene.run()
      flow.detachChild(first)  // the root of its stack: the presentation goes
      let next = scene.make("Next")
      #expect(!flow.pushChild(next, on: navigation))  // refused: that stack is leaving
      scene.run()
      #expect(next.parentRouting == nil)
      #expect(scene.probe.flowClosures.isEmpty)  // it replaced its own screen: not closed (guarantee 5)
      #expect(flow.parentRouting === scene.home)
      #expect(scene.diagnostics.map(\.kind) == [.navigation])
    }
  }

  @Test(
    "a flow whose owner's tab is removed during a swipe goes with its owner, untold, whichever order app code dismisses its sheet in",
    arguments: [false, true])
  func requestsDuringAGestureRunInTheOrderTheyWereMade(dismissalFirst: Bool) {
    Scene.run { scene in
      // Owner on Home's stack; the user swipes back on Finance's stack (a plain screen on top).
      let owner = scene.pushChain(["Owner"])[0]
      #expect(scene.tabs.userTapTab(at: 1))
      scene.run()
      let plain = UIViewController()
      scene.financeNavigation.pushViewController(plain, animated: false)
      scene.run()
      #expect(scene.financeNavigation.userBeginSwipeBack())
      // Meanwhile a flow under Owner presents its first screen, and app code dismisses that presentation
      // and removes Home's tab (resetting its stack), in one order or the other.
      let flow = scene.makeFlow("Flow")
      flow.interactor.listener = { [weak flow] in flow?.parentRouting?.detachChild(flow!) }
      owner.attachChild(flow)
      #expect(flow.presentChildInNavigationController(scene.make("First"), from: owner.viewController) != nil)
      let dismiss = { scene.tabs.dismiss(animated: true) }
      let removeHome = {
        scene.tabs.setViewControllers([scene.financeNavigation], animated: false)
        scene.homeNavigation.setViewControllers([scene.home.viewController], animated: false)
      }
      if dismissalFirst {
        dismiss()
        removeHome()
      } else {
        removeHome()
        dismiss()
      }
      #expect(scene.financeNavigation.userFinishSwipeBack())
      scene.run()
      // The tab bar's change takes effect when it is made (Apple: the old view controllers are removed
      // before the new ones are installed); the dismissal's transition waits for the swipe. So Owner's
      // screen left its container first, whichever order the calls came in: the flow goes with Owner, the
      // RIB above it, and is told nothing (guarantee 5).
      #expect(scene.probe.flowClosures.isEmpty)
      // One removal: Owner's screen and, under its RIB, First's sheet, deepest first.
      #expect(scene.probe.detachOrder == ["First", "Owner"])
      #expect(scene.home.children.isEmpty)
      #expect(!flow.interactor.isActive)
      #expect(scene.tabs.presentedViewController == nil)
      #expect(scene.uikitRefusals.isEmpty)
    }
  }
}
