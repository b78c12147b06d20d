import FinanceRepository
import Foundation

/// Checks an expiry date written `MM/YY`: month 01–12, and not before the current month (a card is valid
/// through the end of its expiry month). The current month comes from an injected clock, in UTC.
public struct ExpiryValidator: Sendable {
  private let dateProvider: any DateProviding

  /// A validator reading the current month from `dateProvider`.
  ///
  /// - Parameter dateProvider: The clock whose month, in UTC, an expiry date may not be before.
  public init(dateProvider: any DateProviding) {
    self.dateProvider = dateProvider
  }

  /// The expiry month (1–12) and four-digit year, or why they are refused.
  ///
  /// - Parameter text: The expiry date as typed, `MM/YY`; surrounding spaces are ignored.
  /// - Returns: The month and the year, the year with its century (`27` is 2027).
  /// - Throws: ``CardFormError/expiryFormat``, ``CardFormError/expiryMonth`` or
  ///   ``CardFormError/expiryInPast``.
  public func validate(_ text: String) throws(CardFormError) -> (month: Int, year: Int) {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    let parts = trimmed.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, parts.allSatisfy({ $0.count == 2 && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
      let month = Int(parts[0]), let shortYear = Int(parts[1])
    else { throw .expiryFormat }
    guard (1...12).contains(month) else { throw .expiryMonth }
    let year = 2000 + shortYear
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    let now = calendar.dateComponents([.year, .month], from: dateProvider.now())
    let currentYear = now.year ?? 0
    let currentMonth = now.month ?? 0
    if year < currentYear || (year == currentYear && month < currentMonth) { throw .expiryInPast }
    return (month, year)
  }
}
