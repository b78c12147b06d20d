import Testing

@testable import HeadlessUIKit

@MainActor
@Suite("Navigation controller: push, pop, timing")
struct NavigationPushPopTests {
  @Test("Push B on A: willMove at once, then load, willShow, will/did appear, didMove, didShow")
  func pushOrder() {
    startFromIdle()
    let (nav, screens, window) = makeNavigation(["A"])
    let b = Screen("B")
    let recorder = EventRecorder()
    nav.pushViewController(b, animated: true)
    #expect(recorder.take() == ["B.willMove(nav)"])
    HeadlessRunLoop.main.runOnce()
    #expect(
      recorder.take() == [
        "B.viewDidLoad", "willShow(B)", "A.willDisappear", "B.willAppear",
        "A.didDisappear", "B.didAppear", "B.didMove(nav)", "didShow(B)",
      ])
    #expect(b.snapshot("willAppear")?.isMovingToParent == true)
    #expect(b.snapshot("didAppear")?.isMovingToParent == true)
    #expect(b.isMovingToParent == false)
    #expect(screens[0].snapshot("willDisappear")?.isMovingFromParent == false)
    _ = window
  }

  @Test("viewControllers changes synchronously; callbacks wait for the run-loop turn")
  func stateChangesBeforeTurn() {
    startFromIdle()
    let (nav, screens, window) = makeNavigation(["A"])
    let b = Screen("B")
    nav.pushViewController(b, animated: false)
    #expect(nav.viewControllers == [screens[0], b])
    #expect(nav.topViewController === b)
    #expect(b.parent === nav)
    #expect(b.isViewLoaded == false)
    #expect(b.snapshots.isEmpty)
    #expect(HeadlessRunLoop.main.hasPendingWork)
    HeadlessRunLoop.main.runOnce()
    #expect(b.snapshots.map(\.callback) == ["willAppear", "didAppear"])
    #expect(nav.popViewController(animated: false) === b)
    #expect(nav.viewControllers == [screens[0]])
    #expect(b.parent === nav, "the popped VC stays a child until its transition ends")
    HeadlessRunLoop.main.runOnce()
    #expect(b.parent == nil)
    _ = window
  }

  @Test("Pop B back to A: willMove(nil) at once, then willShow, disappear/appear, didMove(nil), didShow")
  func popOrder() {
    startFromIdle()
    let (nav, screens, window) = makeNavigation(["A", "B"])
    let recorder = EventRecorder()
    let popped = nav.popViewController(animated: true)
    #expect(popped === screens[1])
    #expect(recorder.take() == ["B.willMove(nil)"])
    HeadlessRunLoop.main.runOnce()
    #expect(
      recorder.take() == [
        "willShow(A)", "B.willDisappear", "A.willAppear", "B.didDisappear", "A.didAppear", "B.didMove(nil)",
        "didShow(A)",
      ])
    #expect(screens[1].snapshot("willDisappear")?.isMovingFromParent == true)
    #expect(screens[1].snapshot("didDisappear")?.isMovingFromParent == true)
    #expect(screens[0].snapshot("willAppear")?.isMovingToParent == false)
    _ = window
  }

  @Test("The back button pops like popViewController(animated: true)")
  func backButton() {
    let (nav, _, window) = makeNavigation(["A", "B"])
    let recorder = EventRecorder()
    #expect(nav.userTapBackButton())
    settle()
    #expect(
      recorder.take() == [
        "B.willMove(nil)", "willShow(A)", "B.willDisappear", "A.willAppear", "B.didDisappear", "A.didAppear",
        "B.didMove(nil)", "didShow(A)",
      ])
    #expect(nav.userTapBackButton() == false, "one screen: no back button")
    _ = window
  }

  @Test("Animated transitions have a coordinator, reachable from the container and the VCs involved")
  func coordinatorWhenAnimated() {
    let (nav, screens, window) = makeNavigation(["A"])
    let b = Screen("B")
    nav.pushViewController(b, animated: true)
    #expect(nav.transitionCoordinator != nil, "available right after the push, as the idiom needs")
    var completed = false
    nav.transitionCoordinator?.animate(alongsideTransition: nil) { context in
      completed = !context.isCancelled
    }
    settle()
    #expect(completed)
    #expect(b.snapshot("willAppear")?.hasCoordinator == true)
    #expect(screens[0].snapshot("willDisappear")?.hasCoordinator == true)
    #expect(b.snapshot("willAppear")?.coordinatorIsInteractive == false)
    #expect(nav.transitionCoordinator == nil)
    #expect(b.transitionCoordinator == nil)
    _ = window
  }

  @Test("Non-animated transitions have no coordinator")
  func noCoordinatorWhenNotAnimated() {
    let (nav, screens, window) = makeNavigation(["A"])
    let b = Screen("B")
    nav.pushViewController(b, animated: false)
    #expect(nav.transitionCoordinator == nil)
    settle()
    #expect(b.snapshot("willAppear")?.hasCoordinator == false)
    #expect(b.snapshot("willAppear")?.animated == false)
    nav.popViewController(animated: false)
    settle()
    #expect(b.snapshot("willDisappear")?.hasCoordinator == false)
    #expect(screens[0].snapshot("willAppear")?.hasCoordinator == false)
    _ = window
  }

  @Test("Assigning viewControllers equals setViewControllers(_:animated: false)")
  func assigningEqualsSetNotAnimated() {
    func run(_ apply: (UINavigationController, [UIViewController]) -> Void) -> ([String], [Bool]) {
      let (nav, screens, window) = makeNavigation(["A", "B"])
      let c = Screen("C")
      let recorder = EventRecorder()
      apply(nav, [screens[0], c])
      let coordinatorPresent = nav.transitionCoordinator != nil
      settle()
      _ = window
      return (recorder.take(), [coordinatorPresent] + c.snapshots.map(\.animated))
    }
    let assigned = run { nav, stack in nav.viewControllers = stack }
    let set = run { nav, stack in nav.setViewControllers(stack, animated: false) }
    #expect(assigned.0 == set.0)
    #expect(assigned.1 == set.1)
    #expect(assigned.1 == [false, false, false])
    #expect(assigned.0.contains("C.willMove(nav)"))
  }

  @Test("The navigation controller's first appearance shows its root with willShow/didShow")
  func firstAppearance() {
    let a = Screen("A")
    let nav = UINavigationController(rootViewController: a)
    nav.title = "nav"
    let recorder = EventRecorder(includesLoads: false)
    let window = showInWindow(nav)
    #expect(
      recorder.take() == [
        "nav.willAppear", "willShow(A)", "A.willAppear", "nav.didAppear", "A.didAppear",
        "didShow(A)",
      ])
    _ = window
  }

  @Test("Off screen, a push changes the stack and containment with no appearance or show callbacks")
  func offScreenPush() {
    let a = Screen("A")
    let nav = UINavigationController(rootViewController: a)
    nav.title = "nav"
    let recorder = EventRecorder()
    let b = Screen("B")
    nav.pushViewController(b, animated: true)
    settle()
    #expect(recorder.take() == ["B.willMove(nav)", "B.didMove(nav)"])
    #expect(b.isViewLoaded == false)
  }
}
