import FinanceRepository
import NavigatableRIBs
import ScreenKit

/// What FinanceHome's view reports to its interactor.
@MainActor
protocol FinanceHomePresentableListener: AnyObject {
  func didTapTopup()
  func didTapAddCard()
  // generate-rib: presentable listener
}

/// The "Finance" screen: the SuperPay balance, the cards on file, "Top up" and "Add card".
final class FinanceHomeViewController: UIViewController, FinanceHomePresentable, FinanceHomeViewControllable,
  ScreenDescribing
{
  weak var listener: (any FinanceHomePresentableListener)?
  private var balance: Decimal = 0
  private var cards: [PaymentMethod] = []

  init() {
    super.init(nibName: nil, bundle: nil)
    title = "Finance"
    tabBarItem = UITabBarItem(title: "Finance", image: nil, tag: 1)
  }

  required init?(coder: NSCoder) { nil }

  func show(balance: Decimal) {
    self.balance = balance
  }

  func show(cards: [PaymentMethod]) {
    self.cards = cards
  }

  var screenDescription: ScreenDescription {
    var lines = ["Balance: \(Money.format(balance))"]
    lines.append(cards.isEmpty ? "Cards: none" : "Cards: \(cards.map(\.displayName).joined(separator: ", "))")
    return ScreenDescription(title: title ?? "Finance", lines: lines) {
      ScreenItem(.button, "Top up") { [weak self] in self?.listener?.didTapTopup() }
      ScreenItem(.button, "Add card") { [weak self] in self?.listener?.didTapAddCard() }
      // generate-rib: items
    }
  }
}
