/// The navigation controller's delegate: told before and after a view controller is shown.
///
/// UIKit's is an `@objc` protocol with optional methods; here the methods have empty default
/// implementations, so a conforming type declares them with the same signatures on both platforms.
@MainActor
public protocol UINavigationControllerDelegate: AnyObject {
  /// Called before `viewController` is shown: at the start of a push, pop or stack replacement that
  /// changes the top, and when the navigation controller appears.
  ///
  /// - Parameters:
  ///   - navigationController: The navigation controller.
  ///   - viewController: The view controller about to be shown.
  ///   - animated: Whether the transition is animated.
  func navigationController(
    _ navigationController: UINavigationController,
    willShow viewController: UIViewController, animated: Bool)

  /// Called after `viewController` was shown. On the iOS 18 profile also after a cancelled swipe back,
  /// with the top view controller that stays and a cancelled transition coordinator.
  ///
  /// - Parameters:
  ///   - navigationController: The navigation controller.
  ///   - viewController: The view controller shown.
  ///   - animated: Whether the transition was animated.
  func navigationController(
    _ navigationController: UINavigationController,
    didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
  /// Does nothing.
  public func navigationController(
    _ navigationController: UINavigationController,
    willShow viewController: UIViewController, animated: Bool
  ) {}

  /// Does nothing.
  public func navigationController(
    _ navigationController: UINavigationController,
    didShow viewController: UIViewController, animated: Bool
  ) {}
}
