/// Why the card form was refused; `description` is the message shown under the form.
public enum CardFormError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The card number is empty.
  case cardNumberMissing
  /// The card number has something other than digits and spaces.
  case cardNumberNotDigits
  /// The card number has fewer than 13 or more than 19 digits.
  case cardNumberLength(Int)
  /// The card number fails the Luhn check.
  case cardNumberChecksum
  /// The expiry is not `MM/YY`.
  case expiryFormat
  /// The expiry month is not 01–12.
  case expiryMonth
  /// The card expired before the current month.
  case expiryInPast
  /// The security code is not 3 or 4 digits.
  case securityCode

  /// The message shown under the form.
  public var description: String {
    switch self {
    case .cardNumberMissing: "Enter the card number."
    case .cardNumberNotDigits: "The card number may contain only digits and spaces."
    case let .cardNumberLength(count): "The card number must have 13 to 19 digits (it has \(count))."
    case .cardNumberChecksum: "The card number is not valid: check the digits."
    case .expiryFormat: "Enter the expiry date as MM/YY."
    case .expiryMonth: "The expiry month must be between 01 and 12."
    case .expiryInPast: "The card has expired."
    case .securityCode: "The security code must be 3 or 4 digits."
    }
  }
}
