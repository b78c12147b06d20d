import FinanceRepository
import Foundation
import Testing

@testable import TopupImpl

struct AmountValidatorTests {
  let validator = AmountValidator()

  @Test(arguments: [
    ("12.50", "12.5"), ("0.01", "0.01"), ("1000000", "1000000"), ("1000000.00", "1000000"), (" 7 ", "7"),
    ("+3", "3"), (".5", "0.5"), ("5.", "5"),
  ])
  func accepts(text: String, expected: String) throws {
    #expect(try validator.validate(text) == Decimal(string: expected))
  }

  @Test(arguments: [
    ("", AmountError.missing), ("   ", .missing), ("abc", .notANumber("abc")), ("1,000", .notANumber("1,000")),
    ("1.2.3", .notANumber("1.2.3")), (".", .notANumber(".")), ("1e3", .notANumber("1e3")), ("--1", .notANumber("--1")),
    ("0", .notPositive), ("0.00", .notPositive), ("-0.01", .notPositive), ("0.001", .tooManyDecimals(allowed: 2)),
    ("1.234", .tooManyDecimals(allowed: 2)), ("1000000.01", .aboveLimit(1_000_000)),
    ("99999999", .aboveLimit(1_000_000)),
    ("١٢", .notANumber("١٢")),
  ])
  func refuses(text: String, error: AmountError) {
    #expect(throws: error) { try validator.validate(text) }
  }

  @Test func messagesAreClear() {
    #expect(AmountError.aboveLimit(1_000_000).description == "The amount cannot be more than 1,000,000.00.")
    #expect(AmountError.tooManyDecimals(allowed: 2).description == "The amount can have at most 2 decimals.")
  }
}
