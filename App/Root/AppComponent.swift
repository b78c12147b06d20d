import AddPaymentMethod
import FinanceRepository
import NavigatableRIBs

/// The app's root of dependencies: creates the in-memory repositories and the clock, and satisfies the root
/// RIB's dependency.
final class AppComponent: EmptyComponent, RootDependency {
  let cardOnFileRepository: any CardOnFileRepository
  let superPayRepository: any SuperPayRepository
  let dateProvider: any DateProviding

  init(cards: [PaymentMethod], balance: Decimal, dateProvider: any DateProviding) {
    let cardRepository = InMemoryCardOnFileRepository(cards: cards)
    cardOnFileRepository = cardRepository
    superPayRepository = InMemorySuperPayRepository(balance: balance, cards: cardRepository)
    self.dateProvider = dateProvider
    super.init()
  }

  /// The cards the app starts with.
  static let sampleCards = [
    PaymentMethod(id: "card-1", name: "Visa", lastDigits: "4242"),
    PaymentMethod(id: "card-2", name: "Mastercard", lastDigits: "4444"),
  ]
}
