import Detail
import NavigatableRIBs
import ScreenKit

/// What Detail's view reports to its interactor.
@MainActor
protocol DetailPresentableListener: AnyObject {
  func didTapPushNext()
  func didTapClose()
  func didTapPop(toDepth depth: Int)
  // generate-rib: presentable listener
}

/// Detail's screen: its depth, what it is, and the buttons "Push next", "Close", "Pop to depth N".
final class DetailViewController: UIViewController, DetailPresentable, DetailViewControllable, ScreenDescribing {
  weak var listener: (any DetailPresentableListener)?
  private var depth = 1
  private var kind = DetailKind.normal
  private var earlierDepths: [Int] = []

  init() {
    super.init(nibName: nil, bundle: nil)
    title = "Detail"
  }

  required init?(coder: NSCoder) { nil }

  func show(depth: Int, kind: DetailKind, earlierDepths: [Int]) {
    self.depth = depth
    self.kind = kind
    self.earlierDepths = earlierDepths
    title = "Detail \(depth)"
  }

  var screenDescription: ScreenDescription {
    ScreenDescription(title: title ?? "Detail", lines: ["Depth \(depth)", kind.summary]) {
      if kind.canPushNext {
        ScreenItem(.button, "Push next") { [weak self] in self?.listener?.didTapPushNext() }
      }
      ScreenItem(.button, "Close") { [weak self] in self?.listener?.didTapClose() }
      for target in earlierDepths.reversed() {
        ScreenItem(.button, "Pop to depth \(target)") { [weak self] in self?.listener?.didTapPop(toDepth: target) }
      }
      // generate-rib: items
    }
  }
}
