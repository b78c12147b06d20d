import Testing

@testable import HeadlessUIKit

/// A navigation controller that records calls of the overridable pops.
private final class CountingNavigationController: UINavigationController {
  var popToCalls = 0
  override func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
    popToCalls += 1
    return super.popToViewController(viewController, animated: animated)
  }
}

@MainActor
@Suite("Navigation controller: back button long-press menu")
struct BackButtonMenuTests {
  @Test("The menu lists the earlier screens, nearest first, titled by backButtonTitle, else title")
  func menuItems() {
    let (nav, screens, window) = makeNavigation(["A", "B", "C", "D"])
    screens[1].navigationItem.backButtonTitle = "Back to B"
    #expect(nav.backButtonMenuItems == [screens[2], screens[1], screens[0]])
    #expect(nav.backButtonMenuTitles == ["C", "Back to B", "A"])
    _ = window
  }

  @Test("Choosing an entry pops straight to it, without calling the overridable popToViewController")
  func chooseEntry() {
    let a = Screen("A"), b = Screen("B"), c = Screen("C"), d = Screen("D")
    let nav = CountingNavigationController(rootViewController: a)
    nav.title = "nav"
    let window = showInWindow(nav)
    nav.setViewControllers([a, b, c, d], animated: false)
    settle()
    let recorder = EventRecorder()
    #expect(nav.userChooseBackButtonMenuItem(at: 2))
    #expect(nav.viewControllers == [a])
    settle()
    #expect(
      recorder.take() == [
        "B.willMove(nil)", "C.willMove(nil)", "D.willMove(nil)", "willShow(A)", "D.willDisappear", "A.willAppear",
        "D.didDisappear", "A.didAppear", "B.didMove(nil)", "C.didMove(nil)", "D.didMove(nil)", "didShow(A)",
      ])
    #expect(nav.popToCalls == 0)
    #expect(d.snapshot("willDisappear")?.animated == true)
    _ = window
  }

  @Test("An entry out of range, or a menu with no entries, does nothing")
  func invalidEntries() {
    let (nav, screens, window) = makeNavigation(["A", "B"])
    let recorder = EventRecorder()
    #expect(nav.userChooseBackButtonMenuItem(at: 1) == false)
    #expect(nav.userChooseBackButtonMenuItem(at: -1) == false)
    settle()
    #expect(recorder.take().isEmpty)
    #expect(nav.viewControllers == screens)
    nav.popViewController(animated: false)
    settle()
    #expect(nav.backButtonMenuItems.isEmpty)
    #expect(nav.userChooseBackButtonMenuItem(at: 0) == false)
    _ = window
  }
}
