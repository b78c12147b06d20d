import GeneratedPush
import GeneratedPushTestSupport
import NavigatableRIBs
import NavigatableRIBsTesting
import ScreenKit
import Testing

@testable import GeneratedTabImpl

extension MockGeneratedTabRouter {
  func routeToGeneratedPush() { calls.append("routeToGeneratedPush") }
  func detachGeneratedPush() { calls.append("detachGeneratedPush") }
}

extension GeneratedTabTestDependency {
  var generatedPushBuildable: any GeneratedPushBuildable {
    mockBuilders(MockGeneratedPushBuildable.init)
  }
}

extension GeneratedTabRouterAndBuilderTests {
  @Test func theGeneratedPushRowShowsGeneratedPushAndItsListenerCallTakesItAway() {
    let diagnostics = withCleanGlobals {
      let (router, window, navigation) = makeShown()
      let screen = router.viewControllable.uiviewController as? any ScreenDescribing
      screen?.screenDescription.items.first { $0.label == "GeneratedPush" }?.action()
      HeadlessRunLoop.main.runUntilIdle()
      #expect(router.children.map(\.ribName).contains("FakeGeneratedPush"))
      #expect(navigation.viewControllers.count == 2)
      (router.interactable as? any GeneratedPushListener)?.generatedPushDidRequestClose()
      HeadlessRunLoop.main.runUntilIdle()
      #expect(!router.children.map(\.ribName).contains("FakeGeneratedPush"))
      #expect(navigation.viewControllers.count == 1)
      _ = (window, navigation)
    }
    #expect(diagnostics.isEmpty, "\(diagnostics)")
  }
}
