import AddPaymentMethod
import AddPaymentMethodTestSupport
import FinanceRepository
import FinanceRepositoryTestSupport
import Foundation
import NavigatableRIBs
import NavigatableRIBsTesting
import ScreenKit
import Testing

@testable import AddPaymentMethodImpl

@MainActor
final class MockAddPaymentMethodPresenter: AddPaymentMethodPresentable {
  weak var listener: (any AddPaymentMethodPresentableListener)?
  var errors: [String?] = []
  func show(error: String?) { errors.append(error) }
}

/// Records what AddPaymentMethod's interactor asks its router (generate-rib adds the routes).
@MainActor
final class MockAddPaymentMethodRouter: MockRouter, AddPaymentMethodRouting {
}

/// AddPaymentMethod's dependency in tests: an empty card list, a fixed date, and mocks of its children's
/// builders.
final class AddPaymentMethodTestDependency: AddPaymentMethodDependency {
  let cardOnFileRepository: any CardOnFileRepository = InMemoryCardOnFileRepository()
  let dateProvider: any DateProviding = FixedDateProvider(TestCards.today)
  /// The stand-ins of the children generate-rib adds, one per child (`AddPaymentMethodTests+Child.swift`).
  let mockBuilders = MockBuilders()
}

@MainActor
@Suite(.serialized)
struct AddPaymentMethodTests {
  let listener = MockAddPaymentMethodListener()
  let repository = InMemoryCardOnFileRepository()

  // The presenter lives in each test, not in the suite: RIBs' LeakDetector expects a presenter to be freed
  // within a second of its interactor (real time), and a suite instance can outlive its test that long on a
  // busy machine.
  func make() -> (AddPaymentMethodInteractor, MockAddPaymentMethodPresenter) {
    let presenter = MockAddPaymentMethodPresenter()
    let interactor = AddPaymentMethodInteractor(
      presenter: presenter, repository: repository,
      validator: CardFormValidator(dateProvider: FixedDateProvider(TestCards.today)))
    interactor.listener = listener
    interactor.activate()
    return (interactor, presenter)
  }

  @Test func invalidFormShowsTheMessageAndAddsNothing() {
    let (interactor, presenter) = make()
    interactor.didTapAddCard(number: "4242 4242 4242 4241", expiry: "12/30", securityCode: "123")
    #expect(presenter.errors == ["The card number is not valid: check the digits."])
    #expect(repository.currentCardsOnFile.isEmpty)
    #expect(listener.calls.isEmpty)
  }

  @Test func validFormAddsTheCardAndReports() {
    let (interactor, presenter) = make()
    interactor.didTapAddCard(number: "4242 4242 4242 4242", expiry: "12/30", securityCode: "123")
    #expect(presenter.errors == [nil])
    #expect(repository.currentCardsOnFile.map(\.displayName) == ["Visa •••• 4242"])
    #expect(listener.calls == ["added Visa •••• 4242"])
  }

  @Test func cancelReports() {
    make().0.didTapCancel()
    #expect(listener.calls == ["cancel"])
  }

  @Test func builderWiresTheRIB() {
    let router = AddPaymentMethodBuilder(dependency: AddPaymentMethodTestDependency()).build(withListener: listener)
    #expect(router.ribName == "AddPaymentMethod")
    #expect(router.viewControllable.uiviewController.title == "Add card")
    #expect((router.interactable as? AddPaymentMethodInteractor)?.listener === listener)
  }

  @Test func viewControllerSendsTheTypedFields() {
    let viewController = AddPaymentMethodViewController()
    let (interactor, _) = make()
    viewController.listener = interactor
    let screen = viewController.screenDescription
    screen.fields[0].setText("4242424242424242")
    screen.fields[1].setText("01/31")
    screen.fields[2].setText("999")
    #expect(viewController.screenDescription.fields.map(\.isFocused) == [false, false, true])
    viewController.screenDescription.items.first { $0.label == "Add card" }?.action()
    #expect(repository.currentCardsOnFile.count == 1)
  }

  @Test func tappingAFieldFocusesItAndTypingClearsTheError() {
    let viewController = AddPaymentMethodViewController()
    viewController.show(error: "Enter the expiry date as MM/YY.")
    viewController.screenDescription.fields[1].focus?()
    #expect(viewController.screenDescription.fields.map(\.isFocused) == [false, true, false])
    #expect(viewController.screenDescription.errorText == "Enter the expiry date as MM/YY.")
    viewController.screenDescription.fields[1].setText("12/30")
    #expect(viewController.screenDescription.errorText == nil)
  }
}

@MainActor
@Suite(.serialized)
struct AddPaymentMethodRouterAndBuilderTests {
  /// AddPaymentMethod built over test dependencies, active and loaded, its screen the root of a navigation
  /// controller in a window.
  func makeShown() -> (AddPaymentMethodRouter, UIWindow, UINavigationController) {
    let built = AddPaymentMethodBuilder(dependency: AddPaymentMethodTestDependency())
      .build(withListener: MockAddPaymentMethodListener())
    built.interactable.activate()
    built.load()
    let (window, navigation) = showInWindow(built.viewControllable.uiviewController)
    return (built as! AddPaymentMethodRouter, window, navigation)
  }

  @Test func theShownFormHasItsButtons() {
    let diagnostics = withCleanGlobals {
      let (router, window, navigation) = makeShown()
      let screen = router.viewControllable.uiviewController as? any ScreenDescribing
      // The form's own buttons come first; rows of children generate-rib adds follow them.
      #expect(screen?.screenDescription.items.map(\.label).prefix(2) == ["Add card", "Cancel"])
      #expect(navigation.topViewController === router.viewControllable.uiviewController)
      _ = window
    }
    #expect(diagnostics.isEmpty, "\(diagnostics)")
  }
}
