import RIBs

/// The cards on file: read-only stream for everyone, one writer (the repository).
@MainActor
public protocol CardOnFileRepository: AnyObject {
  /// The cards on file: the current list on subscription, then every change.
  var cardsOnFile: AnyPublisher<[PaymentMethod], Never> { get }
  /// The cards on file right now.
  var currentCardsOnFile: [PaymentMethod] { get }
  /// Adds `card` to the cards on file (published to ``cardsOnFile``).
  ///
  /// - Parameter card: The validated card.
  /// - Returns: The payment method it became.
  func addCard(_ card: NewCard) -> PaymentMethod
}

/// Cards on file kept in memory, published through a current-value subject.
public final class InMemoryCardOnFileRepository: CardOnFileRepository {
  private let subject: CurrentValueSubject<[PaymentMethod], Never>
  private var nextID: Int

  /// A repository holding `cards` at first.
  ///
  /// - Parameter cards: The cards on file at first.
  public init(cards: [PaymentMethod] = []) {
    subject = CurrentValueSubject(cards)
    nextID = cards.count + 1
  }

  /// The cards on file: the current list on subscription, then every change.
  public var cardsOnFile: AnyPublisher<[PaymentMethod], Never> { subject.eraseToAnyPublisher() }

  /// The cards on file right now.
  public var currentCardsOnFile: [PaymentMethod] { subject.value }

  /// Adds `card` at the end of the list.
  ///
  /// - Parameter card: The validated card.
  /// - Returns: The payment method it became.
  public func addCard(_ card: NewCard) -> PaymentMethod {
    let method = PaymentMethod(id: "card-\(nextID)", name: card.network, lastDigits: String(card.number.suffix(4)))
    nextID += 1
    subject.value.append(method)
    return method
  }
}
