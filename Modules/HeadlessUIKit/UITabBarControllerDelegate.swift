/// The tab bar controller's delegate: asked before a user's tab selection, told after it.
///
/// UIKit's is an `@objc` protocol with optional methods; here the methods have default implementations
/// (`shouldSelect` returns true), so a conforming type declares them with the same signatures on both
/// platforms.
@MainActor
public protocol UITabBarControllerDelegate: AnyObject {
  /// Asked when the user taps a tab, also the selected one; `false` keeps the current tab (and suppresses a
  /// re-tap's pop to root).
  ///
  /// - Parameters:
  ///   - tabBarController: The tab bar controller.
  ///   - viewController: The tapped tab's view controller.
  /// - Returns: `false` to keep the current tab.
  func tabBarController(
    _ tabBarController: UITabBarController,
    shouldSelect viewController: UIViewController
  ) -> Bool

  /// Told after a user's tap selected a tab, also a re-tap of the selected one; never for programmatic
  /// changes of `selectedIndex`/`selectedViewController`.
  ///
  /// - Parameters:
  ///   - tabBarController: The tab bar controller.
  ///   - viewController: The selected tab's view controller.
  func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
  /// Returns true.
  public func tabBarController(
    _ tabBarController: UITabBarController,
    shouldSelect viewController: UIViewController
  ) -> Bool { true }

  /// Does nothing.
  public func tabBarController(
    _ tabBarController: UITabBarController,
    didSelect viewController: UIViewController
  ) {}
}
