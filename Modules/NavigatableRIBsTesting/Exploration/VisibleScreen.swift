import NavigatableRIBs

/// Finds the screen a person sees: window root → top of the presentation chain → selected tab →
/// top of the navigation stack.
///
/// HeadlessUIKit (like UIKit) hosts a presentation at the root of the presenter's containment tree, so the
/// presentation chain is followed from the window's root first; then containers are opened from the
/// topmost presented view controller (a presented navigation controller shows its top). The shell and the
/// explorer both find the screen a user action touches here.
@MainActor
public enum VisibleScreen {
  /// The visible screen of `window`.
  ///
  /// - Parameter window: The app's window.
  /// - Returns: The screen a person sees; `nil` when the window has no root view controller.
  public static func find(in window: UIWindow) -> UIViewController? {
    guard let root = window.rootViewController else { return nil }
    return content(of: topPresented(from: root))
  }

  /// The screen a container shows (a navigation controller's top, a tab bar's selected tab), itself if none.
  ///
  /// - Parameter viewController: A container or a screen.
  /// - Returns: The innermost screen it shows.
  public static func content(of viewController: UIViewController) -> UIViewController {
    var current = viewController
    for _ in 0..<64 {
      if let tabs = current as? UITabBarController, let selected = tabs.selectedViewController {
        current = selected
      } else if let navigation = current as? UINavigationController, let top = navigation.topViewController {
        current = top
      } else {
        break
      }
    }
    return current
  }

  /// The last view controller of the presentation chain that starts at `root`.
  ///
  /// - Parameter root: Where the chain starts (the window's root view controller).
  /// - Returns: The topmost presented view controller; `root` when nothing is presented.
  public static func topPresented(from root: UIViewController) -> UIViewController {
    // ``presentationChain(from:)``'s walk, its identities on the stack: it is asked after every step.
    withUnsafeTemporaryAllocation(of: ObjectIdentifier.self, capacity: 64) { chain in
      var count = 0
      var current = root
      chainLoop: while let presented = current.presentedViewController, presented !== current, count < 64 {
        let id = ObjectIdentifier(presented)
        for index in 0..<count where chain[index] == id { break chainLoop }
        chain[count] = id
        count += 1
        current = presented
      }
      return current
    }
  }

  /// The presented view controllers above `root`, bottom to top.
  ///
  /// - Parameter root: Where the chain starts (the window's root view controller).
  /// - Returns: Each presented view controller once, bottom to top; empty when nothing is presented.
  public static func presentationChain(from root: UIViewController) -> [UIViewController] {
    var chain: [UIViewController] = []
    var current = root
    // Plain loops: a closure here would check the executor on each view controller (see Performance.md).
    chainLoop: while let presented = current.presentedViewController, presented !== current, chain.count < 64 {
      for earlier in chain where earlier === presented { break chainLoop }
      chain.append(presented)
      current = presented
    }
    return chain
  }

  /// The navigation controller whose stack the visible screen is in (the one a back button would pop).
  ///
  /// - Parameter window: The app's window.
  /// - Returns: The visible screen's navigation controller, if it has one.
  public static func navigationController(in window: UIWindow) -> UINavigationController? {
    find(in: window)?.navigationController
  }

  /// The window's tab bar controller: its root, or the first one found opening its containers.
  ///
  /// - Parameter window: The app's window.
  /// - Returns: The tab bar controller, if the app has one.
  public static func tabBarController(in window: UIWindow) -> UITabBarController? {
    var current = window.rootViewController
    while let viewController = current {
      if let tabs = viewController as? UITabBarController { return tabs }
      current = (viewController as? UINavigationController)?.viewControllers.first
    }
    return nil
  }
}
