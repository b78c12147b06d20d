import FinanceRepository
import NavigatableRIBs

/// Told when the user added a card or gave up.
@MainActor
public protocol AddPaymentMethodListener: AnyObject {
  /// A card was validated and added to the cards on file.
  ///
  /// - Parameter paymentMethod: The card added.
  func addPaymentMethodDidAddCard(_ paymentMethod: PaymentMethod)
  /// The user tapped "Cancel".
  func addPaymentMethodDidCancel()
}
