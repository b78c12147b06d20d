import FinanceRepository
import Foundation
import Testing

@testable import AddPaymentMethodImpl

struct CardNumberValidatorTests {
  let validator = CardNumberValidator()

  @Test(arguments: [
    "4242424242424242", "4242 4242 4242 4242", "378282246310005", "4222222222222", "6011111111111117",
    "6011 0009 9013 9424 009",
  ])
  func accepts(number: String) throws {
    #expect(try validator.validate(number) == number.filter { $0 != " " })
  }

  @Test(arguments: [
    ("", CardFormError.cardNumberMissing), ("   ", .cardNumberMissing), ("4242-4242", .cardNumberNotDigits),
    ("42424242424242a", .cardNumberNotDigits), ("４２４２４２４２４２４２４２４２", .cardNumberNotDigits),
    ("424242424242", .cardNumberLength(12)), ("42424242424242424242", .cardNumberLength(20)),
    ("4242424242424241", .cardNumberChecksum),
  ])
  func refuses(number: String, error: CardFormError) {
    #expect(throws: error) { try validator.validate(number) }
  }

  @Test func luhn() {
    #expect(CardNumberValidator.passesLuhn("79927398713"))
    #expect(!CardNumberValidator.passesLuhn("79927398710"))
  }
}

struct ExpiryValidatorTests {
  /// 15 June 2025, UTC.
  let validator = ExpiryValidator(dateProvider: FixedDateProvider(Date(timeIntervalSince1970: 1_749_945_600)))

  @Test func currentMonthIsStillValid() throws {
    let result = try validator.validate("06/25")
    #expect(result.month == 6 && result.year == 2025)
  }

  @Test(arguments: ["07/25", "01/26", "12/99", " 06/25 "])
  func acceptsFuture(text: String) throws {
    _ = try validator.validate(text)
  }

  @Test(arguments: [
    ("05/25", CardFormError.expiryInPast), ("12/24", .expiryInPast), ("00/30", .expiryMonth), ("13/30", .expiryMonth),
    ("6/25", .expiryFormat), ("06/2025", .expiryFormat), ("0625", .expiryFormat), ("06-25", .expiryFormat),
    ("ab/cd", .expiryFormat), ("", .expiryFormat), ("06/25/1", .expiryFormat),
  ])
  func refuses(text: String, error: CardFormError) {
    #expect(throws: error) { try validator.validate(text) }
  }
}

struct SecurityCodeValidatorTests {
  @Test(arguments: ["123", "1234", " 999 "])
  func accepts(code: String) throws {
    _ = try SecurityCodeValidator().validate(code)
  }

  @Test(arguments: ["", "12", "12345", "12a", "1 2 3"])
  func refuses(code: String) {
    #expect(throws: CardFormError.securityCode) { try SecurityCodeValidator().validate(code) }
  }
}

struct CardFormValidatorTests {
  let validator = CardFormValidator(dateProvider: FixedDateProvider(Date(timeIntervalSince1970: 1_749_945_600)))

  @Test func reportsTheFirstProblemInScreenOrder() {
    #expect(throws: CardFormError.cardNumberMissing) {
      try validator.validate(number: "", expiry: "x", securityCode: "")
    }
    #expect(throws: CardFormError.expiryFormat) {
      try validator.validate(number: "4242424242424242", expiry: "x", securityCode: "")
    }
    #expect(throws: CardFormError.securityCode) {
      try validator.validate(number: "4242424242424242", expiry: "12/30", securityCode: "")
    }
  }

  @Test func buildsTheCard() throws {
    let card = try validator.validate(number: "5555 5555 5555 4444", expiry: "02/27", securityCode: "321")
    #expect(card == NewCard(number: "5555555555554444", expiryMonth: 2, expiryYear: 2027))
    #expect(card.network == "Mastercard")
  }
}
