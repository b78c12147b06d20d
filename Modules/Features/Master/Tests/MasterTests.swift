import Detail
import DetailTestSupport
import Master
import MasterTestSupport
import NavigatableRIBs
import NavigatableRIBsTesting
import ScreenKit
import Testing

@testable import MasterImpl

@MainActor
final class MockMasterPresenter: MasterPresentable {
  weak var listener: (any MasterPresentableListener)?
  var shown: [[MasterExampleCase]] = []
  func show(cases: [MasterExampleCase]) { shown.append(cases) }
}

@MainActor
final class MockMasterRouter: MockRouter, MasterRouting {
  var detailItem: (any DetailActionableItem)?
  func routeToDetail(kind: DetailKind) -> (any DetailActionableItem)? {
    calls.append("routeToDetail \(kind)")
    return detailItem
  }
  func routeToPlainScreen() { calls.append("routeToPlainScreen") }
  func routeToDetailAbovePlainScreen() { calls.append("routeToDetailAbovePlainScreen") }
  func routeToSheetDetail() { calls.append("routeToSheetDetail") }
  func routeToFullScreenDetail() { calls.append("routeToFullScreenDetail") }
  func detachDetail() { calls.append("detachDetail") }
  func closeDetails() { calls.append("closeDetails") }
  func closeSheet() { calls.append("closeSheet") }
}

/// Master's dependency in tests: the real Detail builder is replaced by a recording mock.
final class MasterTestDependency: MasterDependency {
  let detailBuilder = MockDetailBuildable()
  var detailBuildable: any DetailBuildable { detailBuilder }
  /// The stand-ins of the children generate-rib adds, one per child (`MasterTests+Child.swift`).
  let mockBuilders = MockBuilders()
}

@MainActor
@Suite(.serialized)
struct MasterInteractorTests {
  let router = MockMasterRouter()

  // The presenter lives in each test, not in the suite: RIBs' LeakDetector expects a presenter to be freed
  // within a second of its interactor (real time), and a suite instance can outlive its test that long on a
  // busy machine.
  func make() -> (MasterInteractor, MockMasterPresenter) {
    let presenter = MockMasterPresenter()
    let interactor = MasterInteractor(presenter: presenter)
    interactor.router = router
    interactor.activate()
    return (interactor, presenter)
  }

  @Test func showsEveryCase() {
    let (interactor, presenter) = make()
    #expect(presenter.shown == [MasterExampleCase.allCases])
    #expect(presenter.listener === interactor)
    #expect(
      MasterExampleCase.allCases.map(\.label) == [
        "Normal", "Plain screen", "Successive", "Sheet", "Deep link (depth 3)", "Full screen",
      ])
  }

  @Test func eachCaseRoutes() {
    let (interactor, _) = make()
    interactor.didSelect(.normal)
    interactor.didSelect(.plainScreen)
    interactor.plainScreenDidTapPushDetail()
    interactor.didSelect(.successive)
    interactor.didSelect(.sheet)
    interactor.detailDidRequestClose()
    interactor.didSelect(.fullScreen)
    interactor.detailDidRequestPop(toDepth: 1)  // nothing below Master
    #expect(
      router.calls == [
        "routeToDetail normal", "routeToPlainScreen", "routeToDetailAbovePlainScreen", "routeToDetail successive",
        "routeToSheetDetail", "detachDetail", "routeToFullScreenDetail",
      ])
  }

  @Test func openDetailResetsThenOpensADeepLinkDetailOrFails() {
    let (interactor, _) = make()
    var failed = false
    let first = interactor.openDetail().sink(
      receiveCompletion: { if case .failure = $0 { failed = true } }, receiveValue: { _ in })
    #expect(failed)
    #expect(router.calls == ["closeDetails", "routeToDetail deepLink"])
    first.cancel()
  }
}

@MainActor
@Suite(.serialized)
struct MasterRouterAndBuilderTests {
  func makeShown() -> (MasterRouter, UIWindow, UINavigationController) {
    let (router, _) = MasterBuilder(dependency: MasterTestDependency()).build(withListener: MockMasterListener())
    router.interactable.activate()
    router.load()
    let (window, navigation) = showInWindow(router.viewControllable.uiviewController)
    return (router as! MasterRouter, window, navigation)
  }

  @Test func builderWiresTheRIB() {
    let listener = MockMasterListener()
    let (router, item) = MasterBuilder(dependency: MasterTestDependency()).build(withListener: listener)
    #expect(router.ribName == "Master")
    #expect(item === router.interactable)
    #expect((item as? MasterInteractor)?.listener === listener)
    #expect(router.viewControllable.uiviewController.title == "Examples")
  }

  @Test func pushesPresentsAndCloses() {
    let diagnostics = withCleanGlobals {
      let (router, window, navigation) = makeShown()
      #expect(router.routeToDetail(kind: .normal) != nil)
      HeadlessRunLoop.main.runUntilIdle()
      #expect(navigation.viewControllers.count == 2)
      // A new Detail replaces the current one.
      _ = router.routeToDetail(kind: .successive)
      HeadlessRunLoop.main.runUntilIdle()
      #expect(navigation.viewControllers.count == 2)
      #expect(router.children.count == 1)
      router.detachDetail()
      HeadlessRunLoop.main.runUntilIdle()
      #expect(navigation.viewControllers.count == 1)

      router.routeToSheetDetail()
      HeadlessRunLoop.main.runUntilIdle()
      #expect(window.rootViewController?.presentedViewController is UINavigationController)
      router.closeSheet()
      HeadlessRunLoop.main.runUntilIdle()
      #expect(window.rootViewController?.presentedViewController == nil)
      #expect(router.children.isEmpty)

      // Full screen: the tabs' views leave the window; nothing is screenless, and Close dismisses it.
      router.routeToFullScreenDetail()
      HeadlessRunLoop.main.runUntilIdle()
      let presented = window.rootViewController?.presentedViewController
      #expect(presented?.modalPresentationStyle == .fullScreen)
      #expect(NavigationSync.shared.screenlessRIBs(under: router).isEmpty)
      router.detachDetail()
      HeadlessRunLoop.main.runUntilIdle()
      #expect(window.rootViewController?.presentedViewController == nil)
      #expect(router.children.isEmpty)

      router.routeToPlainScreen()
      router.routeToDetailAbovePlainScreen()
      HeadlessRunLoop.main.runUntilIdle()
      #expect(navigation.viewControllers.map(\.title) == ["Examples", "Plain screen", "Detail 1"])
      router.closeDetails()
      HeadlessRunLoop.main.runUntilIdle()
      #expect(navigation.viewControllers.map(\.title) == ["Examples"])
      #expect(router.children.isEmpty)
    }
    #expect(diagnostics.isEmpty, "\(diagnostics)")
  }

  @Test func openDetailWorkflowOpensADeepLinkDetailThenAsksEachDetailForTheNext() {
    let diagnostics = withCleanGlobals {
      let dependency = MasterTestDependency()
      let (built, _) = MasterBuilder(dependency: dependency).build(withListener: MockMasterListener())
      built.interactable.activate()
      built.load()
      let (window, navigation) = showInWindow(built.viewControllable.uiviewController)
      let subscription = OpenDetailWorkflow(depth: 3).subscribe(built.interactable as! MasterInteractor)
      HeadlessRunLoop.main.runUntilIdle()
      // Master pushed Detail 1 (a deep-link Detail); the next steps are the Details' own (DetailTests): the
      // mock Detail refuses to push, which ends the workflow there.
      #expect(navigation.viewControllers.map(\.title) == ["Examples", "Detail 1"])
      #expect(dependency.detailBuilder.builds.map(\.kind) == [.deepLink])
      #expect(dependency.detailBuilder.builds.first?.item.pushNextCount == 1)
      subscription.cancel()
      #expect(OpenDetailWorkflow(depth: -2).depth == 1)
      _ = window
    }
    #expect(diagnostics.isEmpty, "\(diagnostics)")
  }
}

/// A suite instance can outlive its test by more than a second on a busy machine; RIBs' LeakDetector, on real
/// time, expects a presenter freed within a second of its interactor. The interactor tests keep their
/// presenters in the test, so nothing is left for the detector when the suite outlives them.
@MainActor
@Suite(.serialized)
struct MasterTestShapeTests {
  @Test func anInteractorTestLeavesNothingWhenItsSuiteOutlivesIt() {
    let previous = LeakDetector.instance
    defer { LeakDetector.instance = previous }
    let clock = VirtualClock()
    var failures: [LeakDetectionFailure] = []
    LeakDetector.instance = LeakDetector(clock: clock) { failures.append($0) }
    var suite: MasterInteractorTests? = MasterInteractorTests()
    suite?.showsEveryCase()
    clock.advance(by: 2)  // the suite still alive two seconds after its test
    #expect(failures.isEmpty, "\(failures)")
    suite = nil
  }
}
