import NavigatableRIBs
import NavigatableRIBsTesting
import ScreenKit
import Testing

/// A viewless flow's stand-in (`FlowStandInInteractor`), as a parent's preview or test attaches it: it shows a
/// screen titled with the flow's name, closes the way the flow does (a swipe down, or "Close"), and takes its
/// screen away when it is detached.
@MainActor
@Suite(.serialized)
struct FlowStandInTests {
  /// A parent screen in a window, and a stand-in for `Onboarding` presenting from it that counts closes.
  func makeStandIn() -> (
    interactor: FlowStandInInteractor, base: MockViewController, window: UIWindow, closes: () -> Int
  ) {
    HeadlessRunLoop.main.runUntilIdle()
    let base = MockViewController()
    let window = UIWindow(frame: .zero)
    window.rootViewController = base
    window.makeKeyAndVisible()
    HeadlessRunLoop.main.runUntilIdle()
    var count = 0
    let interactor = FlowStandInInteractor(title: "Onboarding", base: base) { count += 1 }
    return (interactor, base, window, { count })
  }

  @Test func activeItShowsAScreenTitledWithTheFlowAndDetachedItTakesItAway() {
    let diagnostics = withCleanGlobals {
      let (interactor, base, window, closes) = makeStandIn()
      interactor.activate()
      HeadlessRunLoop.main.runUntilIdle()
      #expect(base.presentedViewController is UINavigationController)
      #expect(interactor.screen?.screenDescription.title == "Onboarding")
      #expect(interactor.screen?.screenDescription.items.map(\.label) == ["Close"])
      interactor.deactivate()
      HeadlessRunLoop.main.runUntilIdle()
      #expect(base.presentedViewController == nil)
      #expect(closes() == 0)
      window.isHidden = true
    }
    #expect(diagnostics.isEmpty, "\(diagnostics)")
  }

  @Test func closeAndASwipeDownEachTellTheListener() {
    let diagnostics = withCleanGlobals {
      let (interactor, base, window, closes) = makeStandIn()
      interactor.activate()
      HeadlessRunLoop.main.runUntilIdle()
      interactor.screen?.screenDescription.items.first { $0.label == "Close" }?.action()
      #expect(closes() == 1)
      #expect(base.presentedViewController?.presentationController?.userSwipeDownSheet() == true)
      HeadlessRunLoop.main.runUntilIdle()
      #expect(closes() == 2)
      #expect(base.presentedViewController == nil)
      interactor.deactivate()
      HeadlessRunLoop.main.runUntilIdle()
      window.isHidden = true
    }
    #expect(diagnostics.isEmpty, "\(diagnostics)")
  }
}
