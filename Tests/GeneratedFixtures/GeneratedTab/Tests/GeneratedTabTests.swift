import GeneratedTab
import GeneratedTabTestSupport
import NavigatableRIBs
import NavigatableRIBsTesting
import ScreenKit
import Testing

@testable import GeneratedTabImpl

/// Records what GeneratedTab's interactor asks its view to show.
@MainActor
final class MockGeneratedTabPresenter: GeneratedTabPresentable {
  weak var listener: (any GeneratedTabPresentableListener)?
  var shownTitles: [String] = []
  func show(title: String) { shownTitles.append(title) }
}

/// Records what GeneratedTab's interactor asks its router.
@MainActor
final class MockGeneratedTabRouter: MockRouter, GeneratedTabRouting {}

/// GeneratedTab's dependency in tests: its children's builders are stand-ins kept in `mockBuilders`
/// (generate-rib adds one per child, in `GeneratedTabTests+Child.swift`).
final class GeneratedTabTestDependency: GeneratedTabDependency {
  let mockBuilders = MockBuilders()
}

@MainActor
@Suite(.serialized)
struct GeneratedTabInteractorTests {
  let router = MockGeneratedTabRouter()
  let listener = MockGeneratedTabListener()

  // The presenter lives in each test, not in the suite: RIBs' LeakDetector expects a presenter to be
  // freed within a second of its interactor (real time), and a suite instance can outlive its test that
  // long on a busy machine.
  func makeActiveInteractor() -> (GeneratedTabInteractor, MockGeneratedTabPresenter) {
    let presenter = MockGeneratedTabPresenter()
    let interactor = GeneratedTabInteractor(presenter: presenter, title: "GeneratedTab")
    interactor.router = router
    interactor.listener = listener
    interactor.activate()
    return (interactor, presenter)
  }

  @Test func becomingActiveShowsTheTitleOnce() {
    let (interactor, presenter) = makeActiveInteractor()
    #expect(presenter.shownTitles == ["GeneratedTab"])
    #expect(presenter.listener === interactor)
    #expect(router.calls.isEmpty)
  }
}

@MainActor
@Suite(.serialized)
struct GeneratedTabRouterAndBuilderTests {
  /// GeneratedTab built over test dependencies, active and loaded, its screen the root of a navigation controller
  /// in a window.
  func makeShown() -> (GeneratedTabRouter, UIWindow, UINavigationController) {
    let built = GeneratedTabBuilder(dependency: GeneratedTabTestDependency())
      .build(withListener: MockGeneratedTabListener())
    built.interactable.activate()
    built.load()
    let (window, navigation) = showInWindow(built.viewControllable.uiviewController)
    return (built as! GeneratedTabRouter, window, navigation)
  }

  @Test func theBuiltScreenShowsWhatTheInteractorGivesIt() {
    let listener = MockGeneratedTabListener()
    let router = GeneratedTabBuilder(dependency: GeneratedTabTestDependency())
      .build(withListener: listener)
    router.interactable.activate()
    let screen = router.viewControllable.uiviewController as? any ScreenDescribing
    #expect(screen?.screenDescription.title == "GeneratedTab")
    // A tab's root stays for the app's life: no "Done" or "Close", and the tab bar shows its title.
    #expect(screen?.screenDescription.items.contains { $0.label == "Done" || $0.label == "Close" } == false)
    #expect(router.viewControllable.uiviewController.tabBarItem.title == "GeneratedTab")
    router.interactable.deactivate()
  }
}
