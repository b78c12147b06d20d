import FinanceRepository
import NavigatableRIBs
import Topup

/// Topup's component gives EnterAmount the selected card (read-only) and the balance repository.
extension TopupComponent: EnterAmountDependency {
  var selectedPaymentMethod: AnyPublisher<PaymentMethod?, Never> { paymentMethodSubject.eraseToAnyPublisher() }
}
