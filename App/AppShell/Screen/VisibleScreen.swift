import NavigatableRIBs

/// Finds the screen a person sees: window root → top of the presentation chain → selected tab →
/// top of the navigation stack.
///
/// HeadlessUIKit (like UIKit) hosts a presentation at the root of the presenter's containment tree, so the
/// presentation chain is followed from the window's root first; then containers are opened from the
/// topmost presented view controller (a presented navigation controller shows its top).
@MainActor
enum VisibleScreen {
  /// The visible screen of `window`; `nil` when the window has no root view controller.
  static func find(in window: UIWindow) -> UIViewController? {
    guard let root = window.rootViewController else { return nil }
    return ScreenNaming.content(of: topPresented(from: root))
  }

  /// The last view controller of the presentation chain that starts at `root` (`root` when nothing is presented).
  static func topPresented(from root: UIViewController) -> UIViewController {
    presentationChain(from: root).last ?? root
  }

  /// The presented view controllers above `root`, bottom to top.
  static func presentationChain(from root: UIViewController) -> [UIViewController] {
    var chain: [UIViewController] = []
    var current = root
    while let presented = current.presentedViewController, presented !== current, chain.count < 64 {
      if chain.contains(where: { $0 === presented }) { break }
      chain.append(presented)
      current = presented
    }
    return chain
  }

  /// The navigation controller whose stack the visible screen is in (the one a back button would pop).
  static func navigationController(in window: UIWindow) -> UINavigationController? {
    find(in: window)?.navigationController
  }

  /// The window's tab bar controller: its root, or the first one found opening its containers.
  static func tabBarController(in window: UIWindow) -> UITabBarController? {
    var current = window.rootViewController
    while let viewController = current {
      if let tabs = viewController as? UITabBarController { return tabs }
      current = (viewController as? UINavigationController)?.viewControllers.first
    }
    return nil
  }
}
