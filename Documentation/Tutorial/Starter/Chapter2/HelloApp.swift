import NavigatableRIBs

/// The tutorial's app: Home inside a navigation controller, in a window.
///
/// Home's screen is the root of a navigation controller (so Home can push Greeting), so the app puts it
/// there and then activates and loads Home itself: what `LaunchRouter.launch(from:)` does for a root
/// whose screen is the window's root.
@MainActor
public final class HelloApp {
  /// The window the app is shown in.
  public let window = UIWindow()
  /// Home's router, the root of the RIB tree.
  public let homeRouter: any ViewableRouting
  /// Where deep links start.
  public let homeActionableItem: any HomeActionableItem
  /// The navigation controller Home's screen is the root of.
  public let navigationController: UINavigationController
  private let component: HelloComponent

  /// Builds the app for a user called `userName`, without showing it.
  public init(userName: String = "Ada") {
    component = HelloComponent(initialUserName: userName)
    (homeRouter, homeActionableItem) = HomeBuilder(dependency: component).build()
    navigationController = UINavigationController(rootViewController: homeRouter.viewControllable.uiviewController)
  }

  /// Shows the app and starts Home. A second call does nothing.
  public func launch() {
    guard window.rootViewController == nil else { return }
    window.rootViewController = navigationController
    window.makeKeyAndVisible()
    homeRouter.interactable.activate()
    homeRouter.load()
    settle()
  }

  /// Runs the run loop until every transition has completed (HeadlessUIKit only; on iOS the system
  /// run loop does it).
  public func settle() {
    #if !canImport(UIKit)
    HeadlessRunLoop.main.runUntilIdle()
    #endif
  }
}
