import AddPaymentMethod
import AddPaymentMethodImpl
import FinanceRepository
import NavigatableRIBs

/// AddPaymentMethod's dependency in its preview: an empty in-memory card list and the system clock
/// (generate-rib adds its children's builders).
final class AddPaymentMethodPreviewDependency: AddPaymentMethodDependency {
  let cardOnFileRepository: any CardOnFileRepository = InMemoryCardOnFileRepository(cards: [])
  let dateProvider: any DateProviding = SystemDateProvider()
}

extension PreviewListener: AddPaymentMethodListener {
  func addPaymentMethodDidAddCard(_ paymentMethod: PaymentMethod) { close() }
  func addPaymentMethodDidCancel() { close() }
}

extension FeaturePreview {
  /// The "Add card" form alone.
  static var addPaymentMethod: FeaturePreview {
    FeaturePreview(name: "AddPaymentMethod", summary: "the \"Add card\" form over an empty card list") {
      listener, _ in
      .screen(AddPaymentMethodBuilder(dependency: AddPaymentMethodPreviewDependency()).build(withListener: listener))
    }
  }
}
