import GeneratedSheet
import GeneratedSheetTestSupport
import NavigatableRIBs
import NavigatableRIBsTesting
import ScreenKit
import Testing

@testable import GeneratedTabImpl

extension MockGeneratedTabRouter {
  func routeToGeneratedSheet() { calls.append("routeToGeneratedSheet") }
  func detachGeneratedSheet() { calls.append("detachGeneratedSheet") }
}

extension GeneratedTabTestDependency {
  var generatedSheetBuildable: any GeneratedSheetBuildable {
    mockBuilders(MockGeneratedSheetBuildable.init)
  }
}

extension GeneratedTabRouterAndBuilderTests {
  @Test func theGeneratedSheetRowShowsGeneratedSheetAndItsListenerCallTakesItAway() {
    let diagnostics = withCleanGlobals {
      let (router, window, navigation) = makeShown()
      let screen = router.viewControllable.uiviewController as? any ScreenDescribing
      screen?.screenDescription.items.first { $0.label == "GeneratedSheet" }?.action()
      HeadlessRunLoop.main.runUntilIdle()
      #expect(router.children.map(\.ribName).contains("FakeGeneratedSheet"))
      #expect(window.rootViewController?.presentedViewController is UINavigationController)
      (router.interactable as? any GeneratedSheetListener)?.generatedSheetDidFinish()
      HeadlessRunLoop.main.runUntilIdle()
      #expect(!router.children.map(\.ribName).contains("FakeGeneratedSheet"))
      #expect(window.rootViewController?.presentedViewController == nil)
      _ = (window, navigation)
    }
    #expect(diagnostics.isEmpty, "\(diagnostics)")
  }
}
