import FinanceRepository
import NavigatableRIBs

/// What CardOnFile's interactor asks of its router: nothing (a leaf).
@MainActor
protocol CardOnFileRouting: ViewableRouting {}

/// What CardOnFile's interactor asks of its view.
@MainActor
protocol CardOnFilePresentable: Presentable {
  var listener: (any CardOnFilePresentableListener)? { get set }
  /// Shows the cards on file.
  func show(cards: [PaymentMethod])
}

/// Told by CardOnFile what the user chose (Topup listens).
@MainActor
protocol CardOnFileListener: AnyObject {
  /// A card was chosen.
  func cardOnFileDidSelect(_ paymentMethod: PaymentMethod)
  /// "Add card" was tapped.
  func cardOnFileDidTapAddCard()
}

/// CardOnFile's business logic: list the cards, report the choice.
final class CardOnFileInteractor: PresentableInteractor<any CardOnFilePresentable>, CardOnFileInteractable,
  CardOnFilePresentableListener
{
  weak var router: (any CardOnFileRouting)?
  weak var listener: (any CardOnFileListener)?
  private let cardsOnFile: AnyPublisher<[PaymentMethod], Never>
  private var cards: [PaymentMethod] = []

  init(presenter: any CardOnFilePresentable, cardsOnFile: AnyPublisher<[PaymentMethod], Never>) {
    self.cardsOnFile = cardsOnFile
    super.init(presenter: presenter)
    presenter.listener = self
  }

  override func didBecomeActive() {
    super.didBecomeActive()
    cardsOnFile
      .sink { [weak self] cards in
        self?.cards = cards
        self?.presenter.show(cards: cards)
      }
      .cancelOnDeactivate(interactor: self)
  }

  func didSelectCard(at index: Int) {
    guard cards.indices.contains(index) else { return }
    listener?.cardOnFileDidSelect(cards[index])
  }

  func didTapAddCard() {
    listener?.cardOnFileDidTapAddCard()
  }
}
