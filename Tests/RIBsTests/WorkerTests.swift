import Testing

@testable import RIBs

@MainActor
private final class RecordingWorker: Worker {
  var calls: [String] = []
  var scopes: [any InteractorScope] = []
  var received: [Int] = []
  let source = PassthroughSubject<Int, Never>()

  override func didStart(_ interactorScope: any InteractorScope) {
    calls.append("didStart")
    scopes.append(interactorScope)
    source.sink { [unowned self] in received.append($0) }.cancelOnStop(worker: self)
  }

  override func didStop() { calls.append("didStop") }
}

@MainActor
@Suite("Worker")
struct WorkerTests {
  @Test("started before activation, the worker starts when the scope activates")
  func startBeforeActivation() {
    let interactor = TestInteractor("Scope", journal: Journal())
    let worker = RecordingWorker()
    worker.start(interactor)
    #expect(worker.isStarted)
    #expect(worker.calls.isEmpty)
    interactor.activate()
    #expect(worker.calls == ["didStart"])
    #expect(worker.scopes.first?.isActive == true)
  }

  @Test("started after activation, the worker starts at once; starting again does nothing")
  func startAfterActivation() {
    let interactor = TestInteractor("Scope", journal: Journal())
    interactor.activate()
    let worker = RecordingWorker()
    worker.start(interactor)
    worker.start(interactor)
    #expect(worker.calls == ["didStart"])
  }

  @Test("deactivation stops the work and its subscriptions; reactivation resumes it")
  func stopsOnDeactivation() {
    let interactor = TestInteractor("Scope", journal: Journal())
    interactor.activate()
    let worker = RecordingWorker()
    worker.start(interactor)
    worker.source.send(1)
    interactor.deactivate()
    worker.source.send(2)
    #expect(worker.calls == ["didStart", "didStop"])
    #expect(worker.isStarted)
    #expect(!worker.isWorking)
    interactor.activate()
    worker.source.send(3)
    #expect(worker.calls == ["didStart", "didStop", "didStart"])
    #expect(worker.received == [1, 3])
  }

  @Test("stop ends the work and the worker no longer follows the scope")
  func stop() {
    let interactor = TestInteractor("Scope", journal: Journal())
    interactor.activate()
    let worker = RecordingWorker()
    worker.start(interactor)
    worker.stop()
    worker.stop()
    interactor.deactivate()
    interactor.activate()
    worker.source.send(1)
    #expect(worker.calls == ["didStart", "didStop"])
    #expect(!worker.isStarted)
    #expect(worker.received.isEmpty)
  }

  @Test("isStartedStream replays the current value and emits start and stop")
  func isStartedStream() {
    let interactor = TestInteractor("Scope", journal: Journal())
    let worker = RecordingWorker()
    var values: [Bool] = []
    let subscription = worker.isStartedStream.sink { values.append($0) }
    worker.start(interactor)
    interactor.activate()
    interactor.deactivate()
    worker.stop()
    #expect(values == [false, true, false])
    _ = subscription
  }

  @Test("the worker does not retain its scope; the scope it hands to didStart does not either")
  func weakScope() {
    let worker = RecordingWorker()
    weak var weakInteractor: TestInteractor?
    do {
      let interactor = TestInteractor("Scope", journal: Journal())
      weakInteractor = interactor
      interactor.activate()
      worker.start(interactor)
      #expect(worker.scopes.first?.isActive == true)
      interactor.deactivate()
    }
    #expect(weakInteractor == nil)
    #expect(worker.scopes.first?.isActive == false)
  }

  @Test("cancelOnStop on a worker that is not working cancels at once and reports it")
  func cancelOnStopWhenIdle() {
    let worker = RecordingWorker()
    var received: [Int] = []
    let diagnostics = RIBsDiagnostics.capture {
      worker.source.sink { received.append($0) }.cancelOnStop(worker: worker)
    }.diagnostics
    worker.source.send(1)
    #expect(received.isEmpty)
    #expect(diagnostics.map(\.kind) == [.inactiveScope])
  }
}
