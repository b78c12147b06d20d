import NavigatableRIBs

/// The Acme app: builds the composition root and the root RIB (a tab bar with Home and the tabs
/// `make rib ... AS=tab` adds) and shows it in a window. The shell (`make run`) and the tests drive it on
/// Linux; on iOS, the scene delegate (`AcmeSceneDelegate`) does.
@MainActor
public final class AcmeApp {
  /// The window the app is shown in.
  public let window: UIWindow

  /// The root RIB's router: the top of the RIB tree (the shell's `tree` starts here).
  public var rootRouter: any Routing { launchRouter }

  private let launchRouter: any LaunchRouting
  private var isLaunched = false

  /// Builds the app to be shown in `window`, without showing it yet: ``launch()`` does.
  ///
  /// - Parameters:
  ///   - window: The window to show the app in (on iOS, the scene's `UIWindow(windowScene:)`).
  ///   - withoutSync: Whether NavigationSync is off: it sets `NavigationSync.shared.isEnabled` to
  ///     `!withoutSync` (the shell's `--without-sync`, to watch what leaks without it).
  public init(window: UIWindow = UIWindow(), withoutSync: Bool = false) {
    NavigationSync.shared.isEnabled = !withoutSync
    self.window = window
    launchRouter = RootBuilder(dependency: AppRootComponent()).build()
  }

  /// Shows the app: launches the root RIB from the window and, where HeadlessUIKit stands in for UIKit,
  /// runs the run loop until idle. A second call does nothing.
  public func launch() {
    guard !isLaunched else { return }
    isLaunched = true
    launchRouter.launch(from: window)
    #if !canImport(UIKit)
    HeadlessRunLoop.main.runUntilIdle()
    #endif
  }

  /// The deep links the app follows: `acme://NAME` for each tab (its title in lower case), which
  /// selects that tab. The shell's `open` follows them and lists them.
  public var deepLinks: [String] {
    tabTitles.map { "acme://" + $0.lowercased() }
  }

  /// Follows `url`, one of ``deepLinks``: selects the tab it names.
  ///
  /// - Parameter url: The link.
  /// - Returns: `false`, and no change, for a link the app does not follow.
  @discardableResult
  public func open(_ url: String) -> Bool {
    guard let tabs = window.rootViewController as? UITabBarController, let index = deepLinks.firstIndex(of: url)
    else { return false }
    tabs.selectedIndex = index
    #if !canImport(UIKit)
    HeadlessRunLoop.main.runUntilIdle()
    #endif
    return true
  }

  /// The tabs' titles, in order.
  private var tabTitles: [String] {
    let tabs = (window.rootViewController as? UITabBarController)?.viewControllers ?? []
    return tabs.map { tab in
      ((tab as? UINavigationController)?.viewControllers.first ?? tab).tabBarItem.title ?? ""
    }
  }
}
