import NavigatableRIBs

/// A feature running alone: a window whose navigation controller's root is the host screen
/// ("Preview: NAME"), with the feature shown above it (pushed, or presented by the flow).
///
/// When the feature is gone (its listener said it is done, the user went back or swiped it down), the host's
/// row "Show NAME" shows it again.
@MainActor
public final class FeaturePreviewApp {
  /// The window the preview is shown in.
  public let window = UIWindow()
  /// The preview.
  public let preview: FeaturePreview
  /// The host RIB, the root of the RIB tree; the feature is its child.
  public var rootRouter: any Routing { host }
  private let host: PreviewHostRouter
  private let navigationController: UINavigationController
  private var listener: PreviewListener?
  private weak var shown: (any Routing)?

  /// Builds the preview of `preview`, without showing it.
  public init(preview: FeaturePreview) {
    self.preview = preview
    let screen = PreviewHostViewController(featureName: preview.name, summary: preview.summary)
    host = PreviewHostRouter(interactor: Interactor(), viewController: screen)
    navigationController = UINavigationController(rootViewController: screen)
    screen.onShow = { [weak self] in self?.showFeature() }
    listener = PreviewListener { [weak self] in self?.closeFeature() }
  }

  /// Shows the host and the feature. A second call does nothing.
  public func launch() {
    guard window.rootViewController == nil else { return }
    window.rootViewController = navigationController
    window.makeKeyAndVisible()
    host.interactable.activate()
    host.load()
    settle()  // the host's screen is in the window before the feature is shown from it
    showFeature()
    settle()
  }

  /// Shows the feature unless it is already shown.
  func showFeature() {
    guard shown == nil, let listener else { return }
    switch preview.build(listener, host.viewControllable) {
    case .screen(let router):
      if host.pushChild(router) { shown = router }
    case .flow(let router):
      shown = router  // before attaching: a flow may close at once
      host.attachChild(router)
    }
  }

  /// Takes the feature away (NavigationSync removes its screens).
  func closeFeature() {
    guard let shown else { return }
    host.detachChild(shown)
  }

  /// Runs the run loop until every transition has completed (HeadlessUIKit only).
  public func settle() {
    #if !canImport(UIKit)
    HeadlessRunLoop.main.runUntilIdle()
    #endif
  }
}
