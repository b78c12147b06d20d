import FinanceRepository
import Foundation

/// Why an amount was refused; `description` is the message shown under the field.
public enum AmountError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Nothing was typed.
  case missing
  /// The text is not a plain decimal number (digits, at most one point).
  case notANumber(String)
  /// The amount is zero or negative.
  case notPositive
  /// The amount has more decimals than the currency.
  case tooManyDecimals(allowed: Int)
  /// The amount is above the top-up limit.
  case aboveLimit(Decimal)

  /// The message shown under the field.
  public var description: String {
    switch self {
    case .missing: "Enter an amount."
    case let .notANumber(text): "\"\(text)\" is not a number. Enter an amount like 12.50."
    case .notPositive: "The amount must be greater than zero."
    case let .tooManyDecimals(allowed): "The amount can have at most \(allowed) decimals."
    case let .aboveLimit(limit): "The amount cannot be more than \(Money.format(limit))."
    }
  }
}

/// Checks a typed top-up amount: a plain decimal number (optional sign, digits, at most one point), greater
/// than zero, with at most the currency's decimals, and not above the limit.
public struct AmountValidator: Sendable {
  /// The largest amount one top-up may add.
  public let limit: Decimal
  /// The number of decimals the currency has.
  public let decimals: Int

  /// A validator with the given limit (1,000,000 by default) and decimals (the currency's).
  ///
  /// - Parameters:
  ///   - limit: The largest amount one top-up may add.
  ///   - decimals: How many digits may follow the decimal point.
  public init(limit: Decimal = 1_000_000, decimals: Int = Money.decimals) {
    self.limit = limit
    self.decimals = decimals
  }

  /// The amount, or why it is refused.
  ///
  /// - Parameter text: The amount as typed; surrounding spaces are ignored.
  /// - Returns: The amount, greater than zero and at most ``limit``.
  /// - Throws: The ``AmountError`` that says what is wrong: missing, not a number, not positive, too many
  ///   decimals or above the limit.
  public func validate(_ text: String) throws(AmountError) -> Decimal {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    guard !trimmed.isEmpty else { throw .missing }
    var body = Substring(trimmed)
    var negative = false
    if let sign = body.first, sign == "-" || sign == "+" {
      negative = sign == "-"
      body = body.dropFirst()
    }
    let parts = body.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count <= 2, parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
      parts.contains(where: { !$0.isEmpty }),
      let magnitude = Decimal(string: String(body.isEmpty ? "" : body), locale: Locale(identifier: "en_US_POSIX"))
    else { throw .notANumber(trimmed) }
    let amount = negative ? -magnitude : magnitude
    guard amount > 0 else { throw .notPositive }
    if parts.count == 2, parts[1].count > decimals { throw .tooManyDecimals(allowed: decimals) }
    guard amount <= limit else { throw .aboveLimit(limit) }
    return amount
  }
}
