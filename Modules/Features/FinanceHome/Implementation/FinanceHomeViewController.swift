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
  /// The lines the screen shows, formatted when the interactor hands over new values (not at every read).
  private var balanceLine = "Balance: \(Money.format(0))"
  private var cardsLine = "Cards: none"

  init() {
    super.init(nibName: nil, bundle: nil)
    title = "Finance"
    tabBarItem = UITabBarItem(title: "Finance", image: nil, tag: 1)
  }

  required init?(coder: NSCoder) { nil }

  func show(balance: Decimal) {
    balanceLine = "Balance: \(Money.format(balance))"
  }

  func show(cards: [PaymentMethod]) {
    cardsLine = cards.isEmpty ? "Cards: none" : "Cards: \(cards.map(\.displayName).joined(separator: ", "))"
  }

  var screenDescription: ScreenDescription {
    ScreenDescription(title: title ?? "Finance", lines: [balanceLine, cardsLine]) {
      ScreenItem(.button, "Top up") { [weak self] in self?.listener?.didTapTopup() }
      ScreenItem(.button, "Add card") { [weak self] in self?.listener?.didTapAddCard() }
      // generate-rib: items
    }
  }
}
