import GeneratedFlow
import GeneratedFlowTestSupport
import NavigatableRIBs
import NavigatableRIBsTesting
import ScreenKit
import Testing

@testable import GeneratedTabImpl

extension MockGeneratedTabRouter {
  func routeToGeneratedFlow() { calls.append("routeToGeneratedFlow") }
  func detachGeneratedFlow() { calls.append("detachGeneratedFlow") }
}

extension GeneratedTabTestDependency {
  var generatedFlowBuildable: any GeneratedFlowBuildable {
    mockBuilders(MockGeneratedFlowBuildable.init)
  }
}

extension GeneratedTabRouterAndBuilderTests {
  @Test func theGeneratedFlowRowShowsGeneratedFlowAndItsListenerCallTakesItAway() {
    let diagnostics = withCleanGlobals {
      let (router, window, navigation) = makeShown()
      let screen = router.viewControllable.uiviewController as? any ScreenDescribing
      screen?.screenDescription.items.first { $0.label == "GeneratedFlow" }?.action()
      HeadlessRunLoop.main.runUntilIdle()
      #expect(router.children.map(\.ribName).contains("FakeGeneratedFlow"))
      #expect(window.rootViewController?.presentedViewController is UINavigationController)
      (router.interactable as? any GeneratedFlowListener)?.generatedFlowDidClose()
      HeadlessRunLoop.main.runUntilIdle()
      #expect(!router.children.map(\.ribName).contains("FakeGeneratedFlow"))
      #expect(window.rootViewController?.presentedViewController == nil)
      _ = (window, navigation)
    }
    #expect(diagnostics.isEmpty, "\(diagnostics)")
  }
}
