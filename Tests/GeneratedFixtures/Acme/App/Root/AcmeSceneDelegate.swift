#if canImport(UIKit)
import NavigatableRIBs
import UIKit

/// The scene delegate of Acme's iOS app target: it shows the app in the scene's window and keeps it for
/// the scene's life. Link the `AcmeRoot` product from the app target and name this class in its
/// Info.plist (`UISceneDelegateClassName`: `AcmeRoot.AcmeSceneDelegate`). Compiled only where
/// UIKit exists: the Linux build does not check it.
public final class AcmeSceneDelegate: UIResponder, UIWindowSceneDelegate {
  /// The scene's window.
  public var window: UIWindow?
  /// The running app, kept for the scene's life (the window and the RIB tree live as long as it does).
  private var app: AcmeApp?

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
    let app = AcmeApp(window: window)
    app.launch()
    self.window = window
    self.app = app
  }
}
#endif
