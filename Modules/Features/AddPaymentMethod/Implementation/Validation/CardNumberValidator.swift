/// Checks a card number: digits only once spaces are removed, 13 to 19 of them, and a valid Luhn check digit.
public struct CardNumberValidator: Sendable {
  /// Creates the validator.
  public init() {}

  /// The number's digits, or why it is refused.
  ///
  /// - Parameter text: The card number as typed; spaces between the digits are allowed.
  /// - Returns: The digits, spaces removed.
  /// - Throws: ``CardFormError/cardNumberMissing``, ``CardFormError/cardNumberNotDigits``,
  ///   ``CardFormError/cardNumberLength(_:)`` or ``CardFormError/cardNumberChecksum``.
  public func validate(_ text: String) throws(CardFormError) -> String {
    let compact = text.filter { $0 != " " }
    guard !compact.isEmpty else { throw .cardNumberMissing }
    guard compact.allSatisfy({ $0.isASCII && $0.isNumber }) else { throw .cardNumberNotDigits }
    guard (13...19).contains(compact.count) else { throw .cardNumberLength(compact.count) }
    guard Self.passesLuhn(compact) else { throw .cardNumberChecksum }
    return compact
  }

  /// Whether `digits` passes the Luhn check.
  ///
  /// - Parameter digits: A card number's digits, ASCII digits only, the check digit last.
  /// - Returns: true when the Luhn sum is a multiple of 10.
  public static func passesLuhn(_ digits: String) -> Bool {
    var sum = 0
    for (index, character) in digits.reversed().enumerated() {
      guard let digit = character.wholeNumberValue else { return false }
      if index % 2 == 1 {
        let doubled = digit * 2
        sum += doubled > 9 ? doubled - 9 : doubled
      } else {
        sum += digit
      }
    }
    return sum % 10 == 0
  }
}
