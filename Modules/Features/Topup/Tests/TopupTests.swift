import AddPaymentMethod
import AddPaymentMethodTestSupport
import FinanceRepository
import FinanceRepositoryTestSupport
import Foundation
import NavigatableRIBs
import NavigatableRIBsTesting
import ScreenKit
import Testing
import Topup
import TopupTestSupport

@testable import TopupImpl

let visa = TestCards.visa
let master = TestCards.mastercard

@MainActor
final class MockTopupRouter: Router<MockInteractable>, TopupRouting {
  var calls: [String] = []
  var succeeds = true
  init() { super.init(interactor: MockInteractable()) }
  func attachEnterAmount() -> Bool { calls.append("attachEnterAmount"); return succeeds }
  func attachCardOnFile() { calls.append("attachCardOnFile") }
  func detachCardOnFile() { calls.append("detachCardOnFile") }
  func attachAddPaymentMethod() -> Bool { calls.append("attachAddPaymentMethod"); return succeeds }
  func detachAddPaymentMethod() { calls.append("detachAddPaymentMethod") }
  func cleanupViews() { calls.append("cleanupViews") }
}

@MainActor
@Suite(.serialized)
struct TopupInteractorTests {
  let router = MockTopupRouter()
  let listener = MockTopupListener()
  let subject = CurrentValueSubject<PaymentMethod?, Never>(nil)

  func make(cards: [PaymentMethod]) -> TopupInteractor {
    let interactor = TopupInteractor(
      cardOnFileRepository: InMemoryCardOnFileRepository(cards: cards), paymentMethodSubject: subject)
    interactor.router = router
    interactor.listener = listener
    interactor.activate()
    return interactor
  }

  @Test func withACardTheFirstScreenIsEnterAmountWithTheFirstCard() {
    let interactor = make(cards: [visa, master])
    #expect(router.calls == ["attachEnterAmount"])
    #expect(subject.value == visa)
    #expect(interactor.isEnterAmountRoot)
  }

  @Test func withoutACardTheFirstScreenIsAddPaymentMethod() {
    let interactor = make(cards: [])
    #expect(router.calls == ["attachAddPaymentMethod"])
    #expect(subject.value == nil)
    #expect(!interactor.isEnterAmountRoot)
  }

  @Test func whenTheFirstScreenCannotBeShownTheFlowCloses() {
    router.succeeds = false
    _ = make(cards: [visa])
    #expect(listener.calls == ["close"])
  }

  @Test func resigningCleansUpViews() {
    let interactor = make(cards: [visa])
    interactor.deactivate()
    #expect(router.calls == ["attachEnterAmount", "cleanupViews"])
  }

  @Test func choosingACardSelectsItAndGoesBack() {
    let interactor = make(cards: [visa, master])
    interactor.enterAmountDidTapChangeCard()
    interactor.cardOnFileDidSelect(master)
    #expect(subject.value == master)
    #expect(router.calls == ["attachEnterAmount", "attachCardOnFile", "detachCardOnFile"])
  }

  @Test func addedCardReturnsToEnterAmountOrBecomesItsRoot() {
    let withCard = make(cards: [visa])
    withCard.cardOnFileDidTapAddCard()
    withCard.addPaymentMethodDidAddCard(master)
    #expect(subject.value == master)
    #expect(router.calls == ["attachEnterAmount", "attachAddPaymentMethod", "detachCardOnFile"])

    router.calls = []
    let withoutCard = make(cards: [])
    withoutCard.addPaymentMethodDidAddCard(visa)
    #expect(router.calls == ["attachAddPaymentMethod", "attachEnterAmount"])
    #expect(withoutCard.isEnterAmountRoot)
  }

  @Test func cancelPopsAddCardOrClosesTheFlow() {
    let withCard = make(cards: [visa])
    withCard.addPaymentMethodDidCancel()
    #expect(router.calls.last == "detachAddPaymentMethod")
    let withoutCard = make(cards: [])
    withoutCard.addPaymentMethodDidCancel()
    #expect(listener.calls == ["close"])
  }

  @Test func flowEndsReachTheListener() {
    let interactor = make(cards: [visa])
    interactor.enterAmountDidFinishTopup()
    interactor.enterAmountDidTapClose()
    interactor.navigationFlowDidClose()
    #expect(listener.calls == ["finish", "close", "close"])
  }
}

@MainActor
final class MockEnterAmountPresenter: EnterAmountPresentable {
  weak var listener: (any EnterAmountPresentableListener)?
  var methods: [PaymentMethod?] = []
  var errors: [String?] = []
  func show(paymentMethod: PaymentMethod?) { methods.append(paymentMethod) }
  func show(error: String?) { errors.append(error) }
}

@MainActor
final class MockEnterAmountListener: EnterAmountListener {
  var calls: [String] = []
  func enterAmountDidTapChangeCard() { calls.append("changeCard") }
  func enterAmountDidFinishTopup() { calls.append("finish") }
  func enterAmountDidTapClose() { calls.append("close") }
}

@MainActor
@Suite(.serialized)
struct EnterAmountInteractorTests {
  let listener = MockEnterAmountListener()
  let subject = CurrentValueSubject<PaymentMethod?, Never>(visa)
  let cards = InMemoryCardOnFileRepository(cards: [visa])
  let pay: InMemorySuperPayRepository

  init() { pay = InMemorySuperPayRepository(balance: 1, cards: cards) }

  // The presenter lives in each test, not in the suite: RIBs' LeakDetector expects a presenter to be freed
  // within a second of its interactor (real time), and a suite instance can outlive its test that long on a
  // busy machine.
  func make() -> (EnterAmountInteractor, MockEnterAmountPresenter) {
    let presenter = MockEnterAmountPresenter()
    let interactor = EnterAmountInteractor(
      presenter: presenter, selectedPaymentMethod: subject.eraseToAnyPublisher(), superPayRepository: pay)
    interactor.listener = listener
    interactor.activate()
    return (interactor, presenter)
  }

  @Test func showsTheSelectedCardAsItChanges() {
    let (interactor, presenter) = make()
    subject.send(master)
    #expect(presenter.methods == [visa, master])
    interactor.deactivate()
    subject.send(visa)
    #expect(presenter.methods.count == 2)  // nothing after deactivation
  }

  @Test func validAmountTopsUpAndFinishes() {
    let (interactor, presenter) = make()
    interactor.didTapTopup(amount: "2.25")
    #expect(pay.currentBalance == Decimal(string: "3.25"))
    #expect(presenter.errors == [nil])
    #expect(listener.calls == ["finish"])
  }

  @Test func invalidAmountShowsTheMessageOnly() {
    let (interactor, presenter) = make()
    interactor.didTapTopup(amount: "1.999")
    #expect(presenter.errors == ["The amount can have at most 2 decimals."])
    #expect(pay.currentBalance == 1)
    #expect(listener.calls.isEmpty)
  }

  @Test func missingOrUnknownCardIsRefused() {
    let (interactor, presenter) = make()
    subject.send(nil)
    interactor.didTapTopup(amount: "5")
    subject.send(master)  // not on file
    interactor.didTapTopup(amount: "5")
    #expect(presenter.errors == ["Choose a card first.", "The selected card is not on file."])
    #expect(pay.currentBalance == 1)
    #expect(listener.calls.isEmpty)
  }

  @Test func buttonsReachTheListener() {
    let (interactor, _) = make()
    interactor.didTapChangeCard()
    interactor.didTapClose()
    #expect(listener.calls == ["changeCard", "close"])
  }
}

@MainActor
final class MockCardOnFilePresenter: CardOnFilePresentable {
  weak var listener: (any CardOnFilePresentableListener)?
  var shown: [[PaymentMethod]] = []
  func show(cards: [PaymentMethod]) { shown.append(cards) }
}

@MainActor
final class MockCardOnFileListener: CardOnFileListener {
  var calls: [String] = []
  func cardOnFileDidSelect(_ paymentMethod: PaymentMethod) { calls.append("select \(paymentMethod.id)") }
  func cardOnFileDidTapAddCard() { calls.append("addCard") }
}

@MainActor
@Suite(.serialized)
struct CardOnFileInteractorTests {
  @Test func listsCardsAndReportsTheChoice() {
    let presenter = MockCardOnFilePresenter()
    let listener = MockCardOnFileListener()
    let repository = InMemoryCardOnFileRepository(cards: [visa])
    let interactor = CardOnFileInteractor(presenter: presenter, cardsOnFile: repository.cardsOnFile)
    interactor.listener = listener
    interactor.activate()
    _ = repository.addCard(NewCard(number: "5555555555554444", expiryMonth: 1, expiryYear: 2030))
    #expect(presenter.shown.map(\.count) == [1, 2])
    interactor.didSelectCard(at: 1)
    interactor.didSelectCard(at: 5)  // out of range: ignored
    interactor.didTapAddCard()
    #expect(listener.calls == ["select card-2", "addCard"])
  }
}

/// Topup's dependency in tests: in-memory repositories and a recording "Add card" builder.
final class TopupTestDependency: TopupDependency {
  let cardOnFileRepository: any CardOnFileRepository
  let superPayRepository: any SuperPayRepository
  let addPaymentMethodBuilder = MockAddPaymentMethodBuildable()
  var addPaymentMethodBuildable: any AddPaymentMethodBuildable { addPaymentMethodBuilder }
  /// The stand-ins of the children generate-rib adds, one per child (`TopupTests+Child.swift`).
  let mockBuilders = MockBuilders()

  init(cards: [PaymentMethod]) {
    let repository = InMemoryCardOnFileRepository(cards: cards)
    cardOnFileRepository = repository
    superPayRepository = InMemorySuperPayRepository(cards: repository)
  }
}

@MainActor
@Suite(.serialized)
struct TopupRouterAndBuilderTests {
  /// Topup's parent: it attaches Topup, as FinanceHome's router does.
  let parent = Router<MockInteractable>(interactor: MockInteractable())

  /// Topup built over test dependencies with a card on file and attached to a parent whose screen is in a
  /// window: its first screen, EnterAmount, is presented in the navigation controller Topup owns.
  func makeStarted() -> (TopupRouter, UIWindow) {
    let base = MockViewController()
    let (window, _) = showInWindow(base)
    let built = TopupBuilder(dependency: TopupTestDependency(cards: [visa]))
      .build(withListener: MockTopupListener(), presentingFrom: base)
    parent.interactable.activate()
    parent.load()
    parent.attachChild(built)  // activation presents EnterAmount
    HeadlessRunLoop.main.runUntilIdle()
    return (built as! TopupRouter, window)
  }

  @Test func builderMakesAViewlessFlowOverTheBase() {
    let base = MockViewController()
    let listener = MockTopupListener()
    let router = TopupBuilder(dependency: TopupTestDependency(cards: [visa])).build(
      withListener: listener, presentingFrom: base)
    #expect(router.ribName == "Topup")
    #expect(!(router is any ViewableRouting))
    #expect((router.interactable as? TopupInteractor)?.listener === listener)
  }

  @Test func screensComeAndGoAndCleanupDismisses() {
    let diagnostics = withCleanGlobals {
      let base = MockViewController()
      let (window, _) = showInWindow(base)
      let listener = MockTopupListener()
      let router =
        TopupBuilder(dependency: TopupTestDependency(cards: [visa])).build(
          withListener: listener, presentingFrom: base) as! TopupRouter
      let parent = Router<MockInteractable>(interactor: MockInteractable())
      parent.interactable.activate()
      parent.load()
      parent.attachChild(router)  // activation presents EnterAmount
      HeadlessRunLoop.main.runUntilIdle()
      let navigation = router.navigationController
      #expect(navigation?.presentingViewController != nil)
      #expect(navigation?.viewControllers.map(\.title) == ["Enter amount"])
      router.attachCardOnFile()
      HeadlessRunLoop.main.runUntilIdle()
      #expect(router.children.map(\.ribName) == ["EnterAmount", "CardOnFile"])
      router.detachCardOnFile()
      HeadlessRunLoop.main.runUntilIdle()
      #expect(router.children.map(\.ribName) == ["EnterAmount"])
      #expect(navigation?.viewControllers.count == 1)
      router.cleanupViews()
      HeadlessRunLoop.main.runUntilIdle()
      #expect(base.presentedViewController == nil)
      // The flow's last screen left without a detach: NavigationSync tells Topup (→ listener) and, as the
      // mock listener does not detach it, detaches Topup itself.
      #expect(listener.calls == ["close"])
      #expect(parent.children.isEmpty)
      _ = window
    }
    #expect(diagnostics.isEmpty, "\(diagnostics)")
  }

  @Test func presentingFromABaseOutsideAWindowFailsAndTheFlowCloses() {
    let diagnostics = withCleanGlobals {
      let listener = MockTopupListener()
      let router = TopupBuilder(dependency: TopupTestDependency(cards: [visa])).build(
        withListener: listener, presentingFrom: MockViewController())
      let parent = Router<MockInteractable>(interactor: MockInteractable())
      parent.interactable.activate()
      parent.load()
      parent.attachChild(router)
      #expect(listener.calls == ["close"])
      #expect(router.children.isEmpty)
    }
    #expect(diagnostics.map(\.kind) == [.navigation])
  }
}

@MainActor
struct EnterAmountViewControllerTests {
  @Test func typingANewAmountClearsTheErrorAboutTheOldOne() {
    let viewController = EnterAmountViewController()
    viewController.show(error: "\"abc\" is not a number.")
    viewController.screenDescription.fields[0].setText("-5")
    #expect(viewController.screenDescription.errorText == nil)
    #expect(viewController.screenDescription.fields[0].text == "-5")
  }
}
