import Foundation

/// Formats amounts of the app's currency (two decimals, thousands separated by commas), independent of
/// the device's locale so screens and tests read the same everywhere.
public enum Money {
  /// The number of decimals the currency has.
  public static let decimals = 2

  /// Formats an amount for the screen: `1,234.50` for 1234.5; `-3.00` for -3.
  ///
  /// - Parameter amount: The amount.
  /// - Returns: The amount with two decimals and thousands separators.
  public static func format(_ amount: Decimal) -> String {
    var value = amount
    var rounded = Decimal()
    NSDecimalRound(&rounded, &value, decimals, .bankers)
    let negative = rounded < 0
    let absolute = negative ? -rounded : rounded
    let cents = NSDecimalNumber(decimal: absolute * 100).int64Value
    let whole = String(cents / 100)
    let remainder = cents % 100
    let fraction = remainder < 10 ? "0\(remainder)" : String(remainder)
    var grouped = ""
    for (index, character) in whole.reversed().enumerated() {
      if index > 0 && index % 3 == 0 { grouped.append(",") }
      grouped.append(character)
    }
    return (negative ? "-" : "") + String(grouped.reversed()) + "." + fraction
  }
}
