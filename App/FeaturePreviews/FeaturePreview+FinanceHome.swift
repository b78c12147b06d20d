import AddPaymentMethod
import AddPaymentMethodTestSupport
import FinanceHome
import FinanceHomeImpl
import FinanceRepository
import FinanceRepositoryTestSupport
import NavigatableRIBs
import Topup
import TopupTestSupport

/// FinanceHome's dependency in its preview: in-memory repositories with two cards, and its children's
/// builders from their test support (generate-rib adds them).
final class FinanceHomePreviewDependency: FinanceHomeDependency {
  let cardOnFileRepository: any CardOnFileRepository
  let superPayRepository: any SuperPayRepository
  let topupBuildable: any TopupBuildable = MockTopupBuildable()
  let addPaymentMethodBuildable: any AddPaymentMethodBuildable = MockAddPaymentMethodBuildable()

  init() {
    let cards = InMemoryCardOnFileRepository(cards: [TestCards.visa, TestCards.mastercard])
    cardOnFileRepository = cards
    superPayRepository = InMemorySuperPayRepository(cards: cards)
  }
}

extension PreviewListener: FinanceHomeListener {}

extension FeaturePreview {
  /// FinanceHome alone; Topup and Add card are stand-ins.
  static var financeHome: FeaturePreview {
    FeaturePreview(name: "FinanceHome", summary: "the balance and two cards; Topup and Add card are stand-ins") {
      listener, _ in
      .screen(FinanceHomeBuilder(dependency: FinanceHomePreviewDependency()).build(withListener: listener).router)
    }
  }
}
