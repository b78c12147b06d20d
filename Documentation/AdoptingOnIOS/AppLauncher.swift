import NavigatableRIBs
import Root

/// What an iOS scene delegate does to start the app, compiled here against today's API: AdoptingOnIOS.md
/// quotes it, and the documentation tests check the quote is verbatim.
@MainActor
final class AppLauncher {
  /// The running app, kept for the scene's life (the window and the RIB tree live as long as it does).
  private(set) var app: AppRoot?

  /// Shows the app in `window` (on iOS: `UIWindow(windowScene: scene)`) and, when the scene was opened from a
  /// link, follows it (`ribs://finance/topup`, ...).
  func launch(in window: UIWindow, openingURL url: String? = nil) {
    let app = AppRoot(window: window)
    app.launch()
    if let url { app.open(url) }
    self.app = app
  }
}
