/// Checks a card number: digits only once spaces are removed, 13 to 19 of them, and a valid Luhn check digit.
public struct CardNumberValidator: Sendable {
  /// Creates the validator.
  public init() {}

  /// The number's digits, or why it is refused.
  public func validate(_ text: String) throws(CardFormError) -> String {
    let compact = text.filter { $0 != " " }
    guard !compact.isEmpty else { throw .cardNumberMissing }
    guard compact.allSatisfy({ $0.isASCII && $0.isNumber }) else { throw .cardNumberNotDigits }
    guard (13...19).contains(compact.count) else { throw .cardNumberLength(compact.count) }
    guard Self.passesLuhn(compact) else { throw .cardNumberChecksum }
    return compact
  }

  /// Whether `digits` (ASCII digits only) passes the Luhn check.
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
