import Testing

@testable import HeadlessUIKit

@MainActor
@Suite("Thousands of transitions requested in one turn")
struct ManyPendingTransitionsTests {
  @Test("3,000 pushes in one turn run one per turn, in order, each with its own callbacks")
  func thousandsOfPushes() {
    startFromIdle()
    let (nav, screens, window) = makeNavigation(["A"])
    let count = 3_000
    // Animated and not, alternating, then only not animated: the container's coordinator is the first
    // pending animated transition's.
    let pushed = (0..<count).map { Screen("S\($0)") }
    for (index, screen) in pushed.enumerated() {
      nav.pushViewController(screen, animated: index < 2_000 && index % 2 == 0)
    }
    #expect(nav.viewControllers == [screens[0]] + pushed, "the stack changes at once")
    #expect(nav.transitionCoordinator != nil)
    #expect(!nav.acceptsTouches, "transitions are pending")

    // One transition a turn: the last animated one (S1998) is the 1,999th; the coordinator goes with it.
    var turns = 0
    while nav.transitionCoordinator != nil, HeadlessRunLoop.main.runOnce() { turns += 1 }
    #expect(turns == 1_999)
    #expect(pushed[1_998].snapshot("didAppear") != nil)
    #expect(pushed[1_999].snapshots.isEmpty, "S1999 has not been shown yet")
    settle()

    #expect(nav.topViewController === pushed.last)
    #expect(pushed.allSatisfy { $0.parent === nav })
    for (index, screen) in pushed.enumerated() {
      let animated = index < 2_000 && index % 2 == 0
      let expected =
        index == count - 1
        ? ["willAppear", "didAppear"] : ["willAppear", "didAppear", "willDisappear", "didDisappear"]
      #expect(screen.snapshots.map(\.callback) == expected, "S\(index)")
      #expect(screen.snapshot("willAppear")?.animated == animated, "S\(index)")
      // A screen sees the container's coordinator: the first pending animated transition's, until S1998's.
      #expect(screen.snapshot("willAppear")?.hasCoordinator == (index <= 1_998), "S\(index)")
    }
    #expect(nav.transitionCoordinator == nil)
    #expect(!nav.hasUnfinishedTransitions)
    #expect(nav.acceptsTouches)
    _ = window
  }

  @Test("a dismissal pending behind 3,000 pushes covers the container until it has run")
  func dismissalBehindThousandsOfPushes() {
    startFromIdle()
    let (nav, _, window) = makeNavigation(["A"])
    let sheet = Screen("Sheet")
    nav.present(sheet, animated: true)
    settle()
    #expect(nav.isCoveredByPresentation)

    let pushed = (0..<3_000).map { Screen("S\($0)") }
    for screen in pushed { nav.pushViewController(screen, animated: true) }
    nav.dismiss(animated: true)
    nav.pushViewController(Screen("After"), animated: false)
    #expect(nav.isCoveredByPresentation, "the dismissal has not run")
    var turns = 0
    while nav.isCoveredByPresentation, HeadlessRunLoop.main.runOnce() { turns += 1 }
    #expect(turns == 3_001, "covered until the dismissal, after the 3,000 pushes, has run")
    #expect(nav.presentedViewController == nil)
    #expect(sheet.snapshot("didDisappear") != nil)
    settle()
    #expect(nav.viewControllers.count == 3_002)
    #expect(nav.acceptsTouches)
    _ = window
  }

  @Test("after 3,000 pushes and a pop to root in one turn, every pushed view controller is freed")
  func thousandsPushedAndPoppedAreFreed() {
    let (nav, _, window) = makeNavigation(["A"])
    var weakScreens: [() -> Screen?] = []
    do {
      for index in 0..<3_000 {
        let screen = Screen("S\(index)")
        weak let weakScreen = screen
        weakScreens.append { weakScreen }
        nav.pushViewController(screen, animated: index % 3 == 0)
      }
      nav.popToRootViewController(animated: true)
    }
    settle()
    #expect(nav.viewControllers.count == 1)
    #expect(weakScreens.allSatisfy { $0() == nil }, "no finished transition keeps its view controllers")
    _ = window
  }
}
