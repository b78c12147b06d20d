import Testing

@testable import HeadlessUIKit

@MainActor
@Suite("Misuse is refused without corrupting state")
struct MisuseTests {
  @Test("Popping a single-screen stack returns nil and calls nothing")
  func popSingleScreen() {
    let (nav, screens, window) = makeNavigation(["A"])
    let recorder = EventRecorder()
    #expect(nav.popViewController(animated: true) == nil)
    settle()
    #expect(recorder.take().isEmpty)
    #expect(nav.viewControllers == screens)
    _ = window
  }

  @Test("Pushing a view controller already in the stack is refused with a warning; the stack is intact")
  func pushTwice() {
    let (nav, screens, window) = makeNavigation(["A", "B"])
    let recorder = EventRecorder()
    nav.pushViewController(screens[0], animated: true)
    nav.pushViewController(screens[1], animated: false)
    settle()
    #expect(recorder.take() == ["warning(A)", "warning(B)"])
    #expect(nav.viewControllers == screens)
    #expect(nav.children == screens)
    nav.popViewController(animated: false)
    settle()
    #expect(nav.viewControllers == [screens[0]])
    _ = window
  }

  @Test("Pushing a navigation controller, a child of another container or itself is refused")
  func pushForeign() {
    let (nav, screens, window) = makeNavigation(["A"])
    let otherNav = UINavigationController(rootViewController: Screen("X"))
    let recorder = EventRecorder()
    nav.pushViewController(UINavigationController(), animated: false)
    nav.pushViewController(otherNav.viewControllers[0], animated: false)
    nav.pushViewController(nav, animated: false)
    nav.setViewControllers([screens[0], screens[0]], animated: false)
    settle()
    #expect(recorder.take().count == 4)
    #expect(nav.viewControllers == screens)
    #expect(otherNav.viewControllers.count == 1)
    _ = window
  }

  @Test("popToViewController with a view controller not in the stack returns nil with a warning")
  func popToForeign() {
    let (nav, screens, window) = makeNavigation(["A", "B"])
    let recorder = EventRecorder()
    #expect(nav.popToViewController(Screen("Stranger"), animated: true) == nil)
    settle()
    #expect(recorder.take() == ["warning(Stranger)"])
    #expect(nav.viewControllers == screens)
    _ = window
  }

  @Test("addChild of itself or an ancestor is refused")
  func addAncestor() {
    let parent = Screen("P")
    let child = Screen("C")
    parent.addChild(child)
    child.didMove(toParent: parent)
    let recorder = EventRecorder()
    child.addChild(parent)
    parent.addChild(parent)
    #expect(recorder.take() == ["warning(P)", "warning(P)"])
    #expect(parent.children == [child])
    #expect(child.children.isEmpty)
    child.removeFromParent()
    #expect(recorder.take() == ["C.didMove(nil)"])
    child.removeFromParent()
    #expect(recorder.take().isEmpty)
  }

  @Test("Removing a stacked view controller by hand keeps the stack consistent")
  func manualRemoval() {
    let (nav, screens, window) = makeNavigation(["A", "B", "C"])
    screens[1].willMove(toParent: nil)
    screens[1].removeFromParent()
    #expect(nav.viewControllers == [screens[0], screens[2]])
    nav.popViewController(animated: false)
    settle()
    #expect(nav.viewControllers == [screens[0]])
    #expect(screens[0].view.window === window)
  }
}
