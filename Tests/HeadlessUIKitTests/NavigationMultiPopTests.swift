import Testing

@testable import HeadlessUIKit

@MainActor
@Suite("Navigation controller: multi-level pops and setViewControllers")
struct NavigationMultiPopTests {
  @Test("popToViewController: one transition, appearance only for top and target, every removed VC moves")
  func popToViewController() {
    startFromIdle()
    let (nav, screens, window) = makeNavigation(["A", "B", "C", "D"])
    let recorder = EventRecorder()
    let popped = nav.popToViewController(screens[1], animated: true)
    #expect(popped == [screens[2], screens[3]])
    #expect(nav.viewControllers == [screens[0], screens[1]])
    #expect(recorder.take() == ["C.willMove(nil)", "D.willMove(nil)"])
    HeadlessRunLoop.main.runOnce()
    #expect(
      recorder.take() == [
        "willShow(B)", "D.willDisappear", "B.willAppear", "D.didDisappear", "B.didAppear",
        "C.didMove(nil)", "D.didMove(nil)", "didShow(B)",
      ])
    #expect(screens[3].snapshot("willDisappear")?.isMovingFromParent == true)
    #expect(HeadlessRunLoop.main.hasPendingWork == false)
    _ = window
  }

  @Test("popToRootViewController returns every popped VC and removes intermediates")
  func popToRoot() {
    let (nav, screens, window) = makeNavigation(["A", "B", "C"])
    let recorder = EventRecorder()
    let popped = nav.popToRootViewController(animated: false)
    #expect(popped == [screens[1], screens[2]])
    settle()
    #expect(
      recorder.take() == [
        "B.willMove(nil)", "C.willMove(nil)", "willShow(A)", "C.willDisappear", "A.willAppear",
        "C.didDisappear", "A.didAppear", "B.didMove(nil)", "C.didMove(nil)", "didShow(A)",
      ])
    #expect(screens[1].parent == nil && screens[2].parent == nil)
    #expect(nav.children == [screens[0]])
    #expect(nav.popToRootViewController(animated: false) == [], "already at the root")
    _ = window
  }

  @Test("setViewControllers with a new top not in the stack runs a push transition")
  func setPushTransition() {
    let (nav, screens, window) = makeNavigation(["A", "B"])
    let c = Screen("C")
    let recorder = EventRecorder(includesLoads: false)
    nav.setViewControllers([screens[0], c], animated: true)
    #expect(recorder.take() == ["B.willMove(nil)", "C.willMove(nav)"])
    settle()
    #expect(
      recorder.take() == [
        "willShow(C)", "B.willDisappear", "C.willAppear", "B.didDisappear", "C.didAppear", "C.didMove(nav)",
        "B.didMove(nil)", "didShow(C)",
      ])
    #expect(c.snapshot("willAppear")?.isMovingToParent == true)
    #expect(screens[1].snapshot("willDisappear")?.isMovingFromParent == true)
    _ = window
  }

  @Test("setViewControllers whose top is lower in the stack runs a pop transition")
  func setPopTransition() {
    let (nav, screens, window) = makeNavigation(["A", "B", "C"])
    let recorder = EventRecorder()
    nav.setViewControllers([screens[0]], animated: false)
    settle()
    #expect(
      recorder.take() == [
        "B.willMove(nil)", "C.willMove(nil)", "willShow(A)", "C.willDisappear", "A.willAppear", "C.didDisappear",
        "A.didAppear", "B.didMove(nil)", "C.didMove(nil)", "didShow(A)",
      ])
    #expect(screens[0].snapshot("willAppear")?.isMovingToParent == false)
    _ = window
  }

  @Test("setViewControllers with the same top: no transition, no willShow/didShow, removed VCs still move")
  func setTopUnchanged() {
    let (nav, screens, window) = makeNavigation(["A", "B", "C"])
    let recorder = EventRecorder()
    let callbacksBefore = screens[2].snapshots.count
    nav.setViewControllers([screens[0], screens[2]], animated: true)
    #expect(nav.transitionCoordinator != nil, "requested animated; the coordinator exists until it runs")
    settle()
    #expect(recorder.take() == ["B.willMove(nil)", "B.didMove(nil)"])
    #expect(screens[2].snapshots.count == callbacksBefore, "the top gets no callbacks")
    _ = window
  }

  @Test("The unconfirmed show callbacks for a middle removal are one profile switch away")
  func setTopUnchangedWithShowCallbacks() {
    var profile = UIKitBehaviorProfile.iOS18
    profile.sendsShowCallbacksWhenTopUnchanged = true
    UIKitBehavior.withProfile(profile) {
      let (nav, screens, window) = makeNavigation(["A", "B", "C"])
      let recorder = EventRecorder()
      nav.setViewControllers([screens[0], screens[2]], animated: false)
      settle()
      #expect(recorder.take() == ["B.willMove(nil)", "willShow(C)", "B.didMove(nil)", "didShow(C)"])
      _ = window
    }
  }

  @Test("popToRoot at depth 10,000 removes everything once, with one transition")
  func deepPopToRoot() {
    let root = Screen("root")
    let nav = UINavigationController(rootViewController: root)
    let window = showInWindow(nav)
    var stack: [UIViewController] = [root]
    for index in 1..<10_000 { stack.append(UIViewController(nibName: "\(index)", bundle: nil)) }
    nav.setViewControllers(stack, animated: false)
    settle()
    var didMoveToNil = 0
    var shows = 0
    let subscription = UIKitEventLog.shared.subscribe { event in
      if event.kind == .didMoveToParent(parentIsNil: true) { didMoveToNil += 1 }
      if event.kind == .navigationDidShow(animated: true) { shows += 1 }
    }
    let popped = nav.popToRootViewController(animated: true)
    #expect(popped?.count == 9_999)
    settle()
    #expect(didMoveToNil == 9_999)
    #expect(shows == 1)
    #expect(nav.children == [root])
    subscription.cancel()
    _ = window
  }
}
