import Testing

@testable import HeadlessUIKit

@MainActor
@Suite("Modal presentation")
struct PresentationTests {
  @Test("present sets the links at once; a child's presentation is hosted by its container")
  func links() {
    let (nav, screens, window) = makeNavigation(["A"])
    let modal = Screen("M")
    var completed = false
    screens[0].present(modal, animated: true) { completed = true }
    #expect(nav.presentedViewController === modal)
    #expect(screens[0].presentedViewController === modal)
    #expect(modal.presentingViewController === nav)
    #expect(modal.presentationController?.presentingViewController === nav)
    #expect(modal.presentationController?.presentedViewController === modal)
    #expect(nav.visibleViewController === modal)
    #expect(completed == false)
    settle()
    #expect(completed)
    #expect(modal.snapshot("willAppear")?.isBeingPresented == true)
    #expect(modal.snapshot("willAppear")?.hasCoordinator == true)
    #expect(modal.snapshot("didAppear")?.hasWindow == true)
    #expect(modal.isBeingPresented == false)
    _ = window
  }

  @Test(".fullScreen: the presenter and its shown child disappear, and reappear on dismissal")
  func fullScreenPresenterCallbacks() {
    let (nav, screens, window) = makeNavigation(["A"])
    let modal = Screen("M")
    modal.modalPresentationStyle = .fullScreen
    let recorder = EventRecorder(includesLoads: false)
    nav.present(modal, animated: false)
    settle()
    #expect(
      recorder.take() == [
        "present(M)", "nav.willDisappear", "A.willDisappear", "M.willAppear", "nav.didDisappear", "A.didDisappear",
        "M.didAppear",
      ])
    #expect(screens[0].viewIfLoaded?.window == nil, "the presenter's view left the window")
    modal.dismiss(animated: false)
    settle()
    #expect(
      recorder.take() == [
        "dismiss(M)", "M.willDisappear", "nav.willAppear", "willShow(A)", "A.willAppear", "M.didDisappear",
        "nav.didAppear", "A.didAppear", "didShow(A)",
      ])
    _ = window
  }

  @Test("Sheets and .overFullScreen keep the presenter: no presenter callbacks")
  func sheetPresenterCallbacks() {
    for style in [UIModalPresentationStyle.automatic, .pageSheet, .formSheet, .overFullScreen] {
      let (nav, _, window) = makeNavigation(["A"])
      let modal = Screen("M")
      modal.modalPresentationStyle = style
      let recorder = EventRecorder(includesLoads: false)
      nav.present(modal, animated: true)
      settle()
      nav.dismiss(animated: true)
      settle()
      #expect(
        recorder.take() == [
          "present(M)", "M.willAppear", "M.didAppear", "dismiss(M)", "M.willDisappear",
          "M.didDisappear",
        ], "style \(style)")
      _ = window
    }
  }

  @Test("dismiss on the presented VC is forwarded to its presenter; isBeingDismissed in its callbacks")
  func dismissForwarded() {
    let (nav, _, window) = makeNavigation(["A"])
    let inner = Screen("Inner")
    let presentedNav = UINavigationController(rootViewController: inner)
    presentedNav.title = "pnav"
    var innerSawDismissal: [Bool] = []
    inner.onWillDisappear = { screen in innerSawDismissal.append(screen.navigationController?.isBeingDismissed == true)
    }
    nav.present(presentedNav, animated: true)
    settle()
    var completions = 0
    inner.dismiss(animated: true) { completions += 1 }
    #expect(nav.presentedViewController == nil, "the link is cleared at once")
    settle()
    #expect(completions == 1)
    #expect(innerSawDismissal == [true])
    #expect(presentedNav.presentingViewController == nil)
    #expect(inner.snapshot("didDisappear")?.hasWindow == false)
    _ = window
  }

  @Test("Dismissing from lower in a chain dismisses everything above; only the top animates")
  func chainDismiss() {
    let (nav, _, window) = makeNavigation(["A"])
    let b = Screen("B"), c = Screen("C")
    nav.present(b, animated: false)
    settle()
    b.present(c, animated: false)
    settle()
    #expect(nav.presentedViewController === b && b.presentedViewController === c)
    let recorder = EventRecorder()
    var completions = 0
    nav.dismiss(animated: true) { completions += 1 }
    settle()
    #expect(
      recorder.take() == [
        "dismiss(B)", "C.willDisappear", "B.willDisappear", "C.didDisappear",
        "B.didDisappear",
      ])
    #expect(c.snapshot("willDisappear")?.animated == true)
    #expect(b.snapshot("willDisappear")?.animated == false)
    #expect(b.snapshot("willDisappear")?.isBeingDismissed == true)
    #expect(completions == 1)
    #expect(b.presentingViewController == nil && c.presentingViewController == nil)
    #expect(b.presentedViewController == nil)
    _ = window
  }

  @Test("Programmatic dismiss sends no presentationControllerWillDismiss/DidDismiss")
  func programmaticDismissIsSilent() {
    let (nav, _, window) = makeNavigation(["A"])
    let sheet = Screen("S")
    let delegate = SheetDelegateSpy()
    sheet.presentationController?.delegate = delegate
    nav.present(sheet, animated: true)
    settle()
    sheet.dismiss(animated: true)
    settle()
    #expect(delegate.calls.isEmpty)
    #expect(nav.presentedViewController == nil)
    _ = window
  }

  @Test("Presenting while already presenting is refused with a warning; the first presentation stays")
  func presentWhilePresenting() {
    let (nav, _, window) = makeNavigation(["A"])
    let first = Screen("First"), second = Screen("Second")
    let recorder = EventRecorder(includesLoads: false)
    nav.present(first, animated: false)
    var secondCompleted = false
    nav.present(second, animated: false) { secondCompleted = true }
    settle()
    #expect(recorder.take() == ["present(First)", "warning(Second)", "First.willAppear", "First.didAppear"])
    #expect(nav.presentedViewController === first)
    #expect(second.presentingViewController == nil)
    #expect(secondCompleted == false)
    _ = window
  }

  @Test("Presenting from a view controller outside any window is refused with a warning")
  func presentOutsideWindow() {
    let loose = Screen("Loose")
    let modal = Screen("M")
    let recorder = EventRecorder()
    loose.present(modal, animated: false)
    settle()
    #expect(recorder.take() == ["warning(M)"])
    #expect(loose.presentedViewController == nil)
  }

  @Test("Dismissing with nothing presented does nothing")
  func dismissNothing() {
    let (nav, _, window) = makeNavigation(["A"])
    var completed = false
    nav.dismiss(animated: true) { completed = true }
    settle()
    #expect(completed == false)
    _ = window
  }
}

/// Records the presentation controller delegate calls; configurable answers.
final class SheetDelegateSpy: UIAdaptivePresentationControllerDelegate {
  var calls: [String] = []
  var allowsDismissal = true
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
    calls.append("should")
    return allowsDismissal
  }
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
    calls.append("will")
  }
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    calls.append("did")
  }
  func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
    calls.append("attempt")
  }
}

@MainActor
@Suite("Modal presentation: unconfirmed and deferred behaviour")
struct PresentationProfileTests {
  @Test("Presenter callbacks for sheets are one profile switch away")
  func sheetPresenterCallbacksProfile() {
    var profile = UIKitBehaviorProfile.iOS18
    profile.sheetPresenterGetsAppearanceCallbacks = true
    UIKitBehavior.withProfile(profile) {
      let (nav, _, window) = makeNavigation(["A"])
      let sheet = Screen("S")
      let recorder = EventRecorder(includesLoads: false)
      nav.present(sheet, animated: false)
      settle()
      #expect(
        recorder.take() == [
          "present(S)", "nav.willDisappear", "A.willDisappear", "S.willAppear",
          "nav.didDisappear", "A.didDisappear", "S.didAppear",
        ])
      _ = window
    }
  }

  @Test("A presentation requested during a sheet swipe is applied when the swipe ends")
  func presentDuringSheetSwipe() {
    let (nav, _, window) = makeNavigation(["A"])
    let sheet = Screen("S"), next = Screen("Next")
    nav.present(sheet, animated: true)
    settle()
    #expect(sheet.userBeginSwipeDownSheet())
    settle()
    nav.present(next, animated: true)
    #expect(next.presentingViewController == nil, "waits for the finger")
    #expect(sheet.userFinishSwipeDownSheet())
    settle()
    #expect(nav.presentedViewController === next)
    #expect(next.snapshot("didAppear") != nil)
    _ = window
  }

  @Test("A presentation requested after a dismissal in the same turn is shown after it")
  func presentAfterDismissSameTurn() {
    let (nav, _, window) = makeNavigation(["A"])
    let first = Screen("First"), second = Screen("Second")
    nav.present(first, animated: true)
    settle()
    let recorder = EventRecorder(includesLoads: false)
    nav.dismiss(animated: true)
    nav.present(second, animated: true)
    #expect(nav.presentedViewController === second)
    settle()
    #expect(
      recorder.take() == [
        "dismiss(First)", "present(Second)", "First.willDisappear", "First.didDisappear",
        "Second.willAppear", "Second.didAppear",
      ])
    _ = window
  }
}
