import FinanceRepository
import NavigatableRIBs

/// The app's composition root: the only place that knows the features' implementations. It creates the
/// in-memory repositories and the clock, builds one builder per feature (`AppRootComponent+Feature.swift`)
/// and satisfies every feature's dependency, so a feature sees its children only through their interfaces
/// (`MasterDependency.detailBuildable`, ...).
final class AppRootComponent: Component<Void>, RootDependency {
  let cardOnFileRepository: any CardOnFileRepository
  let superPayRepository: any SuperPayRepository
  let dateProvider: any DateProviding

  init(cards: [PaymentMethod], balance: Decimal, dateProvider: any DateProviding) {
    let cardRepository = InMemoryCardOnFileRepository(cards: cards)
    cardOnFileRepository = cardRepository
    superPayRepository = InMemorySuperPayRepository(balance: balance, cards: cardRepository)
    self.dateProvider = dateProvider
    super.init(dependency: ())
  }

  /// The cards the app starts with.
  static let sampleCards = [
    PaymentMethod(id: "card-1", name: "Visa", lastDigits: "4242"),
    PaymentMethod(id: "card-2", name: "Mastercard", lastDigits: "4444"),
  ]
}
