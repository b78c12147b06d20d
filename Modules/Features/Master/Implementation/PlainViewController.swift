import NavigatableRIBs
import ScreenKit

/// Told when the plain screen's button is tapped.
@MainActor
protocol PlainScreenListener: AnyObject {
  /// "Push Detail" was tapped on the plain screen.
  func plainScreenDidTapPushDetail()
}

/// A plain view controller that is not a RIB, pushed with plain UIKit. NavigationSync does not track it;
/// the Detail pushed above it is tracked as usual.
final class PlainViewController: UIViewController, ScreenDescribing {
  weak var listener: (any PlainScreenListener)?

  init() {
    super.init(nibName: nil, bundle: nil)
    title = "Plain screen"
  }

  required init?(coder: NSCoder) { nil }

  var screenDescription: ScreenDescription {
    ScreenDescription(
      title: title ?? "Plain screen",
      lines: ["A plain UIViewController, not a RIB, pushed with plain UIKit."],
      items: [ScreenItem(.button, "Push Detail") { [weak self] in self?.listener?.plainScreenDidTapPushDetail() }])
  }
}
