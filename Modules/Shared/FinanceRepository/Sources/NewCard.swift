/// A card the user entered and the form validated, about to be added to the cards on file.
public struct NewCard: Sendable, Equatable {
  /// The card number, digits only.
  public let number: String
  /// The expiry month, 1–12.
  public let expiryMonth: Int
  /// The expiry year, four digits.
  public let expiryYear: Int

  /// Creates a new card from validated parts.
  ///
  /// - Parameters:
  ///   - number: The card number, digits only.
  ///   - expiryMonth: The expiry month, 1–12.
  ///   - expiryYear: The expiry year, four digits.
  public init(number: String, expiryMonth: Int, expiryYear: Int) {
    self.number = number
    self.expiryMonth = expiryMonth
    self.expiryYear = expiryYear
  }

  /// The card's network, guessed from its first digits ("Visa", "Mastercard", "Amex", else "Card").
  public var network: String {
    if number.hasPrefix("4") { return "Visa" }
    if let two = Int(number.prefix(2)), (51...55).contains(two) { return "Mastercard" }
    if number.hasPrefix("34") || number.hasPrefix("37") { return "Amex" }
    return "Card"
  }
}
