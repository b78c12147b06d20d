import NavigatableRIBs
import NavigatableRIBsTesting

/// What the shell explores: the explorer's app (`ExplorableApp`: a window and a RIB tree), which the shell
/// also launches and sends deep links to. A team's app root conforms in its shell target (or is wrapped in a
/// ``HostedApp``); the sample app, the tutorial's Hello app and a feature alone all are. `explore` hands the
/// app itself to the explorer.
@MainActor
public protocol ExploredApp: ExplorableApp {
  /// The deep links the app follows, for `open`'s completion and an unknown link's error: one list, so the
  /// error suggests what Tab completes. Empty when the app follows none.
  var deepLinks: [String] { get }
  /// Shows the app: its window key and visible, its root RIB launched.
  func launch()
  /// Opens a deep link.
  ///
  /// - Parameter url: The link, as typed.
  /// - Returns: `false`, and no change, for one the app does not know.
  func open(_ url: String) -> Bool
}

/// An app the shell explores, made of the parts a team's app root already has: its window, its root RIB,
/// how it launches, and (optionally) its deep links. Keeps the app root alive as long as the shell holds it.
@MainActor
public final class HostedApp: ExploredApp {
  /// The window the app is shown in.
  public let window: UIWindow
  /// The root of the RIB tree.
  public let rootRouter: any Routing
  /// The deep links the app follows, as it lists them now.
  public var deepLinks: [String] { links() }
  private let links: @MainActor () -> [String]
  private let launchApp: @MainActor () -> Void
  private let openLink: (@MainActor (String) -> Bool)?
  private let kept: AnyObject?

  /// Wraps an app.
  ///
  /// - Parameters:
  ///   - window: The app's window.
  ///   - rootRouter: The root of its RIB tree.
  ///   - deepLinks: The deep links it follows, for completion and `open`'s hint; read each time they are asked
  ///     for (an app that lists its tabs' links has them once launched); empty by default.
  ///   - launch: Shows the app (sets the window's root, makes it key and visible, launches the root RIB).
  ///   - open: Follows a deep link, `false` for an unknown one; `nil` when the app follows none.
  ///   - keeping: The app root (or anything else) to keep alive with the app.
  public init(
    window: UIWindow, rootRouter: any Routing, deepLinks: @autoclosure @escaping @MainActor () -> [String] = [],
    launch: @escaping @MainActor () -> Void,
    open: (@MainActor (String) -> Bool)? = nil, keeping: AnyObject? = nil
  ) {
    self.window = window
    self.rootRouter = rootRouter
    links = deepLinks
    launchApp = launch
    openLink = open
    kept = keeping
  }

  /// Shows the app.
  public func launch() { launchApp() }

  /// Follows `url` when the app follows deep links.
  ///
  /// - Parameter url: The link, as typed.
  /// - Returns: Whether the app knew it.
  public func open(_ url: String) -> Bool { openLink?(url) ?? false }
}

/// No app: what the shell holds while `explore` builds apps of its own (an empty window, a bare root RIB
/// never activated).
final class EmptyApp: ExploredApp {
  let window = UIWindow()
  let rootRouter: any Routing = Router(interactor: Interactor())
  var deepLinks: [String] { [] }
  func launch() {}
  func open(_ url: String) -> Bool { false }
}
