import NavigatableRIBs
import NavigatableRIBsTesting

/// A feature running alone: its preview in a ``FeatureHost`` (NavigatableRIBsTesting), a window whose
/// navigation controller's root is the host screen ("Preview: NAME"), with the feature shown above it
/// (pushed, or presented by the flow).
///
/// When the feature is gone (its listener said it is done, the user went back or swiped it down), the host's
/// row "Show NAME" shows it again.
@MainActor
public final class FeaturePreviewApp {
  /// The preview.
  public let preview: FeaturePreview
  /// The host that shows the preview's feature.
  public let host: FeatureHost
  /// The window the preview is shown in.
  public var window: UIWindow { host.window }
  /// The host RIB, the root of the RIB tree; the feature is its child.
  public var rootRouter: any Routing { host.rootRouter }

  /// Builds the preview of `preview`, without showing it.
  ///
  /// - Parameter preview: The feature to show alone.
  public init(preview: FeaturePreview) {
    self.preview = preview
    host = FeatureHost(name: preview.name, summary: preview.summary) { close, base in
      let listener = PreviewListener(close: close)
      var feature = preview.build(listener, base)
      feature.listener = listener
      return feature
    }
  }

  /// Shows the host and the feature. A second call does nothing.
  public func launch() {
    host.launch()
  }

  /// Runs the run loop until every transition has completed (HeadlessUIKit only).
  public func settle() {
    host.settle()
  }
}
