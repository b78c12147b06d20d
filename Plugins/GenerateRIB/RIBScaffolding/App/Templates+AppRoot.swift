extension AppTemplates {
  /// `App/Root`: the root RIB (a tab bar with Home; `make rib ... AS=tab` adds tabs at its markers), the
  /// composition root, the app type and the iOS scene delegate.
  static func root(_ name: AppName) -> [GeneratedFile] {
    [
      GeneratedFile(path: "App/Root/RootBuilder.swift", contents: rootBuilder),
      GeneratedFile(path: "App/Root/RootRouter.swift", contents: rootRouter),
      GeneratedFile(path: "App/Root/RootInteractor.swift", contents: rootInteractor),
      GeneratedFile(path: "App/Root/RootViewController.swift", contents: rootViewController),
      GeneratedFile(path: "App/Root/Composition/AppRootComponent.swift", contents: appRootComponent),
      GeneratedFile(path: "App/Root/\(name.appType).swift", contents: app(name)),
      GeneratedFile(path: "App/Root/\(name.sceneDelegate).swift", contents: sceneDelegate(name)),
    ]
  }

  /// `App/Root/RootBuilder.swift`: Root's dependency (the tabs' builders), its builder.
  static let rootBuilder = #"""
    import Home
    import NavigatableRIBs

    /// What the root RIB needs from the app: the builders of its tabs. The composition root
    /// (`AppRootComponent`) builds them; generate-rib adds one per tab.
    @MainActor
    protocol RootDependency: Dependency {
      /// Builds the "Home" tab.
      var homeBuildable: any HomeBuildable { get }
      \#(Marker.dependency.line)
    }

    /// The builder of the root RIB: a tab bar with Home and the tabs `make rib ... AS=tab` adds.
    final class RootBuilder: Builder<any RootDependency> {
      /// Builds the root RIB.
      ///
      /// - Returns: Its router, which the app launches from its window.
      func build() -> any LaunchRouting {
        let viewController = RootViewController()
        let interactor = RootInteractor(presenter: viewController)
        return RootRouter(interactor: interactor, viewController: viewController, dependency: dependency)
      }
    }

    """#

  /// `App/Root/RootRouter.swift`: the tabs' listeners, the router that attaches the tabs on load.
  static let rootRouter = #"""
    import Home
    import NavigatableRIBs

    /// The listeners of Root's tabs: Root's interactor is each tab's listener (generate-rib adds them).
    typealias RootChildListeners = HomeListener
    \#(Marker.listeners.line)

    /// What Root's router needs from its interactor: it listens to the tabs' RIBs.
    @MainActor
    protocol RootInteractable: Interactable, RootChildListeners {
      var router: (any RootRouting)? { get set }
    }

    /// What Root's router needs from its view controller: the tabs.
    @MainActor
    protocol RootViewControllable: ViewControllable {
      /// Shows each screen as the root of its own navigation controller, one tab each, in order.
      func setTabs(_ screens: [any ViewControllable])
    }

    /// Root's router: on load, attaches Home and the tabs `make rib ... AS=tab` adds, and puts their screens in
    /// the tabs. They stay attached for the app's life (tab roots never leave their navigation controllers).
    final class RootRouter: LaunchRouter<any RootInteractable, any RootViewControllable>, RootRouting {
      /// The app's dependency: each tab is built with the builder it gives.
      let dependency: any RootDependency

      init(interactor: any RootInteractable, viewController: any RootViewControllable, dependency: any RootDependency) {
        self.dependency = dependency
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
      }

      override func didLoad() {
        super.didLoad()
        var tabs: [any ViewableRouting] = []
        tabs.append(dependency.homeBuildable.build(withListener: interactor))
        \#(Marker.tabs.line)
        for tab in tabs { attachChild(tab) }
        viewController.setTabs(tabs.map(\.viewControllable))
      }
    }

    """#

  /// `App/Root/RootInteractor.swift`: what Root asks of its router and its view, and its interactor.
  static let rootInteractor = #"""
    import NavigatableRIBs

    /// What Root's interactor asks of its router: nothing yet (a deep link would select a tab here).
    @MainActor
    protocol RootRouting: ViewableRouting {}

    /// What Root's interactor asks of its view: nothing yet.
    @MainActor
    protocol RootPresentable: Presentable {}

    /// Root's business logic: it is every tab's listener (generate-rib adds their listener protocols to
    /// `RootChildListeners`).
    final class RootInteractor: PresentableInteractor<any RootPresentable>, RootInteractable {
      weak var router: (any RootRouting)?
    }

    """#

  /// `App/Root/RootViewController.swift`: the tab bar.
  static let rootViewController = #"""
    import NavigatableRIBs

    /// The app's root screen: a tab bar controller whose tabs are navigation controllers.
    final class RootViewController: UITabBarController, RootPresentable, RootViewControllable {
      func setTabs(_ screens: [any ViewControllable]) {
        let tabs = screens.map { screen in
          let navigation = UINavigationController(rootViewController: screen.uiviewController)
          navigation.tabBarItem = screen.uiviewController.tabBarItem
          return navigation
        }
        setViewControllers(tabs, animated: false)
      }
    }

    """#

  /// `App/Root/Composition/AppRootComponent.swift`: the composition root.
  static let appRootComponent = #"""
    import NavigatableRIBs

    /// The app's composition root: the only place that knows the features' implementations. It builds one
    /// builder per feature (`AppRootComponent+Feature.swift`, which generate-rib writes) and satisfies every
    /// feature's dependency, so a feature sees its children only through their interfaces. Add what the
    /// features share (repositories, a clock) here, and hand it down through their dependencies.
    final class AppRootComponent: Component<Void>, RootDependency {
      init() {
        super.init(dependency: ())
      }
    }

    """#

  /// `App/Root/NameApp.swift`: the app, as the shell, the tests and the iOS scene delegate start it.
  static func app(_ name: AppName) -> String {
    let a = name.appType
    return #"""
      import NavigatableRIBs

      /// The \#(name.name) app: builds the composition root and the root RIB (a tab bar with Home and the tabs
      /// `make rib ... AS=tab` adds) and shows it in a window. The shell (`make run`) and the tests drive it on
      /// Linux; on iOS, the scene delegate (`\#(name.sceneDelegate)`) does.
      @MainActor
      public final class \#(a) {
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

        /// The deep links the app follows: `\#(name.program)://NAME` for each tab (its title in lower case), which
        /// selects that tab. The shell's `open` follows them and lists them.
        public var deepLinks: [String] {
          tabTitles.map { "\#(name.program)://" + $0.lowercased() }
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

      """#
  }

  /// `App/Root/NameSceneDelegate.swift`: the launch code of an iOS app's scene delegate, compiled only where
  /// UIKit exists.
  static func sceneDelegate(_ name: AppName) -> String {
    #"""
    #if canImport(UIKit)
    import NavigatableRIBs
    import UIKit

    /// The scene delegate of \#(name.name)'s iOS app target: it shows the app in the scene's window and keeps it for
    /// the scene's life. Link the `\#(name.rootModule)` product from the app target and name this class in its
    /// Info.plist (`UISceneDelegateClassName`: `\#(name.rootModule).\#(name.sceneDelegate)`). Compiled only where
    /// UIKit exists: the Linux build does not check it.
    public final class \#(name.sceneDelegate): UIResponder, UIWindowSceneDelegate {
      /// The scene's window.
      public var window: UIWindow?
      /// The running app, kept for the scene's life (the window and the RIB tree live as long as it does).
      private var app: \#(name.appType)?

      /// Shows the app in a new window of `scene`.
      ///
      /// - Parameters:
      ///   - scene: The scene being connected.
      ///   - session: Its session.
      ///   - connectionOptions: How it was opened.
      public func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
      ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        let app = \#(name.appType)(window: window)
        app.launch()
        self.window = window
        self.app = app
      }
    }
    #endif

    """#
  }

  /// `App/Shell/main.swift`: the shell's command line (its name, help and `--feature`) and the catalog of the
  /// app and its features alone, on NavigatableRIBs' shell engine (the `NavigatableRIBsShell` product).
  static func shell(_ name: AppName) -> String {
    #"""
    // The \#(name.program) shell (`make run`): the app's screens and RIB tree as text. `help` lists the commands,
    // `\#(name.program) --help` the options.

    import \#(name.previewsModule)
    import \#(name.rootModule)
    import AppShell
    import ArgumentParser
    import ShellKit

    /// The `\#(name.program)` command line: the shell engine's options, and `--feature NAME` for \#(name.name)'s
    /// features alone (`FeaturePreviews`, which `make rib` adds to).
    struct \#(name.name)CommandLine: ShellCommandLine {
      static let identity = ShellIdentity(
        commandName: "\#(name.program)", abstract: "Explore \#(name.name) from the command line.", version: "0.1.0")
      static let configuration = identity.commandConfiguration

      @OptionGroup var shell: ShellOptions

      @Option(
        name: .long,
        help: ArgumentHelp(
          "Explore one feature alone (\(FeaturePreviews.names.joined(separator: ", "))), its children stand-ins.",
          valueName: "NAME"))
      var feature: String?

      var appChoice: AppChoice { AppChoice(featureName: feature) }
    }

    ShellLauncher.main(
      \#(name.name)CommandLine.self,
      makeApp: { configuration in
        AppExplorer(
          configuration: configuration,
          catalog: SingleAppCatalog(
            name: "\#(name.program)",
            deepLinkHelp: "Known links: \#(name.program)://NAME for each tab, its title in lower case (Tab lists them).",
            features: FeaturePreviews.names,
            makeFeature: { feature, _ in
              FeaturePreviews.host(named: feature).map { host in
                HostedApp(window: host.window, rootRouter: host.rootRouter, launch: { host.launch() }, keeping: host)
              }
            },
            makeApp: { withoutSync in
              let app = \#(name.appType)(withoutSync: withoutSync)
              return HostedApp(
                window: app.window, rootRouter: app.rootRouter, deepLinks: app.deepLinks, launch: { app.launch() },
                open: { app.open($0) }, keeping: app)
            }))
      })

    """#
  }

  /// `Tests/NameTests/NameAppTests.swift`: the app launches with Home in its first tab, and nothing leaks.
  static func tests(_ name: AppName) -> String {
    #"""
    import NavigatableRIBs
    import NavigatableRIBsTesting
    import Testing

    @testable import \#(name.rootModule)

    /// The app as the shell starts it.
    @MainActor
    @Suite struct \#(name.appType)Tests {
      @Test func launchingShowsHomeInTheFirstTab() {
        let diagnostics = withCleanGlobals {
          let app = \#(name.appType)()
          app.launch()
          let tabs = app.window.rootViewController as? UITabBarController
          let first = tabs?.viewControllers?.first as? UINavigationController
          #expect(first?.viewControllers.first?.tabBarItem.title == "Home")
          #expect(!app.rootRouter.children.isEmpty)
        }
        #expect(diagnostics.isEmpty, "\(diagnostics)")
      }
    }

    """#
  }

  /// `Tests/NameTests/NameAppExplorationTests.swift`: the whole app explored from its start, as the shell
  /// starts it: every sequence of user actions up to three, every guarantee checked after each step, each
  /// failing sequence an issue at the test's line with why and the fix.
  static func explorationTests(_ name: AppName) -> String {
    #"""
    \#(Templates.importLines("NavigatableRIBs", "NavigatableRIBsTesting", "Testing", name.rootModule))

    /// The whole app, from its start: every sequence of user actions up to three (taps, back, swipes, the back
    /// menu, tabs, sheets), with every guarantee of NavigatableRIBs' Navigation.md checked after each step.
    @MainActor
    @Suite(.serialized, .restoresExplorationGlobals)
    struct \#(name.appType)ExplorationTests {
      /// The app, built and launched: where every sequence starts.
      static func launched() -> any ExplorableApp {
        let app = \#(name.appType)()
        app.launch()
        return LaunchedApp(window: app.window, rootRouter: app.rootRouter, keptAlive: [app])
      }

      @Test func noSequenceOfUserActionsStrandsARIB() {
        // A new app shows Home alone: one state. Raise `minimumStates` as screens are added, so an
        // exploration that stops reaching them fails too.
        Exploration(depth: 3).expectGuaranteesKept(minimumStates: 1) { Self.launched() }
      }
    }

    """#
  }
}
