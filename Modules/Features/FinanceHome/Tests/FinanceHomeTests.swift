import AddPaymentMethod
import AddPaymentMethodTestSupport
import FinanceHome
import FinanceHomeTestSupport
import FinanceRepository
import FinanceRepositoryTestSupport
import Foundation
import NavigatableRIBs
import NavigatableRIBsTesting
import ScreenKit
import Testing
import Topup
import TopupTestSupport

@testable import FinanceHomeImpl

private let visa = TestCards.visa

@MainActor
final class MockFinanceHomePresenter: FinanceHomePresentable {
  weak var listener: (any FinanceHomePresentableListener)?
  var balances: [Decimal] = []
  var cards: [[PaymentMethod]] = []
  func show(balance: Decimal) { balances.append(balance) }
  func show(cards: [PaymentMethod]) { self.cards.append(cards) }
}

@MainActor
final class MockFinanceHomeRouter: MockRouter, FinanceHomeRouting {
  func attachTopup() { calls.append("attachTopup") }
  func detachTopup() { calls.append("detachTopup") }
  func attachAddPaymentMethod() { calls.append("attachAddPaymentMethod") }
  func detachAddPaymentMethod() { calls.append("detachAddPaymentMethod") }
}

/// FinanceHome's dependency in tests: in-memory repositories and mocks of its children's builders.
final class FinanceHomeTestDependency: FinanceHomeDependency {
  let cardOnFileRepository: any CardOnFileRepository
  let superPayRepository: any SuperPayRepository
  let topupBuilder = MockTopupBuildable()
  let addPaymentMethodBuilder = MockAddPaymentMethodBuildable()
  var topupBuildable: any TopupBuildable { topupBuilder }
  var addPaymentMethodBuildable: any AddPaymentMethodBuildable { addPaymentMethodBuilder }
  /// The stand-ins of the children generate-rib adds, one per child (`FinanceHomeTests+Child.swift`).
  let mockBuilders = MockBuilders()
  init(cards: [PaymentMethod] = [visa]) {
    let repository = InMemoryCardOnFileRepository(cards: cards)
    cardOnFileRepository = repository
    superPayRepository = InMemorySuperPayRepository(cards: repository)
  }
}

@MainActor
@Suite(.serialized)
struct FinanceHomeInteractorTests {
  let router = MockFinanceHomeRouter()
  let dependency = FinanceHomeTestDependency()

  // The presenter lives in each test, not in the suite: RIBs' LeakDetector expects a presenter to be freed
  // within a second of its interactor (real time), and a suite instance can outlive its test that long on a
  // busy machine.
  func make() -> (FinanceHomeInteractor, MockFinanceHomePresenter) {
    let presenter = MockFinanceHomePresenter()
    let interactor = FinanceHomeInteractor(
      presenter: presenter, cardOnFileRepository: dependency.cardOnFileRepository,
      superPayRepository: dependency.superPayRepository)
    interactor.router = router
    interactor.activate()
    return (interactor, presenter)
  }

  @Test func streamsBalanceAndCardsWhileActive() throws {
    let (interactor, presenter) = make()
    try dependency.superPayRepository.topup(amount: 4, paymentMethod: visa)
    #expect(presenter.balances == [0, 4])
    #expect(presenter.cards == [[visa]])
    interactor.deactivate()
    try dependency.superPayRepository.topup(amount: 1, paymentMethod: visa)
    #expect(presenter.balances == [0, 4])
  }

  @Test func buttonsAndListenersRoute() {
    let (interactor, _) = make()
    interactor.didTapTopup()
    interactor.topupDidFinish()
    interactor.didTapTopup()
    interactor.topupDidClose()
    interactor.didTapAddCard()
    interactor.addPaymentMethodDidAddCard(visa)
    interactor.didTapAddCard()
    interactor.addPaymentMethodDidCancel()
    #expect(
      router.calls == [
        "attachTopup", "detachTopup", "attachTopup", "detachTopup",
        "attachAddPaymentMethod", "detachAddPaymentMethod", "attachAddPaymentMethod", "detachAddPaymentMethod",
      ])
  }

  @Test func startTopupClosesFlowsFirstAndYieldsFinanceHome() {
    let (interactor, _) = make()
    var yielded: (any FinanceHomeActionableItem)?
    let subscription = interactor.startTopup().sink(receiveCompletion: { _ in }, receiveValue: { yielded = $0.0 })
    #expect(router.calls == ["detachTopup", "detachAddPaymentMethod", "attachTopup"])
    #expect(yielded === interactor)
    subscription.cancel()
  }
}

@MainActor
@Suite(.serialized)
struct FinanceHomeRouterAndBuilderTests {
  /// FinanceHome built over test dependencies, active and loaded, its screen the root of a navigation
  /// controller in a window.
  func makeShown() -> (FinanceHomeRouter, UIWindow, UINavigationController) {
    let (built, _) = FinanceHomeBuilder(dependency: FinanceHomeTestDependency())
      .build(withListener: MockFinanceHomeListener())
    built.interactable.activate()
    built.load()
    let (window, navigation) = showInWindow(built.viewControllable.uiviewController)
    return (built as! FinanceHomeRouter, window, navigation)
  }

  @Test func builderWiresTheRIB() {
    let listener = MockFinanceHomeListener()
    let (router, item) = FinanceHomeBuilder(dependency: FinanceHomeTestDependency()).build(withListener: listener)
    #expect(router.ribName == "FinanceHome")
    #expect(item === router.interactable)
    #expect((item as? FinanceHomeInteractor)?.listener === listener)
  }

  @Test func topupAndAddCardExcludeEachOtherAndDetachCleanly() {
    let diagnostics = withCleanGlobals {
      let dependency = FinanceHomeTestDependency()
      let (built, _) = FinanceHomeBuilder(dependency: dependency).build(withListener: MockFinanceHomeListener())
      let router = built as! FinanceHomeRouter
      router.interactable.activate()
      router.load()
      let (window, _) = showInWindow(router.viewControllable.uiviewController)
      router.attachTopup()
      router.attachTopup()  // already attached: ignored
      router.attachAddPaymentMethod()  // Topup is up: ignored
      HeadlessRunLoop.main.runUntilIdle()
      #expect(router.children.map(\.ribName) == ["FakeTopup"])
      // Topup is viewless: it presents from FinanceHome's screen, which FinanceHome hands it when it builds it.
      #expect(dependency.topupBuilder.builds.count == 1)
      #expect(dependency.topupBuilder.builds.first?.base === router.viewControllable)
      #expect(dependency.topupBuilder.builds.first?.listener === router.interactable)
      router.detachTopup()
      HeadlessRunLoop.main.runUntilIdle()
      #expect(router.children.isEmpty)
      router.attachAddPaymentMethod()
      HeadlessRunLoop.main.runUntilIdle()
      #expect(router.children.map(\.ribName) == ["FakeAddPaymentMethod"])
      #expect(window.rootViewController?.presentedViewController is UINavigationController)
      router.detachAddPaymentMethod()
      HeadlessRunLoop.main.runUntilIdle()
      #expect(router.children.isEmpty)
      #expect(window.rootViewController?.presentedViewController == nil)
    }
    #expect(diagnostics.isEmpty, "\(diagnostics)")
  }
}
