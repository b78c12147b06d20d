import FinanceRepository
import Foundation
import NavigatableRIBs
import Testing

@MainActor
struct RepositoryTests {
  @Test func cardsAreStreamedAndAdded() {
    let repository = InMemoryCardOnFileRepository(cards: [PaymentMethod(id: "a", name: "Visa", lastDigits: "1111")])
    var received: [[String]] = []
    let subscription = repository.cardsOnFile.sink { received.append($0.map(\.lastDigits)) }
    let added = repository.addCard(NewCard(number: "378282246310005", expiryMonth: 1, expiryYear: 2030))
    #expect(added.displayName == "Amex •••• 0005")
    #expect(received == [["1111"], ["1111", "0005"]])
    #expect(repository.currentCardsOnFile.map(\.id) == ["a", added.id])
    #expect(added.id != "a")
    subscription.cancel()
  }

  @Test func topupAddsToTheBalanceAndStreamsIt() throws {
    let cards = InMemoryCardOnFileRepository(cards: [PaymentMethod(id: "a", name: "Visa", lastDigits: "1111")])
    let pay = InMemorySuperPayRepository(balance: 5, cards: cards)
    var received: [Decimal] = []
    let subscription = pay.balance.sink { received.append($0) }
    try pay.topup(amount: Decimal(string: "2.5")!, paymentMethod: cards.currentCardsOnFile[0])
    #expect(received == [5, Decimal(string: "7.5")!])
    subscription.cancel()
  }

  @Test func topupRefusalsLeaveTheBalance() {
    let cards = InMemoryCardOnFileRepository(cards: [PaymentMethod(id: "a", name: "Visa", lastDigits: "1111")])
    let pay = InMemorySuperPayRepository(balance: 5, cards: cards)
    #expect(throws: TopupError.nonPositiveAmount) {
      try pay.topup(amount: 0, paymentMethod: cards.currentCardsOnFile[0])
    }
    #expect(throws: TopupError.unknownPaymentMethod) {
      try pay.topup(amount: 1, paymentMethod: PaymentMethod(id: "z", name: "Visa", lastDigits: "9999"))
    }
    #expect(pay.currentBalance == 5)
  }

  @Test(arguments: [
    ("0", "0.00"), ("1234.5", "1,234.50"), ("1000000", "1,000,000.00"), ("-3", "-3.00"), ("0.005", "0.00"),
    ("999.999", "1,000.00"), ("12", "12.00"),
  ])
  func moneyFormat(amount: String, expected: String) {
    #expect(Money.format(Decimal(string: amount)!) == expected)
  }

  @Test(arguments: [
    ("4111", "Visa"), ("5100", "Mastercard"), ("5600", "Card"), ("3400", "Amex"), ("3700", "Amex"),
    ("6011", "Card"),
  ])
  func network(prefix: String, expected: String) {
    #expect(NewCard(number: prefix + "000000000", expiryMonth: 1, expiryYear: 2030).network == expected)
  }
}
