import NavigatableRIBs
import ScreenKit

/// What AddPaymentMethod's view reports to its interactor.
@MainActor
protocol AddPaymentMethodPresentableListener: AnyObject {
  func didTapAddCard(number: String, expiry: String, securityCode: String)
  func didTapCancel()
  // generate-rib: presentable listener
}

/// The "Add card" form: card number, expiry (MM/YY), security code; "Add card" and "Cancel".
final class AddPaymentMethodViewController: UIViewController, AddPaymentMethodPresentable,
  AddPaymentMethodViewControllable, ScreenDescribing
{
  weak var listener: (any AddPaymentMethodPresentableListener)?
  private static let labels = ["Card number", "Expiry (MM/YY)", "Security code"]
  private var texts = ["", "", ""]
  private var focused = 0
  private var errorText: String?

  init() {
    super.init(nibName: nil, bundle: nil)
    title = "Add card"
  }

  required init?(coder: NSCoder) { nil }

  func show(error: String?) {
    errorText = error
  }

  var screenDescription: ScreenDescription {
    ScreenDescription(
      title: title ?? "Add card",
      lines: ["Enter the card's details."],
      fields: Self.labels.indices.map { index in
        ScreenField(
          label: Self.labels[index], text: texts[index], isFocused: index == focused,
          focus: { [weak self] in self?.focused = index }
        ) { [weak self] text in
          self?.texts[index] = text
          self?.focused = index
          self?.errorText = nil  // the error was about the text that was just replaced
        }
      },
      errorText: errorText
    ) {
      ScreenItem(.button, "Add card") { [weak self] in
        guard let self else { return }
        listener?.didTapAddCard(number: texts[0], expiry: texts[1], securityCode: texts[2])
      }
      ScreenItem(.button, "Cancel") { [weak self] in self?.listener?.didTapCancel() }
      // generate-rib: items
    }
  }
}
