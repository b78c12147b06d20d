import NavigatableRIBs
import ScreenKit

/// What Master's view reports to its interactor.
@MainActor
protocol MasterPresentableListener: AnyObject {
  /// An example's row was tapped.
  func didSelect(_ exampleCase: MasterExampleCase)
  // generate-rib: presentable listener
}

/// Master's screen, "Examples": one row per example case.
final class MasterViewController: UIViewController, MasterPresentable, MasterViewControllable, ScreenDescribing {
  weak var listener: (any MasterPresentableListener)?
  private var cases: [MasterExampleCase] = []

  init() {
    super.init(nibName: nil, bundle: nil)
    title = "Examples"
    tabBarItem = UITabBarItem(title: "Examples", image: nil, tag: 0)
  }

  required init?(coder: NSCoder) { nil }

  func show(cases: [MasterExampleCase]) {
    self.cases = cases
  }

  var screenDescription: ScreenDescription {
    ScreenDescription(
      title: title ?? "Examples", lines: ["Navigation examples: each row shows a Detail a different way."]
    ) {
      for exampleCase in cases {
        ScreenItem(.row, exampleCase.label) { [weak self] in self?.listener?.didSelect(exampleCase) }
      }
      // generate-rib: items
    }
  }
}
