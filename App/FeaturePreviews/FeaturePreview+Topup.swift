import AddPaymentMethod
import AddPaymentMethodTestSupport
import FinanceRepository
import FinanceRepositoryTestSupport
import NavigatableRIBs
import Topup
import TopupImpl

/// Topup's dependency in its preview: in-memory repositories with one card, and its children's builders from
/// their test support (generate-rib adds them).
final class TopupPreviewDependency: TopupDependency {
  let cardOnFileRepository: any CardOnFileRepository
  let superPayRepository: any SuperPayRepository
  let addPaymentMethodBuildable: any AddPaymentMethodBuildable = MockAddPaymentMethodBuildable()

  init(cards: [PaymentMethod] = [TestCards.visa]) {
    let cards = InMemoryCardOnFileRepository(cards: cards)
    cardOnFileRepository = cards
    superPayRepository = InMemorySuperPayRepository(cards: cards)
  }
}

extension PreviewListener: TopupListener {
  func topupDidClose() { close() }
  func topupDidFinish() { close() }
}

extension FeaturePreviews {
  /// What the composition root gives Topup, for running it outside the app: in-memory repositories holding
  /// `cards`, and its children's stand-ins ("Add card" is `MockAddPaymentMethodBuildable`, whose screen is
  /// titled "Add card"). generate-rib keeps it complete (its `preview dependency` line), so the tutorial's
  /// chapter 3, which builds the real Topup over it, needs no edit when Topup takes a child.
  @MainActor public static func topupDependency(cards: [PaymentMethod]) -> any TopupDependency {
    TopupPreviewDependency(cards: cards)
  }
}

extension FeaturePreview {
  /// The Topup flow alone, presented from the host's screen; Add card is a stand-in.
  static var topup: FeaturePreview {
    FeaturePreview(name: "Topup", summary: "the viewless flow with one card; Add card is a stand-in") {
      listener, base in
      .flow(TopupBuilder(dependency: TopupPreviewDependency()).build(withListener: listener, presentingFrom: base))
    }
  }
}
