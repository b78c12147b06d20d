import GeneratedPush
import GeneratedPushTestSupport
import NavigatableRIBs
import NavigatableRIBsTesting
import ScreenKit
import Testing

@testable import GeneratedPushImpl

/// Records what GeneratedPush's interactor asks its view to show.
@MainActor
final class MockGeneratedPushPresenter: GeneratedPushPresentable {
  weak var listener: (any GeneratedPushPresentableListener)?
  var shownTitles: [String] = []
  func show(title: String) { shownTitles.append(title) }
}

/// Records what GeneratedPush's interactor asks its router.
@MainActor
final class MockGeneratedPushRouter: MockRouter, GeneratedPushRouting {}

/// GeneratedPush's dependency in tests: its children's builders are stand-ins kept in `mockBuilders`
/// (generate-rib adds one per child, in `GeneratedPushTests+Child.swift`).
final class GeneratedPushTestDependency: GeneratedPushDependency {
  let mockBuilders = MockBuilders()
}

@MainActor
@Suite(.serialized)
struct GeneratedPushInteractorTests {
  let router = MockGeneratedPushRouter()
  let listener = MockGeneratedPushListener()

  // The presenter lives in each test, not in the suite: RIBs' LeakDetector expects a presenter to be
  // freed within a second of its interactor (real time), and a suite instance can outlive its test that
  // long on a busy machine.
  func makeActiveInteractor() -> (GeneratedPushInteractor, MockGeneratedPushPresenter) {
    let presenter = MockGeneratedPushPresenter()
    let interactor = GeneratedPushInteractor(presenter: presenter, title: "GeneratedPush")
    interactor.router = router
    interactor.listener = listener
    interactor.activate()
    return (interactor, presenter)
  }

  @Test func becomingActiveShowsTheTitleOnce() {
    let (interactor, presenter) = makeActiveInteractor()
    #expect(presenter.shownTitles == ["GeneratedPush"])
    #expect(presenter.listener === interactor)
    #expect(router.calls.isEmpty)
  }

  @Test func closeReachesTheListener() {
    let (interactor, _) = makeActiveInteractor()
    #expect(listener.calls.isEmpty)
    interactor.didTapClose()
    #expect(listener.calls == ["close"])
  }
}

@MainActor
@Suite(.serialized)
struct GeneratedPushRouterAndBuilderTests {
  /// GeneratedPush built over test dependencies, active and loaded, its screen the root of a navigation controller
  /// in a window.
  func makeShown() -> (GeneratedPushRouter, UIWindow, UINavigationController) {
    let built = GeneratedPushBuilder(dependency: GeneratedPushTestDependency())
      .build(withListener: MockGeneratedPushListener())
    built.interactable.activate()
    built.load()
    let (window, navigation) = showInWindow(built.viewControllable.uiviewController)
    return (built as! GeneratedPushRouter, window, navigation)
  }

  @Test func theBuiltScreenShowsWhatTheInteractorGivesIt() {
    let listener = MockGeneratedPushListener()
    let router = GeneratedPushBuilder(dependency: GeneratedPushTestDependency())
      .build(withListener: listener)
    router.interactable.activate()
    let screen = router.viewControllable.uiviewController as? any ScreenDescribing
    #expect(screen?.screenDescription.title == "GeneratedPush")
    let item = screen?.screenDescription.items.first { $0.label == "Close" }
    #expect(item != nil)
    item?.action()
    #expect(listener.calls == ["close"])
    router.interactable.deactivate()
  }

  @Test func aParentPushesItAndDetachingItPopsItsScreen() {
    let diagnostics = withCleanGlobals {
      let (parent, navigation, window) = parentInAWindow()
      let router = GeneratedPushBuilder(dependency: GeneratedPushTestDependency())
        .build(withListener: MockGeneratedPushListener())
      #expect(parent.pushChild(router))
      HeadlessRunLoop.main.runUntilIdle()
      #expect(navigation.topViewController === router.viewControllable.uiviewController)
      #expect(router.interactable.isActive)
      parent.detachChild(router)  // what the parent's router does when GeneratedPush asks to close
      HeadlessRunLoop.main.runUntilIdle()
      #expect(navigation.viewControllers.count == 1)
      #expect(!router.interactable.isActive)
      _ = window
    }
    #expect(diagnostics.isEmpty, "\(diagnostics)")
  }

  @Test func theBackButtonDetachesIt() {
    let diagnostics = withCleanGlobals {
      let (parent, navigation, window) = parentInAWindow()
      let listener = MockGeneratedPushListener()
      let router = GeneratedPushBuilder(dependency: GeneratedPushTestDependency())
        .build(withListener: listener)
      #expect(parent.pushChild(router))
      HeadlessRunLoop.main.runUntilIdle()
      #expect(navigation.userTapBackButton())  // the user's back button
      HeadlessRunLoop.main.runUntilIdle()
      #expect(parent.children.isEmpty)
      #expect(!router.interactable.isActive)
      #expect(listener.calls.isEmpty)  // a pop is no business-logic close
      _ = window
    }
    #expect(diagnostics.isEmpty, "\(diagnostics)")
  }
}

/// A parent RIB showing its screen as the root of a navigation controller, in a window.
@MainActor
func parentInAWindow() -> (ViewableRouter<Interactor, MockViewController>, UINavigationController, UIWindow) {
  let screen = MockViewController()
  let parent = ViewableRouter<Interactor, MockViewController>(interactor: Interactor(), viewController: screen)
  parent.load()
  parent.interactable.activate()
  let (window, navigation) = showInWindow(screen)
  return (parent, navigation, window)
}
