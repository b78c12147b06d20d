import Home
import HomeTestSupport
import NavigatableRIBs
import NavigatableRIBsTesting
import ScreenKit
import Testing

@testable import HomeImpl

/// Records what Home's interactor asks its view to show.
@MainActor
final class MockHomePresenter: HomePresentable {
  weak var listener: (any HomePresentableListener)?
  var shownTitles: [String] = []
  func show(title: String) { shownTitles.append(title) }
}

/// Records what Home's interactor asks its router.
@MainActor
final class MockHomeRouter: MockRouter, HomeRouting {}

/// Home's dependency in tests: its children's builders are stand-ins kept in `mockBuilders`
/// (generate-rib adds one per child, in `HomeTests+Child.swift`).
final class HomeTestDependency: HomeDependency {
  let mockBuilders = MockBuilders()
}

@MainActor
@Suite(.serialized)
struct HomeInteractorTests {
  let router = MockHomeRouter()
  let listener = MockHomeListener()

  // The presenter lives in each test, not in the suite: RIBs' LeakDetector expects a presenter to be
  // freed within a second of its interactor (real time), and a suite instance can outlive its test that
  // long on a busy machine.
  func makeActiveInteractor() -> (HomeInteractor, MockHomePresenter) {
    let presenter = MockHomePresenter()
    let interactor = HomeInteractor(presenter: presenter, title: "Home")
    interactor.router = router
    interactor.listener = listener
    interactor.activate()
    return (interactor, presenter)
  }

  @Test func becomingActiveShowsTheTitleOnce() {
    let (interactor, presenter) = makeActiveInteractor()
    #expect(presenter.shownTitles == ["Home"])
    #expect(presenter.listener === interactor)
    #expect(router.calls.isEmpty)
  }
}

@MainActor
@Suite(.serialized)
struct HomeRouterAndBuilderTests {
  /// Home built over test dependencies, active and loaded, its screen the root of a navigation controller
  /// in a window.
  func makeShown() -> (HomeRouter, UIWindow, UINavigationController) {
    let built = HomeBuilder(dependency: HomeTestDependency())
      .build(withListener: MockHomeListener())
    built.interactable.activate()
    built.load()
    let (window, navigation) = showInWindow(built.viewControllable.uiviewController)
    return (built as! HomeRouter, window, navigation)
  }

  @Test func theBuiltScreenShowsWhatTheInteractorGivesIt() {
    let listener = MockHomeListener()
    let router = HomeBuilder(dependency: HomeTestDependency())
      .build(withListener: listener)
    router.interactable.activate()
    let screen = router.viewControllable.uiviewController as? any ScreenDescribing
    #expect(screen?.screenDescription.title == "Home")
    // A tab's root stays for the app's life: no "Done" or "Close", and the tab bar shows its title.
    #expect(screen?.screenDescription.items.contains { $0.label == "Done" || $0.label == "Close" } == false)
    #expect(router.viewControllable.uiviewController.tabBarItem.title == "Home")
    router.interactable.deactivate()
  }
}
