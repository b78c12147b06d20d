import Testing

@testable import HeadlessUIKit

@MainActor
@Suite("Nothing retains a view controller after it leaves")
struct MemoryTests {
  /// Pushes a new screen "B" onto `nav` and pops it, both animated, with the push settled in between.
  /// `afterPush` and `afterPop` see B while this function still holds it. Returns whether B is alive,
  /// asked once nothing here holds it any more.
  private func pushAndPop(
    on nav: UINavigationController, afterPush: (Screen) -> Void = { _ in }, afterPop: (Screen) -> Void = { _ in }
  ) -> () -> Bool {
    weak var weakB: Screen?
    do {
      let b = Screen("B")
      weakB = b
      nav.pushViewController(b, animated: true)
      settle()
      afterPush(b)
      nav.popViewController(animated: true)
      afterPop(b)
    }
    return { weakB != nil }
  }

  @Test("A popped view controller is deallocated once its transition ran")
  func poppedDeallocates() {
    let (nav, _, window) = makeNavigation(["A"])
    let isBAlive = pushAndPop(on: nav)
    #expect(isBAlive(), "the pending transition still holds it")
    settle()
    #expect(!isBAlive())
    _ = window
  }

  @Test("A view controller popped by a swipe, and its multi-pop intermediates, are deallocated")
  func swipedAndIntermediatesDeallocate() {
    let (nav, _, window) = makeNavigation(["A"])
    weak var weakB: Screen?
    weak var weakC: Screen?
    weak var weakD: Screen?
    do {
      let b = Screen("B"), c = Screen("C"), d = Screen("D")
      weakB = b; weakC = c; weakD = d
      nav.pushViewController(b, animated: false)
      nav.pushViewController(c, animated: false)
      nav.pushViewController(d, animated: false)
    }
    settle()
    #expect(nav.userBeginSwipeBack())
    #expect(nav.userFinishSwipeBack())
    settle()
    #expect(weakD == nil)
    nav.popToRootViewController(animated: true)
    settle()
    #expect(weakB == nil && weakC == nil)
    _ = window
  }

  @Test("Dismissed and swiped-down view controllers are deallocated, with their presentation controller")
  func dismissedDeallocate() {
    let (nav, _, window) = makeNavigation(["A"])
    weak var weakModal: Screen?
    weak var weakController: UIPresentationController?
    do {
      let modal = Screen("M")
      weakModal = modal
      weakController = modal.presentationController
      nav.present(modal, animated: true)
    }
    settle()
    #expect(weakModal != nil)
    nav.dismiss(animated: true)
    settle()
    #expect(weakModal == nil)
    #expect(weakController == nil)
    weak var weakSheet: Screen?
    do {
      let sheet = Screen("S")
      weakSheet = sheet
      nav.present(sheet, animated: true)
      settle()
      #expect(sheet.userSwipeDownSheet())
    }
    settle()
    #expect(weakSheet == nil)
    _ = window
  }

  @Test("Delegates, parents and presenters are weak")
  func weakReferences() {
    weak var weakDelegate: NavigationDelegateSpy?
    weak var weakNav: UINavigationController?
    let child = Screen("Child")
    let presented = Screen("P")
    do {
      let (nav, _, window) = makeNavigation(["A"])
      do {
        let delegate = NavigationDelegateSpy()
        weakDelegate = delegate
        nav.delegate = delegate
      }
      #expect(weakDelegate == nil)
      #expect(nav.delegate == nil)
      nav.pushViewController(child, animated: false)
      nav.present(presented, animated: false)
      settle()
      weakNav = nav
      window.rootViewController = nil
      settle()
    }
    #expect(weakNav == nil)
    #expect(child.parent == nil)
    #expect(presented.presentingViewController == nil)
  }

  @Test("A view controller whose view was on screen is deallocated after leaving (LeakDetector's check)")
  func leakDetectorCheck() {
    let (nav, _, window) = makeNavigation(["A"])
    let isBAlive = pushAndPop(
      on: nav,
      afterPush: { b in #expect(b.isViewLoaded && b.view.window != nil) },
      afterPop: { b in
        settle()
        #expect(b.isViewLoaded && b.view.window == nil)
      })
    #expect(!isBAlive())
    _ = window
  }
}
