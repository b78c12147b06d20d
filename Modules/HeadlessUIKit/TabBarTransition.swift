/// A change of the tab bar controller's shown tab (selection or a new set of tabs): the appearance switch
/// and the new tabs' `didMove(toParent:)`. Removed tabs left at once (``UITabBarController/setViewControllers(_:animated:)``).
@MainActor
final class TabBarTransition: HeadlessTransition {
  let tabBar: UITabBarController
  let target: UIViewController?
  let added: [UIViewController]
  /// The view controller to report to `didSelect` at the end (user taps only).
  let didSelect: UIViewController?

  init(
    tabBar: UITabBarController, target: UIViewController?, added: [UIViewController] = [],
    didSelect: UIViewController? = nil
  ) {
    self.tabBar = tabBar
    self.target = target
    self.added = added
    self.didSelect = didSelect
    super.init(owners: [tabBar], coordinator: nil)
  }

  override func begin() {
    let from = tabBar.displayedViewController
    tabBar.displayedViewController = target
    if tabBar.isShownOnScreen, from !== target {
      if let target, added.containsIdentical(target) { target.movingToParentFlag = true }
      from?.performBeginAppearance(false, animated: false)
      target?.performBeginAppearance(true, animated: false)
      from?.performEndAppearance()
      target?.performEndAppearance()
      target?.movingToParentFlag = false
    }
    for child in added where child.parentStorage === tabBar {
      tabBar.sendDidMove(child, toParent: tabBar)
    }
    if let didSelect { tabBar.sendDidSelect(didSelect) }
  }
}
