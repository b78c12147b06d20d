import Testing

@testable import HeadlessUIKit

@MainActor
@Suite("HeadlessRunLoop")
struct RunLoopTests {
  @Test("runOnce runs what was queued before it started; later work waits for the next turn")
  func oneTurn() {
    let loop = HeadlessRunLoop()
    var log: [String] = []
    loop.perform {
      log.append("first")
      loop.perform { log.append("nested") }
    }
    loop.perform { log.append("second") }
    #expect(loop.hasPendingWork)
    #expect(loop.runOnce())
    #expect(log == ["first", "second"])
    #expect(loop.hasPendingWork)
    #expect(loop.runOnce())
    #expect(log == ["first", "second", "nested"])
    #expect(loop.runOnce() == false)
    #expect(loop.hasPendingWork == false)
  }

  @Test("runUntilIdle stops work that never settles, without crashing")
  func boundedRun() {
    let loop = HeadlessRunLoop()
    var turns = 0
    var keepGoing = true
    func again() {
      loop.perform {
        turns += 1
        if keepGoing { again() }
      }
    }
    again()
    #expect(loop.runUntilIdle(maxTurns: 50) == false)
    #expect(turns == 50)
    #expect(loop.hasPendingWork)
    keepGoing = false
    #expect(loop.runUntilIdle())
    #expect(turns == 51)
  }

  @Test("Transitions requested one after another run one per turn, in order")
  func transitionsSerialized() {
    startFromIdle()
    let (nav, _, window) = makeNavigation(["A"])
    let b = Screen("B"), c = Screen("C")
    let recorder = EventRecorder(includesLoads: false)
    nav.pushViewController(b, animated: true)
    nav.pushViewController(c, animated: true)
    #expect(nav.viewControllers.count == 3)
    #expect(recorder.take() == ["B.willMove(nav)", "C.willMove(nav)"])
    HeadlessRunLoop.main.runOnce()
    #expect(
      recorder.take() == [
        "willShow(B)", "A.willDisappear", "B.willAppear", "A.didDisappear", "B.didAppear",
        "B.didMove(nav)", "didShow(B)",
      ])
    HeadlessRunLoop.main.runOnce()
    #expect(
      recorder.take() == [
        "willShow(C)", "B.willDisappear", "C.willAppear", "B.didDisappear", "C.didAppear",
        "C.didMove(nav)", "didShow(C)",
      ])
    _ = window
  }
}
