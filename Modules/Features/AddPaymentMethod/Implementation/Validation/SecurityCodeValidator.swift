/// Checks a security code: 3 or 4 digits (surrounding spaces ignored).
public struct SecurityCodeValidator: Sendable {
  /// Creates the validator.
  public init() {}

  /// The code, or why it is refused.
  ///
  /// - Parameter text: The security code as typed; surrounding spaces are ignored.
  /// - Returns: The code's digits.
  /// - Throws: ``CardFormError/securityCode`` unless it is 3 or 4 digits.
  public func validate(_ text: String) throws(CardFormError) -> String {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    guard (3...4).contains(trimmed.count), trimmed.allSatisfy({ $0.isASCII && $0.isNumber }) else {
      throw .securityCode
    }
    return trimmed
  }
}
