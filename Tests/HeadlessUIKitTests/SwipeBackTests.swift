import Testing

@testable import HeadlessUIKit

@MainActor
@Suite("Navigation controller: interactive swipe back")
struct SwipeBackTests {
  @Test("Begin: the stack drops the top at once; one willShow, top willDisappear (moving), destination willAppear")
  func begin() {
    startFromIdle()
    let (nav, screens, window) = makeNavigation(["A", "B"])
    let recorder = EventRecorder()
    #expect(nav.userBeginSwipeBack())
    #expect(nav.topViewController === screens[0])
    #expect(nav.viewControllers == [screens[0]])
    #expect(nav.transitionCoordinator?.isInteractive == true)
    #expect(recorder.take() == ["B.willMove(nil)"], "willMove(nil) at begin is the default choice")
    HeadlessRunLoop.main.runOnce()
    #expect(recorder.take() == ["willShow(A)", "B.willDisappear", "A.willAppear"])
    #expect(screens[1].snapshot("willDisappear")?.isMovingFromParent == true)
    #expect(screens[1].snapshot("willDisappear")?.coordinatorIsInteractive == true)
    #expect(nav.transitionCoordinator?.isInteractive == true, "still interactive during the swipe")
    #expect(nav.userMoveSwipeBack(progress: 0.7))
    #expect(nav.userMoveSwipeBack(progress: 0.2))
    #expect(nav.transitionCoordinator?.percentComplete == 0.2)
    HeadlessRunLoop.main.runUntilIdle()
    #expect(recorder.take().isEmpty, "progress calls nothing, and nothing happens until the finger lifts")
    #expect(nav.userCancelSwipeBack())
    settle()
    _ = window
  }

  @Test("Finish: top didDisappear, destination didAppear, top didMove(nil), didShow(destination)")
  func finish() {
    let (nav, screens, window) = makeNavigation(["A", "B"])
    let delegate = NavigationDelegateSpy()
    nav.delegate = delegate
    #expect(nav.userBeginSwipeBack())
    settle()
    let recorder = EventRecorder()
    #expect(nav.userFinishSwipeBack())
    #expect(nav.userFinishSwipeBack() == false, "the outcome is already given")
    settle()
    #expect(recorder.take() == ["B.didDisappear", "A.didAppear", "B.didMove(nil)", "didShow(A)"])
    #expect(delegate.willShow == ["A"])
    #expect(delegate.didShow == ["A"])
    #expect(screens[1].parent == nil)
    #expect(nav.transitionCoordinator == nil)
    _ = window
  }

  @Test("Cancel on iOS 17: stack restored, top reappears, destination disappears, no didMove(nil), no didShow")
  func cancelIOS17() {
    UIKitBehavior.withProfile(.iOS17) {
      let (nav, screens, window) = makeNavigation(["A", "B"])
      let delegate = NavigationDelegateSpy()
      nav.delegate = delegate
      let recorder = EventRecorder()
      #expect(nav.userBeginSwipeBack())
      settle()
      #expect(nav.userCancelSwipeBack())
      #expect(nav.viewControllers == [screens[0], screens[1]], "restored at once")
      settle()
      #expect(
        recorder.take() == [
          "B.willMove(nil)", "willShow(A)", "B.willDisappear", "A.willAppear",
          "A.willDisappear", "B.willAppear", "A.didDisappear", "B.didAppear",
        ])
      #expect(delegate.didShow.isEmpty)
      #expect(screens[1].parent === nav)
      #expect(nav.children == [screens[0], screens[1]])
      // The false positive libraries fall for: B saw willDisappear with isMovingFromParent, yet stays.
      #expect(screens[1].snapshots.contains { $0.callback == "willDisappear" && $0.isMovingFromParent })
      #expect(screens[1].snapshot("willAppear")?.coordinatorIsCancelled == true)
      _ = window
    }
  }

  @Test("Cancel on iOS 18: didShow(top that stays) with a cancelled coordinator")
  func cancelIOS18() {
    UIKitBehavior.withProfile(.iOS18) {
      let (nav, screens, window) = makeNavigation(["A", "B"])
      let delegate = NavigationDelegateSpy()
      nav.delegate = delegate
      #expect(nav.userBeginSwipeBack())
      settle()
      let recorder = EventRecorder()
      #expect(nav.userCancelSwipeBack())
      settle()
      #expect(recorder.take() == ["A.willDisappear", "B.willAppear", "A.didDisappear", "B.didAppear", "didShow(B)"])
      #expect(delegate.didShow == ["B"])
      #expect(delegate.didShowCoordinatorCancelled == [true])
      #expect(nav.viewControllers == [screens[0], screens[1]])
      _ = window
    }
  }

  @Test("willMove(toParent: nil) at the finish instead of the begin is one profile switch")
  func willMoveAtFinish() {
    var profile = UIKitBehaviorProfile.iOS17
    profile.sendsWillMoveToNilAtInteractivePopBegin = false
    UIKitBehavior.withProfile(profile) {
      let (nav, _, window) = makeNavigation(["A", "B"])
      let recorder = EventRecorder()
      #expect(nav.userBeginSwipeBack())
      settle()
      #expect(nav.userFinishSwipeBack())
      settle()
      #expect(
        recorder.take() == [
          "willShow(A)", "B.willDisappear", "A.willAppear", "B.didDisappear", "A.didAppear", "B.willMove(nil)",
          "B.didMove(nil)", "didShow(A)",
        ])
      _ = window
    }
  }

  @Test("notifyWhenInteractionChanges and alongside completions see the cancellation")
  func coordinatorCallbacksOnCancel() {
    let (nav, _, window) = makeNavigation(["A", "B"])
    #expect(nav.userBeginSwipeBack())
    var interactionEnded: [Bool] = []
    var completions: [Bool] = []
    var animations = 0
    nav.transitionCoordinator?.notifyWhenInteractionChanges { context in interactionEnded.append(context.isCancelled) }
    nav.transitionCoordinator?.animate(
      alongsideTransition: { _ in animations += 1 },
      completion: { context in completions.append(context.isCancelled) })
    settle()
    #expect(animations == 1)
    #expect(interactionEnded.isEmpty)
    #expect(nav.userCancelSwipeBack())
    settle()
    #expect(interactionEnded == [true])
    #expect(completions == [true])
    _ = window
  }

  @Test("Swipe gestures that cannot happen return false and change nothing")
  func invalidSwipes() {
    let (nav, screens, window) = makeNavigation(["A"])
    let recorder = EventRecorder()
    #expect(nav.userBeginSwipeBack() == false, "one screen")
    #expect(nav.userMoveSwipeBack(progress: 0.5) == false)
    #expect(nav.userFinishSwipeBack() == false)
    #expect(nav.userCancelSwipeBack() == false)
    nav.pushViewController(Screen("B"), animated: true)
    #expect(nav.userBeginSwipeBack() == false, "a transition is pending")
    settle()
    #expect(nav.userBeginSwipeBack())
    #expect(nav.userBeginSwipeBack() == false, "a swipe is in flight")
    #expect(nav.userFinishSwipeBack())
    settle()
    #expect(nav.viewControllers == [screens[0]])
    #expect(recorder.take().filter { $0.hasPrefix("warning") }.isEmpty)
    _ = window
  }

  @Test("Operations requested during a swipe are applied when it ends")
  func operationsDuringSwipeAreDeferred() {
    let (nav, screens, window) = makeNavigation(["A", "B"])
    #expect(nav.userBeginSwipeBack())
    settle()
    let c = Screen("C")
    nav.pushViewController(c, animated: false)
    #expect(nav.viewControllers == [screens[0]], "deferred while the finger is down")
    #expect(nav.userCancelSwipeBack())
    settle()
    #expect(nav.viewControllers == [screens[0], screens[1], c])
    #expect(c.snapshot("didAppear") != nil)
    _ = window
  }
}
