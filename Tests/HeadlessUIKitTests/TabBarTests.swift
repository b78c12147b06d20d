import Testing

@testable import HeadlessUIKit

/// A tab bar delegate that can refuse tabs.
private final class TabDelegateSpy: UITabBarControllerDelegate {
  var refused: Set<String> = []
  var selected: [String] = []
  func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
    !refused.contains(viewController.title ?? "")
  }
  func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
    selected.append(viewController.title ?? "?")
  }
}

@MainActor
private func makeTabs() -> (UITabBarController, UINavigationController, [Screen], Screen, UIWindow) {
  let a = Screen("A"), b = Screen("B")
  let nav = UINavigationController(rootViewController: a)
  nav.title = "nav"
  let other = Screen("Other")
  let tabs = UITabBarController()
  tabs.title = "tabs"
  tabs.viewControllers = [nav, other]
  let window = showInWindow(tabs)
  nav.pushViewController(b, animated: false)
  settle()
  return (tabs, nav, [a, b], other, window)
}

@MainActor
@Suite("Tab bar controller")
struct TabBarTests {
  /// Apple, `UITabBarController.setViewControllers(_:animated:)`: "When you assign a new set of view
  /// controllers at runtime, the tab bar controller removes all of the old view controllers before
  /// installing the new ones." The removal is done when the call returns, whatever runs elsewhere.
  @Test("setViewControllers removes the old tabs at once, also while the user swipes another tab's stack")
  func removedTabsLeaveAtOnce() {
    let (tabs, nav, screens, other, window) = makeTabs()
    let recorder = EventRecorder(includesLoads: false)
    // The selected tab (nav) is the one removed: its view disappears, then it leaves, before the call returns.
    tabs.setViewControllers([other], animated: false)
    #expect(nav.parent == nil)
    #expect(
      recorder.take() == [
        "nav.willMove(nil)", "nav.willDisappear", "B.willDisappear", "nav.didDisappear", "B.didDisappear",
        "nav.didMove(nil)",
      ])
    #expect(screens[1].snapshot("willDisappear")?.isMovingFromParent == false, "B stays in its stack")
    settle()
    #expect(recorder.take() == ["Other.willAppear", "Other.didAppear"], "the new selection appears on a later turn")
    // A tab removed while the user swipes back on the selected tab's stack leaves at once too.
    let second = UINavigationController(rootViewController: Screen("C"))
    second.title = "second"
    tabs.setViewControllers([second, other], animated: false)
    settle()
    #expect(tabs.selectedViewController === other)
    let pushed = Screen("D")
    let stack = UINavigationController(rootViewController: Screen("E"))
    stack.title = "stack"
    tabs.setViewControllers([second, stack], animated: false)
    tabs.selectedViewController = stack
    settle()
    stack.pushViewController(pushed, animated: false)
    settle()
    #expect(stack.userBeginSwipeBack())
    _ = recorder.take()
    tabs.setViewControllers([stack], animated: false)
    #expect(second.parent == nil, "removed while the swipe is in flight")
    #expect(recorder.take() == ["second.willMove(nil)", "second.didMove(nil)"])
    #expect(stack.userCancelSwipeBack())
    settle()
    _ = window
  }

  @Test("A user tap: shouldSelect, then the switch (no moving flags), then didSelect; nothing is removed")
  func userTap() {
    let (tabs, nav, screens, other, window) = makeTabs()
    let delegate = TabDelegateSpy()
    tabs.delegate = delegate
    let recorder = EventRecorder(includesLoads: false)
    #expect(tabs.userTapTab(at: 1))
    #expect(tabs.selectedIndex == 1, "selection changes at once")
    #expect(recorder.take() == ["shouldSelect(Other)"])
    settle()
    #expect(
      recorder.take() == [
        "nav.willDisappear", "B.willDisappear", "Other.willAppear", "nav.didDisappear", "B.didDisappear",
        "Other.didAppear", "didSelect(Other)",
      ])
    #expect(screens[1].snapshot("willDisappear")?.isMovingFromParent == false)
    #expect(other.snapshot("willAppear")?.isMovingToParent == false)
    #expect(nav.viewControllers == screens, "each tab keeps its stack")
    #expect(delegate.selected == ["Other"])
    #expect(tabs.userTapTab(at: 0))
    settle()
    #expect(recorder.take().contains("willShow(B)"), "the navigation controller shows its top again")
    #expect(screens[1].snapshot("didAppear")?.isMovingToParent == false)
    _ = window
  }

  @Test("shouldSelect returning false keeps the current tab")
  func shouldSelectFalse() {
    let (tabs, _, _, _, window) = makeTabs()
    let delegate = TabDelegateSpy()
    delegate.refused = ["Other"]
    tabs.delegate = delegate
    let recorder = EventRecorder()
    #expect(tabs.userTapTab(at: 1) == false)
    settle()
    #expect(recorder.take() == ["shouldSelect(Other)"])
    #expect(tabs.selectedIndex == 0)
    #expect(delegate.selected.isEmpty)
    _ = window
  }

  @Test("Programmatic selection switches tabs without delegate calls")
  func programmaticSelection() {
    let (tabs, _, _, other, window) = makeTabs()
    let delegate = TabDelegateSpy()
    tabs.delegate = delegate
    let recorder = EventRecorder()
    tabs.selectedIndex = 1
    settle()
    #expect(other.snapshot("didAppear") != nil)
    #expect(delegate.selected.isEmpty)
    #expect(!recorder.take().contains { $0.hasPrefix("shouldSelect") || $0.hasPrefix("didSelect") })
    tabs.selectedViewController = tabs.viewControllers?[0]
    settle()
    #expect(tabs.selectedIndex == 0)
    #expect(delegate.selected.isEmpty)
    _ = window
  }

  @Test("Re-tapping the selected tab pops its navigation controller to the root, then didSelect")
  func reselectPopsToRoot() {
    let (tabs, nav, screens, _, window) = makeTabs()
    let delegate = TabDelegateSpy()
    tabs.delegate = delegate
    let recorder = EventRecorder()
    #expect(tabs.userTapTab(at: 0))
    #expect(nav.viewControllers == [screens[0]])
    settle()
    #expect(
      recorder.take() == [
        "shouldSelect(nav)", "B.willMove(nil)", "willShow(A)", "B.willDisappear", "A.willAppear",
        "B.didDisappear", "A.didAppear", "B.didMove(nil)", "didShow(A)", "didSelect(nav)",
      ])
    #expect(delegate.selected == ["nav"])
    _ = window
  }

  @Test("The unconfirmed re-tap order (didSelect first) is one profile switch")
  func reselectDidSelectFirst() {
    var profile = UIKitBehaviorProfile.iOS18
    profile.tabReselectPopsBeforeDidSelect = false
    UIKitBehavior.withProfile(profile) {
      let (tabs, _, _, _, window) = makeTabs()
      let recorder = EventRecorder()
      #expect(tabs.userTapTab(at: 0))
      settle()
      let lines = recorder.take()
      #expect(lines.firstIndex(of: "didSelect(nav)")! < lines.firstIndex(of: "didShow(A)")!)
      _ = window
    }
  }

  @Test("Refusing the selected tab in shouldSelect suppresses the pop to root")
  func reselectRefused() {
    let (tabs, nav, screens, _, window) = makeTabs()
    let delegate = TabDelegateSpy()
    delegate.refused = ["nav"]
    tabs.delegate = delegate
    #expect(tabs.userTapTab(at: 0) == false)
    settle()
    #expect(nav.viewControllers == screens)
    _ = window
  }

  @Test("Tapping a tab out of range, or selecting one, does nothing and does not crash")
  func invalidTabs() {
    let (tabs, _, _, _, window) = makeTabs()
    let recorder = EventRecorder()
    #expect(tabs.userTapTab(at: 2) == false)
    #expect(tabs.userTapTab(at: -1) == false)
    tabs.selectedIndex = 7
    #expect(tabs.selectedIndex == 0)
    settle()
    #expect(recorder.take() == ["warning(tabs)"])
    _ = window
  }
}
