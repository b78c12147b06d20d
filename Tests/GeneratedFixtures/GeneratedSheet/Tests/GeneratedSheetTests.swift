import GeneratedSheet
import GeneratedSheetTestSupport
import NavigatableRIBs
import NavigatableRIBsTesting
import ScreenKit
import Testing

@testable import GeneratedSheetImpl

/// Records what GeneratedSheet's interactor asks its view to show.
@MainActor
final class MockGeneratedSheetPresenter: GeneratedSheetPresentable {
  weak var listener: (any GeneratedSheetPresentableListener)?
  var shownTitles: [String] = []
  func show(title: String) { shownTitles.append(title) }
}

/// Records what GeneratedSheet's interactor asks its router.
@MainActor
final class MockGeneratedSheetRouter: MockRouter, GeneratedSheetRouting {}

/// GeneratedSheet's dependency in tests: its children's builders are stand-ins kept in `mockBuilders`
/// (generate-rib adds one per child, in `GeneratedSheetTests+Child.swift`).
final class GeneratedSheetTestDependency: GeneratedSheetDependency {
  let mockBuilders = MockBuilders()
}

@MainActor
@Suite(.serialized)
struct GeneratedSheetInteractorTests {
  let router = MockGeneratedSheetRouter()
  let listener = MockGeneratedSheetListener()

  // The presenter lives in each test, not in the suite: RIBs' LeakDetector expects a presenter to be
  // freed within a second of its interactor (real time), and a suite instance can outlive its test that
  // long on a busy machine.
  func makeActiveInteractor() -> (GeneratedSheetInteractor, MockGeneratedSheetPresenter) {
    let presenter = MockGeneratedSheetPresenter()
    let interactor = GeneratedSheetInteractor(presenter: presenter, title: "GeneratedSheet")
    interactor.router = router
    interactor.listener = listener
    interactor.activate()
    return (interactor, presenter)
  }

  @Test func becomingActiveShowsTheTitleOnce() {
    let (interactor, presenter) = makeActiveInteractor()
    #expect(presenter.shownTitles == ["GeneratedSheet"])
    #expect(presenter.listener === interactor)
    #expect(router.calls.isEmpty)
  }

  @Test func doneReachesTheListener() {
    let (interactor, _) = makeActiveInteractor()
    #expect(listener.calls.isEmpty)
    interactor.didTapDone()
    #expect(listener.calls == ["finish"])
  }
}

@MainActor
@Suite(.serialized)
struct GeneratedSheetRouterAndBuilderTests {
  /// GeneratedSheet built over test dependencies, active and loaded, its screen the root of a navigation controller
  /// in a window.
  func makeShown() -> (GeneratedSheetRouter, UIWindow, UINavigationController) {
    let built = GeneratedSheetBuilder(dependency: GeneratedSheetTestDependency())
      .build(withListener: MockGeneratedSheetListener())
    built.interactable.activate()
    built.load()
    let (window, navigation) = showInWindow(built.viewControllable.uiviewController)
    return (built as! GeneratedSheetRouter, window, navigation)
  }

  @Test func theBuiltScreenShowsWhatTheInteractorGivesIt() {
    let listener = MockGeneratedSheetListener()
    let router = GeneratedSheetBuilder(dependency: GeneratedSheetTestDependency())
      .build(withListener: listener)
    router.interactable.activate()
    let screen = router.viewControllable.uiviewController as? any ScreenDescribing
    #expect(screen?.screenDescription.title == "GeneratedSheet")
    let item = screen?.screenDescription.items.first { $0.label == "Done" }
    #expect(item != nil)
    item?.action()
    #expect(listener.calls == ["finish"])
    router.interactable.deactivate()
  }

  @Test func aParentPresentsItAsASheetAndDetachingItDismissesIt() {
    let diagnostics = withCleanGlobals {
      let (parent, _, window) = parentInAWindow()
      let router = GeneratedSheetBuilder(dependency: GeneratedSheetTestDependency())
        .build(withListener: MockGeneratedSheetListener())
      let sheet = parent.presentChildInNavigationController(
        router, from: parent.viewControllable, modalPresentationStyle: .pageSheet)
      HeadlessRunLoop.main.runUntilIdle()
      #expect(sheet?.presentingViewController != nil)
      #expect(router.interactable.isActive)
      parent.detachChild(router)  // what the parent's router does when GeneratedSheet says it is done
      HeadlessRunLoop.main.runUntilIdle()
      #expect(sheet?.presentingViewController == nil)
      #expect(!router.interactable.isActive)
      _ = window
    }
    #expect(diagnostics.isEmpty, "\(diagnostics)")
  }

  @Test func swipingTheSheetDownDetachesIt() {
    let diagnostics = withCleanGlobals {
      let (parent, _, window) = parentInAWindow()
      let listener = MockGeneratedSheetListener()
      let router = GeneratedSheetBuilder(dependency: GeneratedSheetTestDependency())
        .build(withListener: listener)
      let sheet = parent.presentChildInNavigationController(
        router, from: parent.viewControllable, modalPresentationStyle: .pageSheet)
      HeadlessRunLoop.main.runUntilIdle()
      #expect(sheet?.userSwipeDownSheet() == true)
      HeadlessRunLoop.main.runUntilIdle()
      #expect(parent.children.isEmpty)
      #expect(listener.calls.isEmpty)  // a swipe down is no business-logic close
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
