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

  /// Apple, `UITabBarController.viewControllers`: when the selected view controller is gone from the new
  /// array, "it attempts to select the view controller at the same index in the array as the previous
  /// selection." A selected view controller that is still present stays selected, wherever it moves.
  @Test("Setting viewControllers keeps the selected tab where it moved, else selects the same index")
  func selectionAfterSettingTabs() {
    let t0 = Screen("T0"), t1 = Screen("T1"), t2 = Screen("T2")
    let tabs = UITabBarController()
    tabs.viewControllers = [t0, t1, t2]
    let window = showInWindow(tabs)
    tabs.selectedIndex = 1
    settle()
    let recorder = EventRecorder(includesLoads: false)
    // T1 (index 1) leaves: the view controller now at index 1, T2, is selected and appears.
    tabs.viewControllers = [t0, t2]
    #expect(tabs.selectedIndex == 1)
    #expect(tabs.selectedViewController === t2)
    settle()
    #expect(
      recorder.take() == [
        "T1.willMove(nil)", "T1.willDisappear", "T1.didDisappear", "T1.didMove(nil)",
        "T2.willAppear", "T2.didAppear",
      ])
    #expect(t2.snapshot("didAppear")?.isMovingToParent == false, "T2 was a tab already")
    // T2 stays present and moves to index 0: it stays selected, and nothing disappears or appears.
    tabs.viewControllers = [t2, t0]
    #expect(tabs.selectedIndex == 0)
    #expect(tabs.selectedViewController === t2)
    settle()
    #expect(recorder.take().isEmpty)
    // The selected tab and the one at its index both leave: the first tab, as no tab has that index.
    tabs.selectedIndex = 1
    settle()
    tabs.viewControllers = [t1]
    #expect(tabs.selectedViewController === t1)
    settle()
    #expect(t1.snapshot("didAppear")?.isMovingToParent == true, "T1 is a new tab")
    tabs.viewControllers = []
    #expect(tabs.selectedIndex == NSNotFound)
    _ = window
  }

  /// A tab removed takes its view out of the window at once, as a view removed from its window: also when
  /// the tab bar is coming back into view because the user drags a sheet over it down (with the presenter
  /// getting appearance callbacks, an unconfirmed choice, the shown tab is then appearing).
  @Test("A tab removed while a sheet over the tab bar is dragged disappears at once, under both sheet choices")
  func removedTabDisappearsUnderADraggedSheet() {
    for presenterGetsCallbacks in [false, true] {
      var profile = UIKitBehaviorProfile.iOS18
      profile.sheetPresenterGetsAppearanceCallbacks = presenterGetsCallbacks
      UIKitBehavior.withProfile(profile) {
        let (tabs, nav, screens, other, window) = makeTabs()
        let sheet = Screen("Sheet")
        screens[1].present(sheet, animated: false)
        settle()
        #expect(sheet.userBeginSwipeDownSheet())
        settle()
        let recorder = EventRecorder(includesLoads: false)
        tabs.setViewControllers([other], animated: false)
        #expect(nav.viewIfLoaded?.window == nil, "its view left the window (sheet choice \(presenterGetsCallbacks))")
        #expect(screens[1].viewIfLoaded?.window == nil)
        let lines = recorder.take()
        #expect(lines.first == "nav.willMove(nil)")
        #expect(lines.last == "nav.didMove(nil)")
        #expect(lines.contains("B.didDisappear"), "appeared, or appearing with the choice: it disappears")
        #expect(sheet.userCancelSwipeDownSheet())
        settle()
        #expect(tabs.selectedViewController === other)
        sheet.dismiss(animated: false)
        settle()
        #expect(other.viewIfLoaded?.window != nil, "the tab now selected is shown")
        _ = window
      }
    }
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
