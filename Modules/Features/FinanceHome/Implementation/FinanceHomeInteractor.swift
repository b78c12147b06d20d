import AddPaymentMethod
import FinanceHome
import FinanceRepository
import NavigatableRIBs
import Topup

/// What FinanceHome's interactor asks of its router.
@MainActor
protocol FinanceHomeRouting: ViewableRouting {
  /// Attaches the viewless Topup flow (it presents its own screens).
  func attachTopup()
  /// Detaches Topup (its `willResignActive` cleans up its screens).
  func detachTopup()
  /// Presents "Add card" as a sheet inside a navigation controller.
  func attachAddPaymentMethod()
  /// Detaches "Add card"; NavigationSync dismisses its sheet.
  func detachAddPaymentMethod()
  // generate-rib: routing
}

/// What FinanceHome's interactor asks of its view.
@MainActor
protocol FinanceHomePresentable: Presentable {
  var listener: (any FinanceHomePresentableListener)? { get set }
  /// Shows the balance.
  func show(balance: Decimal)
  /// Shows the cards on file.
  func show(cards: [PaymentMethod])
}

/// FinanceHome's business logic: stream the balance and cards to the view, start Topup and Add card.
final class FinanceHomeInteractor: PresentableInteractor<any FinanceHomePresentable>, FinanceHomeInteractable,
  FinanceHomePresentableListener, FinanceHomeActionableItem
{
  weak var router: (any FinanceHomeRouting)?
  weak var listener: (any FinanceHomeListener)?
  private let cardOnFileRepository: any CardOnFileRepository
  private let superPayRepository: any SuperPayRepository

  init(
    presenter: any FinanceHomePresentable, cardOnFileRepository: any CardOnFileRepository,
    superPayRepository: any SuperPayRepository
  ) {
    self.cardOnFileRepository = cardOnFileRepository
    self.superPayRepository = superPayRepository
    super.init(presenter: presenter)
    presenter.listener = self
  }

  override func didBecomeActive() {
    super.didBecomeActive()
    superPayRepository.balance
      .sink { [weak self] in self?.presenter.show(balance: $0) }
      .cancelOnDeactivate(interactor: self)
    cardOnFileRepository.cardsOnFile
      .sink { [weak self] in self?.presenter.show(cards: $0) }
      .cancelOnDeactivate(interactor: self)
  }

  // MARK: - FinanceHomePresentableListener

  func didTapTopup() {
    router?.attachTopup()
  }

  func didTapAddCard() {
    router?.attachAddPaymentMethod()
  }

  // MARK: - TopupListener

  func topupDidClose() {
    router?.detachTopup()
  }

  func topupDidFinish() {
    router?.detachTopup()
  }

  // MARK: - AddPaymentMethodListener

  func addPaymentMethodDidAddCard(_ paymentMethod: PaymentMethod) {
    router?.detachAddPaymentMethod()
  }

  func addPaymentMethodDidCancel() {
    router?.detachAddPaymentMethod()
  }

  // MARK: - FinanceHomeActionableItem

  func startTopup() -> AnyPublisher<(any FinanceHomeActionableItem, Void), any Error> {
    closeFlows()
    router?.attachTopup()
    return Just((self, ())).setFailureType(to: (any Error).self).eraseToAnyPublisher()
  }

  func startAddCard() -> AnyPublisher<(any FinanceHomeActionableItem, Void), any Error> {
    closeFlows()
    router?.attachAddPaymentMethod()
    return Just((self, ())).setFailureType(to: (any Error).self).eraseToAnyPublisher()
  }

  func closeFlows() {
    router?.detachTopup()
    router?.detachAddPaymentMethod()
  }
}
