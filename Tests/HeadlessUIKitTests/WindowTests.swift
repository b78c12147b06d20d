import Testing

@testable import HeadlessUIKit

@MainActor
@Suite("Window")
struct WindowTests {
  @Test("makeKeyAndVisible: the root appears on the next turn, with view.window set")
  func rootAppears() {
    startFromIdle()
    let root = Screen("Root")
    let window = UIWindow(frame: .zero)
    window.rootViewController = root
    #expect(window.isKeyWindow == false)
    window.makeKeyAndVisible()
    #expect(window.isKeyWindow)
    #expect(root.snapshots.isEmpty)
    HeadlessRunLoop.main.runOnce()
    #expect(root.snapshots.map(\.callback) == ["willAppear", "didAppear"])
    #expect(root.snapshot("willAppear")?.hasWindow == true)
    #expect(root.view.window === window)
    let other = UIWindow()
    other.makeKeyAndVisible()
    #expect(window.isKeyWindow == false && other.isKeyWindow)
  }

  @Test("view.window is set from viewWillAppear until viewDidDisappear, only on screen")
  func viewWindowFollowsScreen() {
    let (nav, screens, window) = makeNavigation(["A", "B"])
    #expect(screens[0].isViewLoaded && screens[0].view.window == nil, "A is covered by B")
    #expect(screens[1].view.window === window)
    nav.popViewController(animated: true)
    settle()
    #expect(screens[1].snapshot("willDisappear")?.hasWindow == true)
    #expect(screens[1].snapshot("didDisappear")?.hasWindow == false)
    #expect(screens[1].viewIfLoaded?.window == nil)
    #expect(screens[0].view.window === window)
  }

  @Test("A navigation controller outside any window gives its VCs no window")
  func noWindowOutsideHierarchy() {
    let a = Screen("A")
    let nav = UINavigationController(rootViewController: a)
    a.beginAppearanceTransition(true, animated: false)
    a.endAppearanceTransition()
    #expect(a.snapshot("willAppear")?.hasWindow == false)
    #expect(nav.viewIfLoaded?.window == nil)
  }

  @Test("Replacing the root of a visible window: the old root disappears, the new one appears")
  func replaceRoot() {
    let first = Screen("First"), second = Screen("Second")
    let window = showInWindow(first)
    let recorder = EventRecorder(includesLoads: false)
    window.rootViewController = second
    settle()
    #expect(
      recorder.take() == [
        "First.willDisappear", "Second.willAppear", "First.didDisappear",
        "Second.didAppear",
      ])
    #expect(first.viewIfLoaded?.window == nil)
    window.isHidden = true
    settle()
    #expect(recorder.take() == ["Second.willDisappear", "Second.didDisappear"])
  }
}
