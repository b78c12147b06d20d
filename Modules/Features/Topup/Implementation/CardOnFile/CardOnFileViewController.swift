import FinanceRepository
import NavigatableRIBs
import ScreenKit

/// What CardOnFile's view reports to its interactor.
@MainActor
protocol CardOnFilePresentableListener: AnyObject {
  func didSelectCard(at index: Int)
  func didTapAddCard()
}

/// The "Cards" screen: one row per card on file, and "Add card".
final class CardOnFileViewController: UIViewController, CardOnFilePresentable, CardOnFileViewControllable,
  ScreenDescribing
{
  weak var listener: (any CardOnFilePresentableListener)?
  private var cards: [PaymentMethod] = []

  init() {
    super.init(nibName: nil, bundle: nil)
    title = "Cards"
  }

  required init?(coder: NSCoder) { nil }

  func show(cards: [PaymentMethod]) {
    self.cards = cards
  }

  var screenDescription: ScreenDescription {
    var items = cards.enumerated().map { index, card in
      ScreenItem(.row, card.displayName) { [weak self] in self?.listener?.didSelectCard(at: index) }
    }
    items.append(ScreenItem(.button, "Add card") { [weak self] in self?.listener?.didTapAddCard() })
    return ScreenDescription(
      title: title ?? "Cards", lines: cards.isEmpty ? ["No card on file."] : ["Choose the card to top up from."],
      items: items)
  }
}
