import NavigatableRIBs
import ScreenKit

/// What GeneratedFlow's first screen reports to its interactor.
@MainActor
protocol GeneratedFlowStartPresentableListener: AnyObject {
  /// "Done" was tapped.
  func didTapDone()
  // generate-rib: presentable listener
}

/// GeneratedFlow's first screen: a "Done" button that completes the flow, and a row per child of the flow
/// (generate-rib adds them). Swiping it down, or going back past it, closes the flow.
final class GeneratedFlowStartViewController:
  UIViewController, GeneratedFlowStartPresentable, GeneratedFlowStartViewControllable,
  ScreenDescribing
{
  weak var listener: (any GeneratedFlowStartPresentableListener)?

  init() {
    super.init(nibName: nil, bundle: nil)
    title = "GeneratedFlow"
  }

  required init?(coder: NSCoder) { nil }

  var screenDescription: ScreenDescription {
    ScreenDescription(title: title ?? "GeneratedFlow", lines: ["The first screen of the GeneratedFlow flow."]) {
      ScreenItem(.button, "Done") { [weak self] in self?.listener?.didTapDone() }
      // generate-rib: items
    }
  }
}
