import NavigatableRIBs
import ScreenKit

/// The preview's host screen: "Preview: NAME", with a row that shows the feature again once it is gone.
final class PreviewHostViewController: UIViewController, ViewControllable, ScreenDescribing {
  /// Called when "Show NAME" is tapped.
  var onShow: (@MainActor () -> Void)?
  private let featureName: String

  init(featureName: String) {
    self.featureName = featureName
    super.init(nibName: nil, bundle: nil)
    title = "Preview: \(featureName)"
  }

  required init?(coder: NSCoder) { nil }

  var screenDescription: ScreenDescription {
    ScreenDescription(
      title: title ?? "Preview", lines: ["\(featureName) alone, its children from their test support."]
    ) {
      ScreenItem(.row, "Show \(featureName)") { [weak self] in self?.onShow?() }
    }
  }
}

/// The host RIB: the feature's parent.
final class PreviewHostRouter: ViewableRouter<Interactor, PreviewHostViewController> {}
