/// A change of the tab bar controller's shown tab (selection or a new set of tabs), with containment.
@MainActor
final class TabBarTransition: HeadlessTransition {
  let tabBar: UITabBarController
  let target: UIViewController?
  let added: [UIViewController]
  let removed: [UIViewController]
  /// The view controller to report to `didSelect` at the end (user taps only).
  let didSelect: UIViewController?

  init(
    tabBar: UITabBarController, target: UIViewController?, added: [UIViewController] = [],
    removed: [UIViewController] = [], didSelect: UIViewController? = nil
  ) {
    self.tabBar = tabBar
    self.target = target
    self.added = added
    self.removed = removed
    self.didSelect = didSelect
    super.init(owners: [tabBar], coordinator: nil)
  }

  override func begin() {
    let from = tabBar.displayedViewController
    tabBar.displayedViewController = target
    if tabBar.isShownOnScreen, from !== target {
      if let from, removed.containsIdentical(from) { from.movingFromParentFlag = true }
      if let target, added.containsIdentical(target) { target.movingToParentFlag = true }
      from?.performBeginAppearance(false, animated: false)
      target?.performBeginAppearance(true, animated: false)
      from?.performEndAppearance()
      target?.performEndAppearance()
      from?.movingFromParentFlag = false
      target?.movingToParentFlag = false
    }
    for child in added where child.parentStorage === tabBar {
      tabBar.sendDidMove(child, toParent: tabBar)
    }
    for child in removed where child.parentStorage === tabBar && !tabBar.tabsContain(child) {
      child.detachFromParent()
    }
    if let didSelect { tabBar.sendDidSelect(didSelect) }
  }
}
