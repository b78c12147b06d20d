import FinanceRepository

/// Checks the whole card form, field by field in screen order, and reports the first problem.
public struct CardFormValidator: Sendable {
  private let number = CardNumberValidator()
  private let expiry: ExpiryValidator
  private let securityCode = SecurityCodeValidator()

  /// A validator reading the current month from `dateProvider`.
  ///
  /// - Parameter dateProvider: The clock whose month an expiry date may not be before.
  public init(dateProvider: any DateProviding) {
    expiry = ExpiryValidator(dateProvider: dateProvider)
  }

  /// The validated card, or the first problem (number, then expiry, then security code).
  ///
  /// - Parameters:
  ///   - numberText: The card number as typed; spaces between the digits are allowed.
  ///   - expiryText: The expiry date as typed, `MM/YY`.
  ///   - codeText: The security code as typed.
  /// - Returns: The card, with its number's digits and its expiry month and year.
  /// - Throws: The ``CardFormError`` of the first field, in screen order, that is refused.
  public func validate(
    number numberText: String, expiry expiryText: String, securityCode codeText: String
  )
    throws(CardFormError) -> NewCard
  {
    let digits = try number.validate(numberText)
    let (month, year) = try expiry.validate(expiryText)
    _ = try securityCode.validate(codeText)
    return NewCard(number: digits, expiryMonth: month, expiryYear: year)
  }
}
