import AddPaymentMethod
import FinanceRepository
import NavigatableRIBs
import Topup

/// What Topup's interactor asks of its router: which screen comes and goes.
@MainActor
protocol TopupRouting: Routing {
  /// Shows EnterAmount: presented as the flow's first screen, or replacing AddPaymentMethod as the root of
  /// the flow's navigation controller. Returns false when it could not be shown.
  func attachEnterAmount() -> Bool
  /// Pushes CardOnFile.
  func attachCardOnFile()
  /// Detaches CardOnFile; NavigationSync pops it and every screen above it, back to EnterAmount.
  func detachCardOnFile()
  /// Shows AddPaymentMethod: presented as the flow's first screen, or pushed. Returns false when it could
  /// not be shown.
  func attachAddPaymentMethod() -> Bool
  /// Detaches AddPaymentMethod; NavigationSync pops its screen.
  func detachAddPaymentMethod()
  /// Dismisses the navigation controller Topup presented, if it is still presented.
  func cleanupViews()
  // generate-rib: routing
}

/// Topup's business logic: decides the first screen, holds the selected card, moves between screens.
final class TopupInteractor: Interactor, TopupInteractable, NavigationFlowInteractable {
  weak var router: (any TopupRouting)?
  weak var listener: (any TopupListener)?
  private let cardOnFileRepository: any CardOnFileRepository
  private let paymentMethodSubject: CurrentValueSubject<PaymentMethod?, Never>
  /// Whether EnterAmount is the flow's root (false while the flow started on AddPaymentMethod).
  private(set) var isEnterAmountRoot = false

  init(cardOnFileRepository: any CardOnFileRepository, paymentMethodSubject: CurrentValueSubject<PaymentMethod?, Never>)
  {
    self.cardOnFileRepository = cardOnFileRepository
    self.paymentMethodSubject = paymentMethodSubject
    super.init()
  }

  override func didBecomeActive() {
    super.didBecomeActive()
    let shown: Bool
    if let card = cardOnFileRepository.currentCardsOnFile.first {
      paymentMethodSubject.send(card)
      shown = router?.attachEnterAmount() ?? false
      isEnterAmountRoot = shown
    } else {
      shown = router?.attachAddPaymentMethod() ?? false
    }
    if !shown { listener?.topupDidClose() }
  }

  override func willResignActive() {
    super.willResignActive()
    router?.cleanupViews()
  }

  // MARK: - NavigationFlowInteractable

  func navigationFlowDidClose() {
    listener?.topupDidClose()
  }

  // MARK: - EnterAmountListener

  func enterAmountDidTapChangeCard() {
    router?.attachCardOnFile()
  }

  func enterAmountDidFinishTopup() {
    listener?.topupDidFinish()
  }

  func enterAmountDidTapClose() {
    listener?.topupDidClose()
  }

  // MARK: - CardOnFileListener

  func cardOnFileDidSelect(_ paymentMethod: PaymentMethod) {
    paymentMethodSubject.send(paymentMethod)
    router?.detachCardOnFile()
  }

  func cardOnFileDidTapAddCard() {
    _ = router?.attachAddPaymentMethod()
  }

  // MARK: - AddPaymentMethodListener

  func addPaymentMethodDidAddCard(_ paymentMethod: PaymentMethod) {
    paymentMethodSubject.send(paymentMethod)
    if isEnterAmountRoot {
      router?.detachCardOnFile()
    } else {
      isEnterAmountRoot = router?.attachEnterAmount() ?? false
    }
  }

  func addPaymentMethodDidCancel() {
    if isEnterAmountRoot {
      router?.detachAddPaymentMethod()
    } else {
      listener?.topupDidClose()
    }
  }
}
