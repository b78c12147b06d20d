import NavigatableRIBs
import ScreenKit

/// The preview's host screen: "Preview: NAME", with a row that shows the feature again once it is gone.
final class PreviewHostViewController: UIViewController, ViewControllable, ScreenDescribing {
  /// Called when "Show NAME" is tapped.
  var onShow: (@MainActor () -> Void)?
  private let featureName: String
  private let summary: String

  init(featureName: String, summary: String) {
    self.featureName = featureName
    self.summary = summary
    super.init(nibName: nil, bundle: nil)
    title = "Preview: \(featureName)"
  }

  required init?(coder: NSCoder) { nil }

  var screenDescription: ScreenDescription {
    ScreenDescription(
      title: title ?? "Preview", lines: ["\(featureName) alone: \(summary)."]
    ) {
      ScreenItem(.row, "Show \(featureName)") { [weak self] in self?.onShow?() }
    }
  }
}

/// The host RIB: the feature's parent.
final class PreviewHostRouter: ViewableRouter<Interactor, PreviewHostViewController> {}
