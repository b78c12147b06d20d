import FinanceRepository
import NavigatableRIBs
import Testing

@testable import Root

/// The Finance tab and the viewless Topup flow, end to end.
@MainActor
@Suite(.serialized)
struct FinanceNavigationTests {
  static let topupTree = "FinanceHome\n└── Topup\n    └── EnterAmount"
  static let cardsTree = "FinanceHome\n└── Topup\n    ├── EnterAmount\n    └── CardOnFile"
  static let addCardInFlowTree =
    "FinanceHome\n└── Topup\n    ├── EnterAmount\n    ├── CardOnFile\n    └── AddPaymentMethod"

  @Test(arguments: UIKitBehaviorProfile.all)
  func topupWithACardUpdatesTheBalance(profile: UIKitBehaviorProfile) {
    AppDriver.run(balance: 10, profile: profile) { driver in
      var gone = WeakSet()
      driver.tapTab(1)
      #expect(driver.title == "Finance")
      #expect(driver.screen.lines == ["Balance: 10.00", "Cards: Visa •••• 4242, Mastercard •••• 4444"])
      driver.tap("Top up")
      #expect(driver.presented is UINavigationController)
      #expect(driver.stackTitles == ["Enter amount"])
      #expect(driver.screen.lines == ["Card: Visa •••• 4242"])
      #expect(driver.tree("FinanceHome") == Self.topupTree)
      driver.trackRIBs(named: "Topup", in: &gone)
      driver.trackVisible("EnterAmount", in: &gone)
      driver.type("1234.5", into: "Amount")
      driver.tap("Top up")
      #expect(driver.presented == nil)
      #expect(driver.title == "Finance")
      #expect(driver.screen.lines.first == "Balance: 1,244.50")
      #expect(driver.app.superPayRepository.currentBalance == Decimal(string: "1244.5"))
      #expect(driver.tree("FinanceHome") == "FinanceHome")
      #expect(gone.alive.isEmpty, "alive: \(gone.alive)")
    }
  }

  @Test(arguments: [
    ("", "Enter an amount."),
    ("abc", "\"abc\" is not a number. Enter an amount like 12.50."),
    ("0", "The amount must be greater than zero."),
    ("-5", "The amount must be greater than zero."),
    ("1.234", "The amount can have at most 2 decimals."),
    ("1000000.01", "The amount cannot be more than 1,000,000.00."),
  ])
  func invalidAmountsShowAMessageAndChangeNothing(amount: String, message: String) {
    AppDriver.run(balance: 5) { driver in
      driver.tapTab(1)
      driver.tap("Top up")
      driver.type(amount, into: "Amount")
      driver.tap("Top up")
      #expect(driver.title == "Enter amount")
      #expect(driver.screen.errorText == message)
      #expect(driver.app.superPayRepository.currentBalance == 5)
      #expect(driver.tree("FinanceHome") == Self.topupTree)
      driver.tap("Close")
      #expect(driver.presented == nil)
      #expect(driver.tree("FinanceHome") == "FinanceHome")
    }
  }

  @Test func topupWithoutACardStartsOnAddCardThenEnterAmountBecomesTheRoot() {
    AppDriver.run(cards: []) { driver in
      var gone = WeakSet()
      driver.tapTab(1)
      #expect(driver.screen.lines.last == "Cards: none")
      driver.tap("Top up")
      #expect(driver.stackTitles == ["Add card"])
      #expect(driver.tree("FinanceHome") == "FinanceHome\n└── Topup\n    └── AddPaymentMethod")
      driver.trackVisible("AddPaymentMethod", in: &gone)
      driver.submitCard("4242 4242 4242 4242", expiry: "12/30", code: "123")
      #expect(driver.stackTitles == ["Enter amount"])
      #expect(driver.screen.lines == ["Card: Visa •••• 4242"])
      #expect(driver.tree("FinanceHome") == Self.topupTree)
      #expect(gone.alive.isEmpty, "alive: \(gone.alive)")
      driver.type("20", into: "Amount")
      driver.tap("Top up")
      #expect(driver.presented == nil)
      #expect(driver.screen.lines == ["Balance: 20.00", "Cards: Visa •••• 4242"])
      #expect(driver.tree("FinanceHome") == "FinanceHome")
    }
  }

  @Test func cancelOnTheFirstAddCardClosesTheFlow() {
    AppDriver.run(cards: []) { driver in
      var gone = WeakSet()
      driver.tapTab(1)
      driver.tap("Top up")
      driver.trackRIBs(named: "Topup", in: &gone)
      driver.tap("Cancel")
      #expect(driver.presented == nil)
      #expect(driver.tree("FinanceHome") == "FinanceHome")
      #expect(gone.alive.isEmpty, "alive: \(gone.alive)")
    }
  }

  @Test func changeCardSelectsItAndReturnsToEnterAmount() {
    AppDriver.run { driver in
      var gone = WeakSet()
      driver.tapTab(1)
      driver.tap("Top up")
      driver.tap("Change card")
      #expect(driver.stackTitles == ["Enter amount", "Cards"])
      #expect(driver.screen.items.map(\.label).prefix(3) == ["Visa •••• 4242", "Mastercard •••• 4444", "Add card"])
      #expect(driver.tree("FinanceHome") == Self.cardsTree)
      driver.trackVisible("CardOnFile", in: &gone)
      driver.tap("Mastercard •••• 4444")
      #expect(driver.stackTitles == ["Enter amount"])
      #expect(driver.screen.lines == ["Card: Mastercard •••• 4444"])
      #expect(driver.tree("FinanceHome") == Self.topupTree)
      #expect(gone.alive.isEmpty, "alive: \(gone.alive)")
      driver.type("7", into: "Amount")
      driver.tap("Top up")
      #expect(driver.screen.lines.first == "Balance: 7.00")
    }
  }

  @Test func addCardFromCardsSelectsItAndReturnsToEnterAmount() {
    AppDriver.run { driver in
      var gone = WeakSet()
      driver.tapTab(1)
      driver.tap("Top up")
      driver.tap("Change card")
      driver.trackVisible("CardOnFile", in: &gone)
      driver.tap("Add card")
      #expect(driver.stackTitles == ["Enter amount", "Cards", "Add card"])
      #expect(driver.tree("FinanceHome") == Self.addCardInFlowTree)
      driver.trackVisible("AddPaymentMethod", in: &gone)
      driver.submitCard("5555 5555 5555 4444", expiry: "01/26", code: "9876")
      #expect(driver.stackTitles == ["Enter amount"])
      #expect(driver.screen.lines == ["Card: Mastercard •••• 4444"])
      #expect(driver.app.cardOnFileRepository.currentCardsOnFile.count == 3)
      #expect(driver.tree("FinanceHome") == Self.topupTree)
      #expect(gone.alive.isEmpty, "alive: \(gone.alive)")
    }
  }

  @Test func cancelOnAPushedAddCardGoesBackToCards() {
    AppDriver.run { driver in
      driver.tapTab(1)
      driver.tap("Top up")
      driver.tap("Change card")
      driver.tap("Add card")
      driver.tap("Cancel")
      #expect(driver.stackTitles == ["Enter amount", "Cards"])
      #expect(driver.tree("FinanceHome") == Self.cardsTree)
    }
  }

  @Test(arguments: [
    ("", "12/30", "123", "Enter the card number."),
    ("4242-4242-4242-4242", "12/30", "123", "The card number may contain only digits and spaces."),
    ("4242 4242 4242", "12/30", "123", "The card number must have 13 to 19 digits (it has 12)."),
    ("4242 4242 4242 4241", "12/30", "123", "The card number is not valid: check the digits."),
    ("4242 4242 4242 4242", "1230", "123", "Enter the expiry date as MM/YY."),
    ("4242 4242 4242 4242", "13/30", "123", "The expiry month must be between 01 and 12."),
    ("4242 4242 4242 4242", "05/25", "123", "The card has expired."),
    ("4242 4242 4242 4242", "12/30", "12", "The security code must be 3 or 4 digits."),
  ])
  func invalidCardsShowAMessageAndAddNothing(number: String, expiry: String, code: String, message: String) {
    AppDriver.run { driver in
      driver.tapTab(1)
      driver.tap("Add card")
      #expect(driver.title == "Add card")
      #expect(driver.tree("FinanceHome") == "FinanceHome\n└── AddPaymentMethod")
      driver.submitCard(number, expiry: expiry, code: code)
      #expect(driver.title == "Add card")
      #expect(driver.screen.errorText == message)
      #expect(driver.app.cardOnFileRepository.currentCardsOnFile.count == 2)
      driver.tap("Cancel")
      #expect(driver.presented == nil)
      #expect(driver.tree("FinanceHome") == "FinanceHome")
    }
  }

  @Test func addCardFromFinanceHomeAddsItAndCloses() {
    AppDriver.run { driver in
      var gone = WeakSet()
      driver.tapTab(1)
      driver.tap("Add card")
      driver.trackVisible("AddPaymentMethod", in: &gone)
      driver.submitCard("378282246310005", expiry: "06/25", code: "1234")
      #expect(driver.presented == nil)
      #expect(driver.screen.lines.last == "Cards: Visa •••• 4242, Mastercard •••• 4444, Amex •••• 0005")
      #expect(driver.tree("FinanceHome") == "FinanceHome")
      #expect(gone.alive.isEmpty, "alive: \(gone.alive)")
    }
  }

  @Test func addCardSheetSwipedDownDetaches() {
    AppDriver.run { driver in
      driver.tapTab(1)
      driver.tap("Add card")
      #expect(driver.swipeDownSheet())
      #expect(driver.presented == nil)
      #expect(driver.tree("FinanceHome") == "FinanceHome")
    }
  }

  @Test(arguments: UIKitBehaviorProfile.all)
  func sheetSwipedDownMidFlowClosesTopup(profile: UIKitBehaviorProfile) {
    AppDriver.run(profile: profile) { driver in
      var gone = WeakSet()
      driver.tapTab(1)
      driver.tap("Top up")
      driver.trackRIBs(named: "Topup", in: &gone)
      driver.trackVisible("EnterAmount", in: &gone)
      driver.tap("Change card")
      driver.trackVisible("CardOnFile", in: &gone)
      driver.tap("Add card")
      driver.trackVisible("AddPaymentMethod", in: &gone)
      #expect(driver.swipeDownSheet())
      #expect(driver.presented == nil)
      #expect(driver.title == "Finance")
      #expect(driver.tree("FinanceHome") == "FinanceHome")
      #expect(gone.alive.isEmpty, "alive: \(gone.alive)")
      // The flow can start again.
      driver.tap("Top up")
      #expect(driver.tree("FinanceHome") == Self.topupTree)
    }
  }

  @Test(arguments: UIKitBehaviorProfile.all)
  func swipeBackInsideTheSheet(profile: UIKitBehaviorProfile) {
    AppDriver.run(profile: profile) { driver in
      var gone = WeakSet()
      driver.tapTab(1)
      driver.tap("Top up")
      driver.tap("Change card")
      driver.trackVisible("CardOnFile", in: &gone)
      #expect(driver.cancelSwipeBack())
      #expect(driver.tree("FinanceHome") == Self.cardsTree)
      #expect(driver.swipeBack())
      #expect(driver.stackTitles == ["Enter amount"])
      #expect(driver.tree("FinanceHome") == Self.topupTree)
      #expect(gone.alive.isEmpty, "alive: \(gone.alive)")
      driver.tap("Change card")
      #expect(driver.tapBack())
      #expect(driver.tree("FinanceHome") == Self.topupTree)
    }
  }

  @Test func tabTapsWhileTheFlowIsUpAreRefused() {
    AppDriver.run { driver in
      driver.tapTab(1)
      driver.tap("Top up")
      driver.tap("Change card")
      let tree = driver.tree
      #expect(!driver.tapTab(1))
      #expect(!driver.tapTab(0))
      #expect(driver.tree == tree)
      #expect(driver.stackTitles == ["Enter amount", "Cards"])
      #expect(driver.tabBar.selectedIndex == 1)
      #expect(driver.swipeDownSheet())
      #expect(driver.tree("FinanceHome") == "FinanceHome")
    }
  }

  @Test func closeOnEnterAmountEndsTheFlow() {
    AppDriver.run { driver in
      var gone = WeakSet()
      driver.tapTab(1)
      driver.tap("Top up")
      driver.trackRIBs(named: "Topup", in: &gone)
      driver.tap("Close")
      #expect(driver.presented == nil)
      #expect(driver.tree("FinanceHome") == "FinanceHome")
      #expect(gone.alive.isEmpty, "alive: \(gone.alive)")
    }
  }

  @Test func topupDeepLink() {
    AppDriver.run { driver in
      driver.tap("Sheet")
      #expect(driver.app.open("ribs://finance/topup"))
      #expect(driver.tabBar.selectedIndex == 1)
      #expect(driver.stackTitles == ["Enter amount"])
      #expect(driver.tree("FinanceHome") == Self.topupTree)
      #expect(driver.app.open("ribs://finance/topup"))
      #expect(driver.tree("FinanceHome") == Self.topupTree)
      #expect(driver.app.open("ribs://finance/add-card"))
      #expect(driver.title == "Add card")
      #expect(driver.tree("FinanceHome") == "FinanceHome\n└── AddPaymentMethod")
    }
  }

  /// Without the sync, Topup's cleanupViews still dismisses the flow it presented when FinanceHome detaches it.
  @Test func withoutSyncCleanupViewsDismissesTheFlow() {
    AppDriver.run(withoutSync: true) { driver in
      driver.tapTab(1)
      driver.tap("Top up")
      driver.type("3", into: "Amount")
      driver.tap("Top up")
      #expect(driver.presented == nil)
      #expect(driver.screen.lines.first == "Balance: 3.00")
      #expect(driver.tree("FinanceHome") == "FinanceHome")
    }
  }
}

extension AppDriver {
  /// Fills in the Add card form on screen with `number`, `expiry` and `code`, then taps Add card.
  fileprivate func submitCard(
    _ number: String, expiry: String, code: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    type(number, into: "Card number", sourceLocation: sourceLocation)
    type(expiry, into: "Expiry (MM/YY)", sourceLocation: sourceLocation)
    type(code, into: "Security code", sourceLocation: sourceLocation)
    tap("Add card", sourceLocation: sourceLocation)
  }
}
