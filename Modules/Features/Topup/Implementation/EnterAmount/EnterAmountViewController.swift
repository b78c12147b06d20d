import FinanceRepository
import NavigatableRIBs
import ScreenKit

/// What EnterAmount's view reports to its interactor.
@MainActor
protocol EnterAmountPresentableListener: AnyObject {
  func didTapTopup(amount: String)
  func didTapChangeCard()
  func didTapClose()
  // generate-rib: presentable listener
}

/// The "Enter amount" screen: the selected card, an amount field, "Top up", "Change card", "Close".
final class EnterAmountViewController: UIViewController, EnterAmountPresentable, EnterAmountViewControllable,
  ScreenDescribing
{
  weak var listener: (any EnterAmountPresentableListener)?
  private var paymentMethod: PaymentMethod?
  private var amountText = ""
  private var errorText: String?

  init() {
    super.init(nibName: nil, bundle: nil)
    title = "Enter amount"
  }

  required init?(coder: NSCoder) { nil }

  func show(paymentMethod: PaymentMethod?) {
    self.paymentMethod = paymentMethod
  }

  func show(error: String?) {
    errorText = error
  }

  var screenDescription: ScreenDescription {
    ScreenDescription(
      title: title ?? "Enter amount",
      lines: ["Card: \(paymentMethod?.displayName ?? "none selected")"],
      fields: [
        ScreenField(label: "Amount", text: amountText, isFocused: true) { [weak self] text in
          self?.amountText = text
          self?.errorText = nil  // the error was about the text that was just replaced
        }
      ],
      errorText: errorText
    ) {
      ScreenItem(.button, "Top up") { [weak self] in
        guard let self else { return }
        listener?.didTapTopup(amount: amountText)
      }
      ScreenItem(.button, "Change card") { [weak self] in self?.listener?.didTapChangeCard() }
      ScreenItem(.button, "Close") { [weak self] in self?.listener?.didTapClose() }
      // generate-rib: items
    }
  }
}
