import GeneratedFlow
import GeneratedFlowTestSupport
import NavigatableRIBs
import NavigatableRIBsTesting
import ScreenKit
import Testing

@testable import GeneratedFlowImpl

/// Records what GeneratedFlow's interactor asks its router.
@MainActor
final class MockGeneratedFlowRouter: Router<Interactor>, GeneratedFlowRouting {
  var calls: [String] = []
  /// What `routeToStart()` answers.
  var startShows = true
  init() { super.init(interactor: Interactor()) }
  func routeToStart() -> Bool {
    calls.append("routeToStart")
    return startShows
  }
  func cleanupViews() { calls.append("cleanupViews") }
}

/// GeneratedFlow's dependency in tests: its children's builders are stand-ins kept in `mockBuilders`
/// (generate-rib adds one per child, in `GeneratedFlowTests+Child.swift`).
final class GeneratedFlowTestDependency: GeneratedFlowDependency {
  let mockBuilders = MockBuilders()
}

@MainActor
@Suite(.serialized)
struct GeneratedFlowInteractorTests {
  let router = MockGeneratedFlowRouter()
  let listener = MockGeneratedFlowListener()

  func makeActiveInteractor() -> GeneratedFlowInteractor {
    let interactor = GeneratedFlowInteractor()
    interactor.router = router
    interactor.listener = listener
    interactor.activate()
    return interactor
  }

  @Test func becomingActiveShowsTheFirstScreen() {
    _ = makeActiveInteractor()
    #expect(router.calls == ["routeToStart"])
    #expect(listener.calls.isEmpty)
  }

  @Test func aFirstScreenThatCannotBeShownClosesTheFlowAtOnce() {
    router.startShows = false
    _ = makeActiveInteractor()
    #expect(listener.calls == ["close"])
  }

  @Test func resigningActiveCleansUpTheViews() {
    let interactor = makeActiveInteractor()
    interactor.deactivate()
    #expect(router.calls == ["routeToStart", "cleanupViews"])
  }

  @Test func theUserClosingTheFlowReachesTheListener() {
    let interactor = makeActiveInteractor()
    #expect(listener.calls.isEmpty)
    interactor.navigationFlowDidClose()
    #expect(listener.calls == ["close"])
  }

  @Test func doneOnTheFirstScreenCompletesTheFlowThroughTheListener() {
    let interactor = makeActiveInteractor()
    interactor.generatedFlowStartDidTapDone()
    #expect(listener.calls == ["close"])
  }
}

@MainActor
@Suite(.serialized)
struct GeneratedFlowRouterAndBuilderTests {
  /// GeneratedFlow's parent: it attaches GeneratedFlow, as the parent's router does.
  let parent = Router<MockInteractable>(interactor: MockInteractable())

  /// GeneratedFlow built over test dependencies and attached to a parent whose screen is in a window: its first
  /// screen is presented in the navigation controller GeneratedFlow owns.
  func makeStarted(listener: MockGeneratedFlowListener = MockGeneratedFlowListener())
    -> (GeneratedFlowRouter, UIWindow)
  {
    let base = MockViewController()
    let window = UIWindow()
    window.rootViewController = base
    window.makeKeyAndVisible()
    HeadlessRunLoop.main.runUntilIdle()
    let built = GeneratedFlowBuilder(dependency: GeneratedFlowTestDependency())
      .build(withListener: listener, presentingFrom: base)
    parent.interactable.activate()
    parent.load()
    parent.attachChild(built)  // activation presents the first screen
    HeadlessRunLoop.main.runUntilIdle()
    return (built as! GeneratedFlowRouter, window)
  }

  @Test func startingPresentsTheFirstScreen() {
    let diagnostics = withCleanGlobals {
      let (flow, window) = makeStarted()
      #expect(window.rootViewController?.presentedViewController === flow.navigationController)
      let screen = flow.navigationController?.topViewController as? any ScreenDescribing
      #expect(screen?.screenDescription.title == "GeneratedFlow")
      #expect(flow.children.count == 1)
    }
    #expect(diagnostics.isEmpty, "\(diagnostics)")
  }

  @Test func swipingTheFirstScreenDownClosesTheFlow() {
    let listener = MockGeneratedFlowListener()
    let diagnostics = withCleanGlobals {
      let (flow, window) = makeStarted(listener: listener)
      #expect(flow.navigationController?.userSwipeDownSheet() == true)
      HeadlessRunLoop.main.runUntilIdle()
      #expect(listener.calls == ["close"])
      #expect(flow.children.isEmpty)
      #expect(parent.children.isEmpty)  // the mock listener detaches nothing: NavigationSync did
      _ = window
    }
    #expect(diagnostics.isEmpty, "\(diagnostics)")
  }

  @Test func tappingDoneCompletesTheFlowAndItsParentDetachingItLeavesNothing() {
    let listener = MockGeneratedFlowListener()
    let diagnostics = withCleanGlobals {
      let (flow, window) = makeStarted(listener: listener)
      let screen = flow.navigationController?.topViewController as? any ScreenDescribing
      let done = screen?.screenDescription.items.first { $0.label == "Done" }
      #expect(done != nil)
      done?.action()
      HeadlessRunLoop.main.runUntilIdle()
      #expect(listener.calls == ["close"])
      parent.detachChild(flow)  // what the parent does when told
      HeadlessRunLoop.main.runUntilIdle()
      #expect(parent.children.isEmpty)
      #expect(window.rootViewController?.presentedViewController == nil)
    }
    #expect(diagnostics.isEmpty, "\(diagnostics)")
  }

  @Test func deactivatingDismissesWhatItPresented() {
    let diagnostics = withCleanGlobals {
      let (flow, window) = makeStarted()
      parent.detachChild(flow)  // willResignActive → cleanupViews()
      HeadlessRunLoop.main.runUntilIdle()
      #expect(window.rootViewController?.presentedViewController == nil)
    }
    #expect(diagnostics.isEmpty, "\(diagnostics)")
  }
}
