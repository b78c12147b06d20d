import NavigatableRIBs

/// The apps a shell explores and the data they start with: what a team's shell gives ``AppExplorer``.
///
/// The engine parses `--app`, `--feature` and `--fixture`, keeps the ``AppSetup`` and rebuilds the app from it
/// (`reset`, `fixture`, `undo`, `explore`); the catalog names the apps and features, checks and stores the
/// fixtures, and builds an app for a setup. ``SingleAppCatalog`` is the catalog of one app with no fixtures.
@MainActor
public protocol ShellAppCatalog: AnyObject {
  /// The apps `--app` takes; the first is the one a plain start shows.
  var appNames: [String] { get }
  /// The features `--feature` shows alone (empty: none).
  var featureNames: [String] { get }
  /// The fixtures `--fixture` and `fixture` offer, for completion (`cards=0`); empty when there are none.
  var fixtureExamples: [String] { get }
  /// What `help open` says of the deep links, after the list of the app's own.
  var deepLinkHelp: String { get }

  /// Whether the app named `app` takes fixtures.
  ///
  /// - Parameter app: One of ``appNames``.
  /// - Returns: `true` when `--fixture` and `fixture` apply to it.
  func hasFixtures(_ app: String) -> Bool

  /// Checks `fixture` (`KEY=VALUE`, as typed) and stores it in `setup.fixtures`.
  ///
  /// - Parameters:
  ///   - fixture: The fixture, as typed.
  ///   - setup: The setup it changes.
  /// - Throws: What is wrong and what is accepted, in one line.
  func apply(fixture: String, to setup: inout AppSetup) throws(AppSetupError)

  /// The data `setup`'s app starts with, as `fixture` prints it after `app: NAME, ` (`cards=2 balance=0`).
  ///
  /// - Parameter setup: A setup whose app has fixtures.
  /// - Returns: One line.
  func describeFixtures(of setup: AppSetup) -> String

  /// Builds `setup`'s app, not launched, with the sync switched as asked (`NavigationSync.shared.isEnabled
  /// = !withoutSync`).
  ///
  /// - Parameters:
  ///   - setup: The app, its feature alone (``AppSetup/Subject/feature(_:)``) or its fixtures.
  ///   - withoutSync: Whether the sync is off (`--without-sync`).
  /// - Returns: The app.
  func makeApp(in setup: AppSetup, withoutSync: Bool) -> any ExploredApp
}

/// The catalog of one app with no fixtures, and its features alone (`--feature NAME`) when it has previews:
/// what a team's shell starts with.
///
/// ```swift
/// ShellLauncher.main(AcmeCommandLine.self, makeApp: { configuration in
///   AppExplorer(configuration: configuration, catalog: SingleAppCatalog(name: "acme") { withoutSync in
///     let app = AcmeApp(withoutSync: withoutSync)
///     return HostedApp(window: app.window, rootRouter: app.rootRouter, launch: { app.launch() }, keeping: app)
///   })
/// })
/// ```
@MainActor
public final class SingleAppCatalog: ShellAppCatalog {
  /// The app's name, as the engine names its setup.
  public let appNames: [String]
  /// The features `--feature` shows alone, in order.
  public let featureNames: [String]
  /// None.
  public var fixtureExamples: [String] { [] }
  /// What `help open` says of the deep links.
  public let deepLinkHelp: String
  private let make: @MainActor (_ withoutSync: Bool) -> any ExploredApp
  private let makeFeature: @MainActor (_ name: String, _ withoutSync: Bool) -> (any ExploredApp)?

  /// A catalog of the one app `makeApp` builds, and of the features `makeFeature` builds alone.
  ///
  /// - Parameters:
  ///   - name: The app's name.
  ///   - deepLinkHelp: What `help open` says of the deep links; empty by default.
  ///   - features: The features `--feature` shows alone, in order; none by default.
  ///   - makeFeature: Builds one of `features` alone, not launched (a `FeatureHost` in a ``HostedApp``);
  ///     `nil` for a name it does not know.
  ///   - makeApp: Builds the app, not launched, with the sync switched off when asked.
  public init(
    name: String, deepLinkHelp: String = "", features: [String] = [],
    makeFeature: @escaping @MainActor (_ name: String, _ withoutSync: Bool) -> (any ExploredApp)? = { _, _ in nil },
    makeApp: @escaping @MainActor (_ withoutSync: Bool) -> any ExploredApp
  ) {
    appNames = [name]
    featureNames = features
    self.deepLinkHelp = deepLinkHelp
    self.makeFeature = makeFeature
    make = makeApp
  }

  /// `false`: the app takes no fixtures.
  ///
  /// - Parameter app: The app's name.
  /// - Returns: `false`.
  public func hasFixtures(_ app: String) -> Bool { false }

  /// Refuses: the app takes no fixtures.
  ///
  /// - Parameters:
  ///   - fixture: The fixture, as typed.
  ///   - setup: Unchanged.
  /// - Throws: Always, in one line.
  public func apply(fixture: String, to setup: inout AppSetup) throws(AppSetupError) {
    throw AppSetupError("the \((setup.appName ?? "?")) app has no fixtures")
  }

  /// Empty: the app takes no fixtures.
  ///
  /// - Parameter setup: The setup.
  /// - Returns: An empty line.
  public func describeFixtures(of setup: AppSetup) -> String { "" }

  /// Builds the app, or the feature the setup shows alone.
  ///
  /// - Parameters:
  ///   - setup: The setup: the app, or ``AppSetup/Subject/feature(_:)`` and a feature.
  ///   - withoutSync: Whether the sync is off.
  /// - Returns: The app, not launched.
  public func makeApp(in setup: AppSetup, withoutSync: Bool) -> any ExploredApp {
    NavigationSync.shared.isEnabled = !withoutSync
    if case .feature(let feature) = setup.subject, let app = makeFeature(feature, withoutSync) {
      return app
    }
    return make(withoutSync)
  }
}
