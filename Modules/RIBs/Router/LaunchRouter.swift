/// The interface of the root router, launched from a window.
@MainActor
public protocol LaunchRouting: ViewableRouting {
  /// Makes the router's view controller the window's root, makes the window key and visible, activates
  /// the interactor and loads the router.
  ///
  /// - Parameter window: The app's window.
  func launch(from window: UIWindow)
}

/// The base class of the root router of an app (or of a scene).
///
/// ```swift
/// let root = RootBuilder(dependency: AppComponent()).build()
/// root.launch(from: window)
/// ```
@MainActor
open class LaunchRouter<InteractorType, ViewControllerType>: ViewableRouter<InteractorType, ViewControllerType>,
  LaunchRouting
{
  /// Creates a launch router driving `interactor` and owning `viewController`.
  ///
  /// - Parameters:
  ///   - interactor: The root RIB's interactor.
  ///   - viewController: The view controller that becomes the window's root.
  public override init(interactor: InteractorType, viewController: ViewControllerType) {
    super.init(interactor: interactor, viewController: viewController)
  }

  /// Makes the view controller the window's root, makes the window key and visible, activates the
  /// interactor and loads the router. Launching a router that has already launched (or loaded) is
  /// reported and changes nothing.
  ///
  /// - Parameter window: The app's window.
  public final func launch(from window: UIWindow) {
    guard !isLoaded else {
      RIBsDiagnostics.report(
        .launchedTwice, "\(ribName) was launched while already launched or loaded; nothing changed.")
      return
    }
    RIBEventLog.emit(.launch, keepAlive: self) {
      RIBEvent(kind: .launch, name: ribName, router: self, interactor: interactable)
    }
    window.rootViewController = viewControllable.uiviewController
    window.makeKeyAndVisible()
    interactable.activate()
    load()
  }
}
