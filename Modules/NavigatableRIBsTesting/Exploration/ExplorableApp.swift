import NavigatableRIBs

/// An app the explorer can drive: a window with the app's screens and the root of its RIB tree.
///
/// A team's app root conforms with two properties it already has:
///
/// ```swift
/// extension AppRoot: ExplorableApp {}   // var window: UIWindow; var rootRouter: any Routing
/// ```
@MainActor
public protocol ExplorableApp: AnyObject {
  /// The window the app is shown in.
  var window: UIWindow { get }
  /// The root of the RIB tree.
  var rootRouter: any Routing { get }
}

/// The simplest ``ExplorableApp``: a window and a root router the caller built and launched.
@MainActor
public final class LaunchedApp: ExplorableApp {
  /// The window the app is shown in.
  public let window: UIWindow
  /// The root of the RIB tree.
  public let rootRouter: any Routing
  /// Anything else the app needs kept alive while it is explored (its builders' dependencies, a host).
  public let keptAlive: [AnyObject]

  /// Wraps a launched app.
  ///
  /// - Parameters:
  ///   - window: The window, key and visible, its root view controller set.
  ///   - rootRouter: The root of the RIB tree, launched or attached.
  ///   - keptAlive: Objects to keep alive as long as the app.
  public init(window: UIWindow, rootRouter: any Routing, keptAlive: [AnyObject] = []) {
    self.window = window
    self.rootRouter = rootRouter
    self.keptAlive = keptAlive
  }
}
