import Testing

@testable import HeadlessUIKit

@MainActor
@Suite("Re-entrant calls from callbacks")
struct ReentrancyTests {
  @Test("A push from didShow is applied at once and shown after the current transition")
  func pushFromDidShow() {
    let (nav, _, window) = makeNavigation(["A"])
    let delegate = NavigationDelegateSpy()
    nav.delegate = delegate
    let b = Screen("B"), c = Screen("C")
    delegate.onDidShow = { navigation, shown in
      if shown === b {
        navigation.pushViewController(c, animated: true)
        #expect(navigation.topViewController === c)
      }
    }
    let recorder = EventRecorder(includesLoads: false)
    nav.pushViewController(b, animated: true)
    settle()
    #expect(
      recorder.take() == [
        "B.willMove(nav)", "willShow(B)", "A.willDisappear", "B.willAppear", "A.didDisappear", "B.didAppear",
        "B.didMove(nav)", "didShow(B)", "C.willMove(nav)",
        "willShow(C)", "B.willDisappear", "C.willAppear", "B.didDisappear", "C.didAppear", "C.didMove(nav)",
        "didShow(C)",
      ])
    #expect(delegate.didShow == ["B", "C"])
    _ = window
  }

  @Test("A pop from viewDidAppear is deterministic: the pushed VC appears, then is popped")
  func popFromViewDidAppear() {
    let (nav, screens, window) = makeNavigation(["A"])
    let b = Screen("B")
    b.onDidAppear = { screen in
      if screen.isMovingToParent { screen.navigationController?.popViewController(animated: false) }
    }
    let recorder = EventRecorder(includesLoads: false)
    nav.pushViewController(b, animated: false)
    settle()
    #expect(
      recorder.take() == [
        "B.willMove(nav)", "willShow(B)", "A.willDisappear", "B.willAppear", "A.didDisappear", "B.didAppear",
        "B.willMove(nil)", "B.didMove(nav)", "didShow(B)",
        "willShow(A)", "B.willDisappear", "A.willAppear", "B.didDisappear", "A.didAppear", "B.didMove(nil)",
        "didShow(A)",
      ])
    #expect(nav.viewControllers == [screens[0]])
    #expect(b.parent == nil)
    _ = window
  }

  @Test("Present from viewDidAppear and dismiss from the completion settle deterministically")
  func presentAndDismissFromCallbacks() {
    let (nav, screens, window) = makeNavigation(["A"])
    let modal = Screen("M")
    var order: [String] = []
    screens[0].onDidAppear = { screen in
      guard modal.presentingViewController == nil, order.isEmpty else { return }
      screen.present(modal, animated: true) {
        order.append("presented")
        modal.dismiss(animated: true) { order.append("dismissed") }
      }
    }
    let b = Screen("B")
    nav.pushViewController(b, animated: false)
    settle()
    nav.popViewController(animated: false)
    settle()
    #expect(order == ["presented", "dismissed"])
    #expect(nav.presentedViewController == nil)
    _ = window
  }
}
