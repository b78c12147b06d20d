import NavigatableRIBs
import NavigatableRIBsTesting
import Testing

@testable import AppShell

/// Window → tab bar → navigation stacks, built by hand on HeadlessUIKit (independent of the app).
@MainActor
struct TabbedWindow {
  let window = UIWindow()
  let tabs = UITabBarController()
  let first: UINavigationController
  let second: UINavigationController
  let screens: [UIViewController]

  init() {
    HeadlessRunLoop.main.runUntilIdle()
    let titles = ["Home", "Detail", "Settings"]
    screens = titles.map { title in
      let screen = UIViewController()
      screen.title = title
      return screen
    }
    first = UINavigationController(rootViewController: screens[0])
    first.tabBarItem = UITabBarItem(title: "Home tab", image: nil, tag: 0)
    second = UINavigationController(rootViewController: screens[2])
    tabs.viewControllers = [first, second]
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    HeadlessRunLoop.main.runUntilIdle()
  }

  func screen(_ title: String) -> UIViewController {
    let screen = UIViewController()
    screen.title = title
    return screen
  }
}

@MainActor
@Suite("AppShell: the visible screen", .serialized)
struct VisibleScreenTests {
  @Test("window root → selected tab → top of its navigation stack")
  func tabsAndStacks() {
    let app = TabbedWindow()
    #expect(VisibleScreen.find(in: app.window) === app.screens[0])
    app.first.pushViewController(app.screens[1], animated: false)
    HeadlessRunLoop.main.runUntilIdle()
    #expect(VisibleScreen.find(in: app.window) === app.screens[1])
    #expect(VisibleScreen.navigationController(in: app.window) === app.first)
    #expect(app.tabs.userTapTab(at: 1))
    HeadlessRunLoop.main.runUntilIdle()
    #expect(VisibleScreen.find(in: app.window) === app.screens[2])
    #expect(VisibleScreen.tabBarController(in: app.window) === app.tabs)
  }

  @Test("a presented navigation controller shows its top; a chain of presentations shows its last")
  func presentations() {
    let app = TabbedWindow()
    let sheetRoot = app.screen("Sheet")
    let sheet = UINavigationController(rootViewController: sheetRoot)
    app.screens[0].present(sheet, animated: false)
    HeadlessRunLoop.main.runUntilIdle()
    #expect(VisibleScreen.find(in: app.window) === sheetRoot)
    let alert = app.screen("Alert")
    sheetRoot.present(alert, animated: false)
    HeadlessRunLoop.main.runUntilIdle()
    #expect(VisibleScreen.find(in: app.window) === alert)
    #expect(VisibleScreen.presentationChain(from: app.tabs).count == 2)
    alert.dismiss(animated: false)
    sheet.dismiss(animated: false)
    HeadlessRunLoop.main.runUntilIdle()
    #expect(VisibleScreen.find(in: app.window) === app.screens[0])
  }

  @Test(
    "the way out: 'back' or 'swipe' above a stack's first screen, 'dismiss' on a sheet's first, none on a tab's first or a full-screen one"
  )
  func wayOut() {
    let app = TabbedWindow()
    #expect(WayOut.commands(for: app.screens[0]).isEmpty)
    #expect(WayOut.phrase(for: app.screens[0]) == nil)
    app.first.pushViewController(app.screens[1], animated: false)
    HeadlessRunLoop.main.runUntilIdle()
    #expect(WayOut.phrase(for: app.screens[1]) == "leave it with 'back' or 'swipe'")
    let sheetRoot = app.screen("Sheet")
    let sheet = UINavigationController(rootViewController: sheetRoot)
    app.screens[1].present(sheet, animated: false)
    HeadlessRunLoop.main.runUntilIdle()
    #expect(WayOut.phrase(for: sheetRoot) == "leave it with 'dismiss'")
    let pushed = app.screen("Pushed in the sheet")
    sheet.pushViewController(pushed, animated: false)
    HeadlessRunLoop.main.runUntilIdle()
    #expect(WayOut.commands(for: pushed) == ["back", "swipe"])
    let cover = app.screen("Cover")
    cover.modalPresentationStyle = .fullScreen
    pushed.present(cover, animated: false)
    HeadlessRunLoop.main.runUntilIdle()
    #expect(WayOut.commands(for: cover).isEmpty)
    cover.dismiss(animated: false)
    sheet.dismiss(animated: false)
    HeadlessRunLoop.main.runUntilIdle()
  }

  @Test("mid-swipe the stack already shows the screen below")
  func midSwipe() {
    let app = TabbedWindow()
    app.first.pushViewController(app.screens[1], animated: false)
    HeadlessRunLoop.main.runUntilIdle()
    #expect(app.first.userBeginSwipeBack())
    HeadlessRunLoop.main.runUntilIdle()
    #expect(VisibleScreen.find(in: app.window) === app.screens[0])
    #expect(app.first.userCancelSwipeBack())
    HeadlessRunLoop.main.runUntilIdle()
    #expect(VisibleScreen.find(in: app.window) === app.screens[1])
  }

  @Test("a window without a root shows nothing")
  func emptyWindow() {
    #expect(VisibleScreen.find(in: UIWindow()) == nil)
  }

  @Test("stack lists tabs (numbered from 1), each stack bottom to top, and the presented chain")
  func containerReport() {
    let app = TabbedWindow()
    app.first.pushViewController(app.screens[1], animated: false)
    let sheet = UINavigationController(rootViewController: app.screen("Sheet"))
    app.tabs.present(sheet, animated: false)
    HeadlessRunLoop.main.runUntilIdle()
    let report = ContainerReport(window: app.window, swipedScreen: nil)
    #expect(
      report.lines() == [
        "window: tab bar, 2 tabs",
        "  [1] Home tab (selected): navigation stack, 2 screens",
        "    1. Home",
        "    2. Detail (top)",
        "  [2] Settings: navigation stack, 1 screen",
        "    1. Settings (top)",
        "presented 1 (sheet): navigation stack, 1 screen",
        "  1. Sheet (top)",
      ])
    #expect(
      JSONText.encode(report).hasPrefix(
        #"{"presented":[{"content":{"children":[{"children":[],"kind":"screen","title":"Sheet"}]"#))
    sheet.dismiss(animated: false)
    HeadlessRunLoop.main.runUntilIdle()
  }
}
