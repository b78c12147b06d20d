import Detail
import DetailTestSupport
import NavigatableRIBs
import NavigatableRIBsTesting
import ScreenKit
import Testing

@testable import DetailImpl

@MainActor
final class MockDetailPresenter: DetailPresentable {
  weak var listener: (any DetailPresentableListener)?
  var shown: [(depth: Int, kind: DetailKind, earlier: [Int])] = []
  func show(depth: Int, kind: DetailKind, earlierDepths: [Int]) { shown.append((depth, kind, earlierDepths)) }
}

@MainActor
final class MockDetailRouter: MockRouter, DetailRouting {
  var nextItem: (any DetailActionableItem)?
  func routeToNext(depth: Int, kind: DetailKind) -> (any DetailActionableItem)? {
    calls.append("routeToNext \(depth) \(kind)")
    return nextItem
  }
  func detachNext() { calls.append("detachNext") }
  func popToOwnScreen() { calls.append("popToOwnScreen") }
}

@MainActor
@Suite(.serialized)
struct DetailInteractorTests {
  let router = MockDetailRouter()
  let listener = MockDetailListener()

  // The presenter lives in each test, not in the suite: RIBs' LeakDetector expects a presenter to be freed
  // within a second of its interactor (real time), and a suite instance can outlive its test that long on a
  // busy machine.
  func make(depth: Int, kind: DetailKind) -> (DetailInteractor, MockDetailPresenter) {
    let presenter = MockDetailPresenter()
    let interactor = DetailInteractor(presenter: presenter, depth: depth, kind: kind)
    interactor.router = router
    interactor.listener = listener
    interactor.activate()
    return (interactor, presenter)
  }

  @Test func showsDepthKindAndEarlierDepths() {
    let (interactor, presenter) = make(depth: 3, kind: .successive)
    #expect(presenter.shown.count == 1)
    #expect(presenter.shown.first?.depth == 3 && presenter.shown.first?.earlier == [1, 2])
    #expect(presenter.listener === interactor)
  }

  @Test func pushNextRoutesOnlyWhenTheKindAllows() {
    make(depth: 2, kind: .successive).0.didTapPushNext()
    make(depth: 1, kind: .normal).0.didTapPushNext()
    #expect(router.calls == ["routeToNext 3 successive"])
  }

  @Test func closeAndPopGoToTheListener() {
    let (interactor, _) = make(depth: 3, kind: .sheet)
    interactor.didTapClose()
    interactor.didTapPop(toDepth: 1)
    interactor.didTapPop(toDepth: 3)  // not earlier: ignored
    interactor.didTapPop(toDepth: 0)  // out of range: ignored
    #expect(listener.calls == ["close", "pop 1"])
  }

  @Test func aDetailHandlesPopToItsOwnDepthAndForwardsOthers() {
    let (interactor, _) = make(depth: 2, kind: .successive)
    interactor.detailDidRequestPop(toDepth: 2)
    interactor.detailDidRequestPop(toDepth: 1)
    interactor.detailDidRequestClose()
    #expect(router.calls == ["popToOwnScreen", "detachNext"])
    #expect(listener.calls == ["pop 1"])
  }

  @Test func pushNextStepFailsWhenTheRouterRefuses() {
    let (interactor, _) = make(depth: 1, kind: .deepLink)
    var failure: (any Error)?
    let subscription = interactor.pushNext().sink(
      receiveCompletion: { if case let .failure(error) = $0 { failure = error } }, receiveValue: { _ in })
    #expect(failure as? DetailRoutingError == .couldNotPushNext(depth: 1))
    subscription.cancel()
  }

  @Test func pushNextStepYieldsTheNextDetail() {
    let (next, _) = make(depth: 2, kind: .deepLink)
    router.nextItem = next
    let (interactor, _) = make(depth: 1, kind: .deepLink)
    var yielded: (any DetailActionableItem)?
    let subscription = interactor.pushNext().sink(receiveCompletion: { _ in }, receiveValue: { yielded = $0.0 })
    #expect(yielded === next)
    subscription.cancel()
  }
}

/// Detail's dependency in tests: mocks of its children's builders (generate-rib adds them).
final class DetailTestDependency: DetailDependency {
  /// The stand-ins of the children generate-rib adds, one per child (`DetailTests+Child.swift`).
  let mockBuilders = MockBuilders()
}

@MainActor
@Suite(.serialized)
struct DetailRouterAndBuilderTests {
  /// A first-level Detail RIB built with a mock listener, loaded; its router.
  private func makeLoadedDetail() -> DetailRouter {
    let (router, _) = DetailBuilder(dependency: DetailTestDependency()).build(
      withListener: MockDetailListener(), depth: 1, kind: .successive)
    router.load()
    return router as! DetailRouter
  }

  /// ``makeLoadedDetail()`` activated, its screen the root of a navigation controller in a window.
  func makeShown() -> (DetailRouter, UIWindow, UINavigationController) {
    let detail = makeLoadedDetail()
    detail.interactable.activate()
    let (window, navigation) = showInWindow(detail.viewControllable.uiviewController)
    return (detail, window, navigation)
  }

  @Test func builderWiresTheRIB() {
    let listener = MockDetailListener()
    let (router, item) = DetailBuilder(dependency: DetailTestDependency()).build(
      withListener: listener, depth: 2, kind: .successive)
    #expect(router.ribName == "Detail")
    #expect(router.viewControllable.uiviewController is DetailViewController)
    let interactor = item as? DetailInteractor
    #expect(interactor === router.interactable)
    #expect(interactor?.listener === listener)
    #expect(interactor?.depth == 2)
  }

  @Test func routeToNextPushesAndDetachNextPops() {
    let diagnostics = withCleanGlobals {
      let (detail, window, navigation) = makeShown()
      #expect(detail.routeToNext(depth: 2, kind: .successive) != nil)
      HeadlessRunLoop.main.runUntilIdle()
      #expect(detail.children.count == 1)
      #expect(navigation.viewControllers.count == 2)
      #expect(navigation.topViewController?.title == "Detail 2")
      detail.detachNext()
      HeadlessRunLoop.main.runUntilIdle()
      #expect(detail.children.isEmpty)
      #expect(navigation.viewControllers.count == 1)
      _ = window
    }
    #expect(diagnostics.isEmpty)
  }

  @Test func routeToNextOutsideANavigationControllerIsRefusedAndReported() {
    let diagnostics = withCleanGlobals {
      let router = makeLoadedDetail()
      #expect(router.routeToNext(depth: 2, kind: .successive) == nil)
      #expect(router.children.isEmpty)
    }
    #expect(diagnostics.map(\.kind) == [.navigation])
  }

  @Test func popToOwnScreenPopsWhatIsAbove() {
    let diagnostics = withCleanGlobals {
      let (detail, window, navigation) = makeShown()
      _ = detail.routeToNext(depth: 2, kind: .successive)
      HeadlessRunLoop.main.runUntilIdle()
      detail.popToOwnScreen()
      HeadlessRunLoop.main.runUntilIdle()
      #expect(navigation.viewControllers.count == 1)
      #expect(detail.children.isEmpty)  // NavigationSync detached Detail 2
      _ = window
    }
    #expect(diagnostics.isEmpty)
  }
}
