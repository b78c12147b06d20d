import RIBs

/// Why a top-up was refused by the repository.
public enum TopupError: Error, Equatable, CustomStringConvertible {
  /// The amount is zero or negative.
  case nonPositiveAmount
  /// The payment method is not one of the cards on file.
  case unknownPaymentMethod

  /// A sentence for the user.
  public var description: String {
    switch self {
    case .nonPositiveAmount: "The amount must be greater than zero."
    case .unknownPaymentMethod: "The selected card is not on file."
    }
  }
}

/// The SuperPay balance: read-only stream for everyone, one writer (the repository).
@MainActor
public protocol SuperPayRepository: AnyObject {
  /// The balance: the current value on subscription, then every change.
  var balance: AnyPublisher<Decimal, Never> { get }
  /// The balance right now.
  var currentBalance: Decimal { get }
  /// Adds `amount` to the balance, charged to `paymentMethod`.
  ///
  /// - Parameters:
  ///   - amount: The amount to add.
  ///   - paymentMethod: The card to charge.
  /// - Throws: ``TopupError`` when the amount is not positive or the card is not on file; the balance is unchanged.
  func topup(amount: Decimal, paymentMethod: PaymentMethod) throws(TopupError)
}

/// The SuperPay balance kept in memory, charged to the cards of a card repository.
public final class InMemorySuperPayRepository: SuperPayRepository {
  private let subject: CurrentValueSubject<Decimal, Never>
  private let cards: any CardOnFileRepository

  /// A repository starting at `balance`, accepting the cards of `cards`.
  ///
  /// - Parameters:
  ///   - balance: The balance at first.
  ///   - cards: The cards on file it accepts.
  public init(balance: Decimal = 0, cards: any CardOnFileRepository) {
    subject = CurrentValueSubject(balance)
    self.cards = cards
  }

  /// The balance: the current value on subscription, then every change.
  public var balance: AnyPublisher<Decimal, Never> { subject.eraseToAnyPublisher() }

  /// The balance right now.
  public var currentBalance: Decimal { subject.value }

  /// Adds `amount` to the balance, charged to `paymentMethod`.
  ///
  /// - Parameters:
  ///   - amount: The amount to add.
  ///   - paymentMethod: The card to charge.
  /// - Throws: ``TopupError`` when the amount is not positive or the card is not on file; the balance is unchanged.
  public func topup(amount: Decimal, paymentMethod: PaymentMethod) throws(TopupError) {
    guard amount > 0 else { throw .nonPositiveAmount }
    guard cards.currentCardsOnFile.contains(where: { $0.id == paymentMethod.id }) else {
      throw .unknownPaymentMethod
    }
    subject.value += amount
  }
}
