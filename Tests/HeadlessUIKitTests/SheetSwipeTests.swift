import Testing

@testable import HeadlessUIKit

@MainActor
private func presentSheet(_ style: UIModalPresentationStyle = .automatic)
  -> (UINavigationController, Screen, SheetDelegateSpy, UIWindow)
{
  let (nav, _, window) = makeNavigation(["A"])
  let sheet = Screen("S")
  sheet.modalPresentationStyle = style
  let delegate = SheetDelegateSpy()
  sheet.presentationController?.delegate = delegate
  nav.present(sheet, animated: true)
  settle()
  return (nav, sheet, delegate, window)
}

@MainActor
@Suite("Sheets: user swipe-down")
struct SheetSwipeTests {
  @Test("A finished swipe: ShouldDismiss, WillDismiss, disappear, DidDismiss")
  func swipeFinishes() {
    startFromIdle()
    let (nav, sheet, delegate, window) = presentSheet()
    let recorder = EventRecorder()
    #expect(sheet.userBeginSwipeDownSheet())
    #expect(nav.presentedViewController == nil, "the state changes at once")
    #expect(recorder.take() == ["shouldDismiss(S)", "dismiss(S)"])
    HeadlessRunLoop.main.runOnce()
    #expect(recorder.take() == ["willDismiss(S)", "S.willDisappear"])
    #expect(sheet.snapshot("willDisappear")?.isBeingDismissed == true)
    #expect(sheet.snapshot("willDisappear")?.coordinatorIsInteractive == true)
    #expect(sheet.userFinishSwipeDownSheet())
    settle()
    #expect(recorder.take() == ["S.didDisappear", "didDismiss(S)"])
    #expect(delegate.calls == ["should", "will", "did"])
    #expect(sheet.presentingViewController == nil)
    _ = window
  }

  @Test("A swipe that snaps back: no DidDismiss, the sheet appears again and stays presented")
  func swipeSnapsBack() {
    let (nav, sheet, delegate, window) = presentSheet(.pageSheet)
    let recorder = EventRecorder()
    #expect(sheet.userBeginSwipeDownSheet())
    settle()
    #expect(sheet.userCancelSwipeDownSheet())
    #expect(nav.presentedViewController === sheet)
    settle()
    #expect(
      recorder.take() == [
        "shouldDismiss(S)", "dismiss(S)", "willDismiss(S)", "S.willDisappear",
        "S.willAppear", "S.didAppear",
      ])
    #expect(delegate.calls == ["should", "will"])
    #expect(sheet.snapshot("didAppear")?.coordinatorIsCancelled == true)
    #expect(sheet.userSwipeDownSheet(), "the sheet can be swiped again")
    settle()
    #expect(delegate.calls == ["should", "will", "should", "will", "did"])
    _ = window
  }

  @Test("isModalInPresentation: only DidAttemptToDismiss, nothing else")
  func modalInPresentation() {
    let (nav, sheet, delegate, window) = presentSheet()
    sheet.isModalInPresentation = true
    let recorder = EventRecorder()
    #expect(sheet.userBeginSwipeDownSheet() == false)
    settle()
    #expect(recorder.take() == ["didAttemptToDismiss(S)"])
    #expect(delegate.calls == ["attempt"])
    #expect(nav.presentedViewController === sheet)
    _ = window
  }

  @Test("isModalInPresentation on a child shown by the sheet also prevents the swipe")
  func modalInPresentationOnChild() {
    let (nav, _, window) = makeNavigation(["A"])
    let content = Screen("Content")
    content.isModalInPresentation = true
    let sheetNav = UINavigationController(rootViewController: content)
    let delegate = SheetDelegateSpy()
    content.presentationController?.delegate = delegate
    #expect(content.presentationController === sheetNav.presentationController, "a child uses its root's")
    nav.present(sheetNav, animated: true)
    settle()
    #expect(content.userBeginSwipeDownSheet() == false)
    #expect(delegate.calls == ["attempt"])
    #expect(nav.presentedViewController === sheetNav)
    _ = window
  }

  @Test("shouldDismiss false: ShouldDismiss then DidAttemptToDismiss, the sheet stays")
  func shouldDismissFalse() {
    let (nav, sheet, delegate, window) = presentSheet(.formSheet)
    delegate.allowsDismissal = false
    #expect(sheet.presentationController?.userBeginSwipeDownSheet() == false)
    settle()
    #expect(delegate.calls == ["should", "attempt"])
    #expect(nav.presentedViewController === sheet)
    #expect(sheet.snapshots.map(\.callback) == ["willAppear", "didAppear"])
    _ = window
  }

  @Test("Swipes where there is no swipeable sheet return false")
  func invalidSheetSwipes() {
    let (nav, screens, window) = makeNavigation(["A"])
    #expect(screens[0].userBeginSwipeDownSheet() == false, "not presented")
    #expect(screens[0].userFinishSwipeDownSheet() == false)
    #expect(screens[0].userCancelSwipeDownSheet() == false)
    let full = Screen("Full")
    full.modalPresentationStyle = .fullScreen
    nav.present(full, animated: true)
    #expect(full.userBeginSwipeDownSheet() == false, "transition pending")
    settle()
    #expect(full.userBeginSwipeDownSheet() == false, "not a sheet")
    #expect(nav.presentedViewController === full)
    _ = window
  }
}
