import FinanceRepository
import NavigatableRIBs

/// What EnterAmount's interactor asks of its router: nothing (a leaf).
@MainActor
protocol EnterAmountRouting: ViewableRouting {}

/// What EnterAmount's interactor asks of its view.
@MainActor
protocol EnterAmountPresentable: Presentable {
  var listener: (any EnterAmountPresentableListener)? { get set }
  /// Shows the card the top-up is charged to (nil: none selected).
  func show(paymentMethod: PaymentMethod?)
  /// Shows a validation or failure message, or none.
  func show(error: String?)
}

/// Told by EnterAmount what the user wants (Topup listens).
@MainActor
protocol EnterAmountListener: AnyObject {
  /// "Change card" was tapped.
  func enterAmountDidTapChangeCard()
  /// The top-up went through.
  func enterAmountDidFinishTopup()
  /// "Close" was tapped.
  func enterAmountDidTapClose()
  // generate-rib: start listener
}

/// EnterAmount's business logic: validate the amount, top up with the selected card.
final class EnterAmountInteractor: PresentableInteractor<any EnterAmountPresentable>, EnterAmountInteractable,
  EnterAmountPresentableListener
{
  weak var router: (any EnterAmountRouting)?
  weak var listener: (any EnterAmountListener)?
  private let selectedPaymentMethod: AnyPublisher<PaymentMethod?, Never>
  private let superPayRepository: any SuperPayRepository
  private let validator = AmountValidator()
  private var paymentMethod: PaymentMethod?

  init(
    presenter: any EnterAmountPresentable, selectedPaymentMethod: AnyPublisher<PaymentMethod?, Never>,
    superPayRepository: any SuperPayRepository
  ) {
    self.selectedPaymentMethod = selectedPaymentMethod
    self.superPayRepository = superPayRepository
    super.init(presenter: presenter)
    presenter.listener = self
  }

  override func didBecomeActive() {
    super.didBecomeActive()
    selectedPaymentMethod
      .sink { [weak self] method in
        self?.paymentMethod = method
        self?.presenter.show(paymentMethod: method)
      }
      .cancelOnDeactivate(interactor: self)
  }

  func didTapTopup(amount text: String) {
    let amount: Decimal
    do {
      amount = try validator.validate(text)
    } catch {
      presenter.show(error: error.description)
      return
    }
    guard let paymentMethod else {
      presenter.show(error: "Choose a card first.")
      return
    }
    do {
      try superPayRepository.topup(amount: amount, paymentMethod: paymentMethod)
    } catch {
      presenter.show(error: error.description)
      return
    }
    presenter.show(error: nil)
    listener?.enterAmountDidFinishTopup()
  }

  func didTapChangeCard() {
    listener?.enterAmountDidTapChangeCard()
  }

  func didTapClose() {
    listener?.enterAmountDidTapClose()
  }
}
