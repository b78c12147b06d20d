import Testing

@testable import RIBs

@MainActor
@Suite("Interactor: activeness, streams, bound work")
struct InteractorTests {
  @Test("activate and deactivate are idempotent")
  func idempotence() {
    let journal = Journal()
    let interactor = TestInteractor("Solo", journal: journal)
    interactor.activate()
    interactor.activate()
    interactor.deactivate()
    interactor.deactivate()
    #expect(journal.entries == ["Solo.didBecomeActive", "Solo.willResignActive"])
  }

  @Test("isActiveStream replays the current value, then emits each change once")
  func isActiveStream() {
    let interactor = TestInteractor("Solo", journal: Journal())
    var early: [Bool] = []
    let earlySubscription = interactor.isActiveStream.sink { early.append($0) }
    interactor.activate()
    interactor.activate()
    var late: [Bool] = []
    let lateSubscription = interactor.isActiveStream.sink { late.append($0) }
    interactor.deactivate()
    interactor.activate()
    #expect(early == [false, true, false, true])
    #expect(late == [true, false, true])
    _ = (earlySubscription, lateSubscription)
  }

  @Test("isActiveStream completes when the interactor is deallocated")
  func isActiveStreamCompletes() {
    var completed = false
    var subscription: AnyCancellable?
    do {
      let interactor = TestInteractor("Solo", journal: Journal())
      subscription = interactor.isActiveStream.sink(
        receiveCompletion: { _ in completed = true }, receiveValue: { _ in })
    }
    #expect(completed)
    _ = subscription
  }

  @Test("cancelOnDeactivate keeps a subscription for the active period only")
  func cancelOnDeactivate() {
    let interactor = TestInteractor("Solo", journal: Journal())
    let subject = PassthroughSubject<Int, Never>()
    var received: [Int] = []
    interactor.activate()
    subject.sink { received.append($0) }.cancelOnDeactivate(interactor: interactor)
    subject.send(1)
    interactor.deactivate()
    subject.send(2)
    interactor.activate()
    subject.send(3)
    #expect(received == [1])
  }

  @Test("cancelOnDeactivate on an inactive interactor cancels at once and reports it")
  func cancelOnDeactivateWhenInactive() {
    let interactor = TestInteractor("Sleepy", journal: Journal())
    let subject = PassthroughSubject<Int, Never>()
    var received: [Int] = []
    let diagnostics = RIBsDiagnostics.capture {
      subject.sink { received.append($0) }.cancelOnDeactivate(interactor: interactor)
    }.diagnostics
    subject.send(1)
    #expect(received.isEmpty)
    #expect(diagnostics.map(\.kind) == [.inactiveScope])
    #expect(diagnostics.first?.message.contains("Sleepy") == true)
  }

  @Test("a task started with task {} is cancelled when the interactor deactivates")
  func taskCancelledOnDeactivation() async {
    let interactor = TestInteractor("Solo", journal: Journal())
    interactor.activate()
    let (started, startedContinuation) = AsyncStream.makeStream(of: Void.self)
    var sawCancellation = false
    let task = interactor.task {
      startedContinuation.yield()
      // Suspends until cancelled (the sleep ends early, throwing, on cancellation).
      try? await Task.sleep(for: .seconds(3600))
      sawCancellation = Task.isCancelled
    }
    for await _ in started { break }
    #expect(!task.isCancelled)
    interactor.deactivate()
    #expect(task.isCancelled)
    await task.value
    #expect(sawCancellation)
  }

  @Test("task {} on an inactive interactor never runs its operation")
  func taskOnInactiveInteractor() async {
    let interactor = TestInteractor("Sleepy", journal: Journal())
    var ran = false
    let (task, diagnostics) = RIBsDiagnostics.capture { interactor.task { ran = true } }
    await task.value
    #expect(!ran)
    #expect(task.isCancelled)
    #expect(diagnostics.map(\.kind) == [.inactiveScope])
  }

  @Test("a task that finishes by itself is not cancelled later")
  func finishedTaskForgotten() async {
    let interactor = TestInteractor("Solo", journal: Journal())
    interactor.activate()
    let task = interactor.task {}
    await task.value
    await Task.yield()
    #expect(interactor.activeTasks.isEmpty)
    #expect(!task.isCancelled)
  }

  @Test("confineTo passes values only while active and replays the latest on reactivation")
  func confineTo() {
    let interactor = TestInteractor("Solo", journal: Journal())
    let subject = PassthroughSubject<Int, Never>()
    var received: [Int] = []
    let subscription = subject.confineTo(interactor).sink { received.append($0) }
    subject.send(1)
    interactor.activate()
    subject.send(2)
    interactor.deactivate()
    subject.send(3)
    subject.send(4)
    interactor.activate()
    subject.send(5)
    #expect(received == [1, 2, 4, 5])
    _ = subscription
  }

  @Test("a presentable interactor keeps its presenter")
  func presentableInteractor() {
    Harness.run { harness in
      do {
        let viewController = TestViewController()
        let interactor = PresentableInteractor<TestViewController>(presenter: viewController)
        #expect(interactor.presenter === viewController)
      }
      harness.clock.advance(by: 1)
      #expect(harness.leaks.isEmpty)
    }
  }

  @Test("ribName drops the Interactor suffix")
  func interactorName() {
    final class LoggedInInteractor: Interactor {}
    #expect(LoggedInInteractor().ribName == "LoggedIn")
    #expect(Interactor().ribName == "Interactor")
  }
}
