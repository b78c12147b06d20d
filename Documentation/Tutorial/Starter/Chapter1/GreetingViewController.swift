import NavigatableRIBs
import ScreenKit

/// What Greeting's view reports to its interactor.
@MainActor
protocol GreetingPresentableListener: AnyObject {
  func didTapSayGoodbye()
}

/// Greeting's screen: the greeting and a "Say goodbye" button. It decides nothing.
final class GreetingViewController: UIViewController, GreetingPresentable, GreetingViewControllable,
  ScreenDescribing
{
  weak var listener: (any GreetingPresentableListener)?
  private(set) var greeting = ""
  private(set) var isWaving = false

  init() {
    super.init(nibName: nil, bundle: nil)
    title = "Greeting"
  }

  required init?(coder: NSCoder) { nil }

  func show(greeting: String) {
    // TODO(chapter 1, step 4): keep `greeting`, so that `screenDescription` shows it.
  }

  func showWave() {
    isWaving = true
  }

  var screenDescription: ScreenDescription {
    ScreenDescription(
      title: title ?? "Greeting", lines: isWaving ? [greeting, "👋"] : [greeting],
      items: [ScreenItem(.button, "Say goodbye") { [weak self] in self?.listener?.didTapSayGoodbye() }])
  }
}
