/// A card on file: what the user can top up from.
public struct PaymentMethod: Sendable, Equatable, Hashable, Identifiable {
  /// A stable identifier.
  public let id: String
  /// The card's network or nickname ("Visa", "Mastercard", "Card").
  public let name: String
  /// The last four digits of the card number.
  public let lastDigits: String

  /// Creates a payment method.
  ///
  /// - Parameters:
  ///   - id: A stable identifier.
  ///   - name: The card's network or nickname.
  ///   - lastDigits: The last four digits of the card number.
  public init(id: String, name: String, lastDigits: String) {
    self.id = id
    self.name = name
    self.lastDigits = lastDigits
  }

  /// `Visa •••• 4242`.
  public var displayName: String { "\(name) •••• \(lastDigits)" }
}
