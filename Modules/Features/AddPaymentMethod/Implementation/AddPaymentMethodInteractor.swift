import AddPaymentMethod
import FinanceRepository
import NavigatableRIBs

/// What AddPaymentMethod's interactor asks of its router: the routes to its children (none yet).
@MainActor
protocol AddPaymentMethodRouting: ViewableRouting {
  // generate-rib: routing
}

/// What AddPaymentMethod's interactor asks of its view.
@MainActor
protocol AddPaymentMethodPresentable: Presentable {
  /// Receives the user's input.
  var listener: (any AddPaymentMethodPresentableListener)? { get set }
  /// Shows a validation message, or none.
  func show(error: String?)
}

/// AddPaymentMethod's business logic: validate the form, add the card, report it.
final class AddPaymentMethodInteractor: PresentableInteractor<any AddPaymentMethodPresentable>,
  AddPaymentMethodInteractable, AddPaymentMethodPresentableListener
{
  weak var router: (any AddPaymentMethodRouting)?
  weak var listener: (any AddPaymentMethodListener)?
  private let repository: any CardOnFileRepository
  private let validator: CardFormValidator

  init(presenter: any AddPaymentMethodPresentable, repository: any CardOnFileRepository, validator: CardFormValidator) {
    self.repository = repository
    self.validator = validator
    super.init(presenter: presenter)
    presenter.listener = self
  }

  func didTapAddCard(number: String, expiry: String, securityCode: String) {
    let card: NewCard
    do {
      card = try validator.validate(number: number, expiry: expiry, securityCode: securityCode)
    } catch {
      presenter.show(error: error.description)
      return
    }
    presenter.show(error: nil)
    let method = repository.addCard(card)
    listener?.addPaymentMethodDidAddCard(method)
  }

  func didTapCancel() {
    listener?.addPaymentMethodDidCancel()
  }

  // MARK: - The children's listeners
}
