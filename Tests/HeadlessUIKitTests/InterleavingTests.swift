import Testing

@testable import HeadlessUIKit

/// The model when requests and touches come while a user gesture is in flight. Each rule follows an Apple
/// documentation page, cited on its test.
@MainActor
@Suite("Requests and touches during a gesture", .serialized)
struct ModelInterleavingTests {
  /// A tab bar in a window: a stack [A, B] in the first tab, [C] in the second.
  private func makeTabsWithStack() -> (UITabBarController, UINavigationController, UIWindow) {
    let tabs = UITabBarController()
    let nav = UINavigationController(rootViewController: Screen("A"))
    nav.pushViewController(Screen("B"), animated: false)
    tabs.viewControllers = [nav, UINavigationController(rootViewController: Screen("C"))]
    let window = showInWindow(tabs)
    settle()
    return (tabs, nav, window)
  }

  private func presentSheet(on host: UIViewController, title: String) -> Screen {
    let sheet = Screen(title)
    host.present(sheet, animated: true)
    settle()
    return sheet
  }

  /// developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:): "If you call
  /// this method on the presented view controller itself, UIKit asks the presenting view controller to
  /// handle the dismissal."
  @Test(
    "dismiss during a sheet drag waits for the gesture, through the presenter as through the sheet",
    arguments: [false, true])
  func dismissDuringDragWaits(throughSheet: Bool) {
    let (nav, _, window) = makeNavigation(["A"])
    let sheet = presentSheet(on: nav, title: "S")
    #expect(sheet.userBeginSwipeDownSheet())
    settle()
    if throughSheet { sheet.dismiss(animated: true) } else { nav.dismiss(animated: true) }
    #expect(sheet.presentingViewController === nav, "nothing happens before the finger is up")
    #expect(sheet.userCancelSwipeDownSheet())
    settle()
    #expect(nav.presentedViewController == nil, "the sheet snapped back, then the request dismissed it")
    #expect(sheet.presentingViewController == nil)
    _ = window
  }

  /// Same page: "If you present several view controllers in succession, thus building a stack of presented
  /// view controllers, calling this method on a view controller lower in the stack dismisses its immediate
  /// child view controller and all view controllers above that child on the stack."
  @Test("dismissing a chain whose top sheet is being dragged waits, then takes the sheet along")
  func dismissChainUnderDraggedSheet() {
    let (nav, _, window) = makeNavigation(["A"])
    let first = presentSheet(on: nav, title: "First")
    let second = presentSheet(on: first, title: "Second")
    #expect(second.userBeginSwipeDownSheet())
    settle()
    nav.dismiss(animated: true)
    #expect(second.userCancelSwipeDownSheet())
    settle()
    #expect(nav.presentedViewController == nil)
    #expect(first.presentedViewController == nil)
    #expect(second.presentingViewController == nil, "the dragged sheet went with the chain")
    _ = window
  }

  /// developer.apple.com/documentation/uikit/uimodalpresentationstyle/pagesheet: uncovered areas are
  /// "dimmed to prevent the user from interacting with them".
  @Test("nothing under a sheet being dragged can be touched")
  func nothingUnderADraggedSheetTakesTouches() {
    let (tabs, nav, window) = makeTabsWithStack()
    let sheet = presentSheet(on: nav, title: "S")
    #expect(sheet.userBeginSwipeDownSheet())
    settle()
    #expect(nav.presentedViewController == nil, "the presenter no longer lists the sheet…")
    #expect(!nav.userTapBackButton(), "…but what it covered still takes no touch")
    #expect(!nav.userBeginSwipeBack())
    #expect(!tabs.userTapTab(at: 1))
    #expect(sheet.userCancelSwipeDownSheet())
    settle()
    #expect(!nav.userTapBackButton(), "covered again once it snapped back")
    _ = window
  }

  /// developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:) presents
  /// "in the current context"; a view controller on its way out is no context (UIKit logs that its view
  /// is not in the window hierarchy).
  @Test("presenting on a presentation that is being dismissed is refused with a warning")
  func presentingOnADismissedPresentationIsRefused() {
    let (nav, _, window) = makeNavigation(["A"])
    let sheet = presentSheet(on: nav, title: "S")
    let recorder = EventRecorder()
    nav.dismiss(animated: true)
    sheet.present(Screen("Late"), animated: true)
    #expect(recorder.take().contains("warning(Late)"))
    settle()
    #expect(sheet.presentedViewController == nil)
    _ = window
  }

  @Test("while one gesture is in flight, no other touch is taken")
  func oneGestureAtATime() {
    let (tabs, nav, window) = makeTabsWithStack()
    #expect(nav.userBeginSwipeBack())
    settle()
    #expect(!tabs.userTapTab(at: 0), "a re-tap would pop the stack being swiped")
    #expect(!tabs.userTapTab(at: 1))
    #expect(nav.userCancelSwipeBack())
    settle()
    #expect(tabs.userTapTab(at: 1))
    settle()
    #expect(tabs.selectedIndex == 1)
    _ = window
  }

  @Test("a push from the destination's viewDidAppear at the end of a swipe is applied at once")
  func pushFromViewDidAppearAtSwipeEnd() {
    let (nav, screens, window) = makeNavigation(["A", "B"])
    let pushed = Screen("C")
    screens[0].onDidAppear = { screen in
      screen.onDidAppear = nil
      screen.navigationController?.pushViewController(pushed, animated: true)
      #expect(pushed.parent === screen.navigationController, "the finger is up: not deferred")
    }
    #expect(nav.userBeginSwipeBack())
    settle()
    #expect(nav.userFinishSwipeBack())
    settle()
    #expect(nav.viewControllers.map(\.title) == ["A", "C"])
    _ = window
  }
}
