import NavigatableRIBs
import ScreenKit

/// What Home's view reports to its interactor.
@MainActor
protocol HomePresentableListener: AnyObject {
  func didTapGreetMe()
  func didChangeName(to name: String)
}

/// Home's screen: a "Name" field and a "Greet me" button.
final class HomeViewController: UIViewController, HomePresentable, HomeViewControllable, ScreenDescribing {
  weak var listener: (any HomePresentableListener)?
  private var userName = ""

  init() {
    super.init(nibName: nil, bundle: nil)
    title = "Home"
  }

  required init?(coder: NSCoder) { nil }

  func show(userName: String) {
    self.userName = userName
  }

  var screenDescription: ScreenDescription {
    ScreenDescription(
      title: title ?? "Home",
      items: [ScreenItem(.button, "Greet me") { [weak self] in self?.listener?.didTapGreetMe() }],
      fields: [
        ScreenField(label: "Name", text: userName, isFocused: true) { [weak self] in
          self?.listener?.didChangeName(to: $0)
        }
      ])
  }
}
