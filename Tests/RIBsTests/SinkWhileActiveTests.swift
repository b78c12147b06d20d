import Testing

@testable import RIBs

/// What a test sees of a subject's subscriptions: how many were made and how many were cancelled.
@MainActor
private final class UpstreamLog {
  var subscriptions = 0
  var cancellations = 0

  /// `subject` with this log watching its subscriptions.
  func watching<Output, Failure>(_ subject: some Publisher<Output, Failure>) -> AnyPublisher<Output, Failure> {
    subject.handleEvents(
      receiveSubscription: { [self] _ in subscriptions += 1 }, receiveCancel: { [self] in cancellations += 1 }
    ).eraseToAnyPublisher()
  }
}

@MainActor
@Suite("sinkWhileActive and cancelOnDeactivate: subscriptions bound to the active period")
struct SinkWhileActiveTests {
  @Test("sinkWhileActive receives values during the active period only, and cancels upstream when it ends")
  func activePeriodOnly() {
    let interactor = TestInteractor("Solo", journal: Journal())
    let subject = PassthroughSubject<Int, Never>()
    let upstream = UpstreamLog()
    var received: [Int] = []
    interactor.activate()
    upstream.watching(subject).sinkWhileActive(interactor) { received.append($0) }
    subject.send(1)
    subject.send(2)
    #expect(upstream.subscriptions == 1 && upstream.cancellations == 0)
    interactor.deactivate()
    #expect(upstream.cancellations == 1)
    subject.send(3)
    interactor.activate()
    subject.send(4)
    #expect(received == [1, 2])
  }

  @Test("sinkWhileActive on an inactive interactor subscribes nothing and reports it")
  func inactiveSubscribesNothing() {
    let interactor = TestInteractor("Sleepy", journal: Journal())
    let subject = CurrentValueSubject<Int, Never>(7)
    let upstream = UpstreamLog()
    var received: [Int] = []
    let diagnostics = RIBsDiagnostics.capture {
      upstream.watching(subject).sinkWhileActive(interactor) { received.append($0) }
    }.diagnostics
    subject.send(8)
    #expect(upstream.subscriptions == 0)
    #expect(received.isEmpty, "not even the current value")
    #expect(diagnostics.map(\.kind) == [.inactiveScope])
    #expect(diagnostics.first?.message.contains("Sleepy") == true)
  }

  @Test("sinkWhileActive gets a current value at once, and the completion once; cancelling reports no completion")
  func currentValueAndCompletion() {
    let interactor = TestInteractor("Solo", journal: Journal())
    interactor.activate()
    let finishing = CurrentValueSubject<Int, Never>(1)
    var events: [String] = []
    finishing.sinkWhileActive(
      interactor, receiveCompletion: { _ in events.append("finished") }, receiveValue: { events.append("\($0)") })
    finishing.send(2)
    finishing.send(completion: .finished)
    finishing.send(3)
    let cancelled = PassthroughSubject<Int, Never>()
    cancelled.sinkWhileActive(
      interactor, receiveCompletion: { _ in events.append("cancelled?") }, receiveValue: { _ in })
    interactor.deactivate()
    #expect(events == ["1", "2", "finished"])
  }

  @Test("sinkWhileActive passes a failure on to receiveCompletion")
  func failure() {
    struct Broken: Error {}
    let interactor = TestInteractor("Solo", journal: Journal())
    interactor.activate()
    let subject = PassthroughSubject<Int, Broken>()
    var failed = false
    subject.sinkWhileActive(
      interactor,
      receiveCompletion: { completion in
        if case .failure = completion { failed = true }
      }, receiveValue: { _ in })
    subject.send(completion: .failure(Broken()))
    #expect(failed)
  }

  @Test("the subscription sinkWhileActive returns cancels earlier; a value that deactivates stops the next ones")
  func earlyEnds() {
    let interactor = TestInteractor("Solo", journal: Journal())
    interactor.activate()
    let subject = PassthroughSubject<Int, Never>()
    let upstream = UpstreamLog()
    var first: [Int] = []
    let subscription = upstream.watching(subject).sinkWhileActive(interactor) { first.append($0) }
    subject.send(1)
    subscription.cancel()
    #expect(upstream.cancellations == 1)
    subject.send(2)
    #expect(first == [1])

    var second: [Int] = []
    subject.sinkWhileActive(interactor) { value in
      second.append(value)
      if value == 3 { interactor.deactivate() }
    }
    subject.send(3)
    subject.send(4)
    #expect(second == [3])
    #expect(upstream.cancellations == 1, "deactivating does not cancel an already cancelled subscription again")
  }

  @Test("an interactor deallocated while active cancels what sinkWhileActive subscribed")
  func deallocationCancels() {
    let subject = PassthroughSubject<Int, Never>()
    let upstream = UpstreamLog()
    var received: [Int] = []
    weak var gone: TestInteractor?
    do {
      let interactor = TestInteractor("Solo", journal: Journal())
      gone = interactor
      interactor.activate()
      upstream.watching(subject).sinkWhileActive(interactor) { received.append($0) }
      subject.send(1)
    }
    #expect(gone == nil, "the subscription does not keep its interactor")
    #expect(upstream.cancellations == 1)
    subject.send(2)
    #expect(received == [1])
  }

  @Test("cancelOnDeactivate keeps the AnyCancellable it is given, as it is")
  func cancelOnDeactivateKeepsTheCancellable() throws {
    let interactor = TestInteractor("Solo", journal: Journal())
    interactor.activate()
    let subject = PassthroughSubject<Int, Never>()
    let cancellable = subject.sink { _ in }
    cancellable.cancelOnDeactivate(interactor: interactor)
    let kept = try #require(interactor.activeCancellables?.first)
    #expect(kept === cancellable)
    #expect(interactor.activeCancellables?.count == 1)
  }

  @Test("cancelOnDeactivate wraps a cancellable that is not a class, and cancels it with the active period")
  func cancelOnDeactivateWrapsValues() {
    struct Counting: Cancellable {
      let cancelled: () -> Void
      func cancel() { cancelled() }
    }
    let interactor = TestInteractor("Solo", journal: Journal())
    interactor.activate()
    var cancellations = 0
    Counting { cancellations += 1 }.cancelOnDeactivate(interactor: interactor)
    #expect(interactor.activeCancellables?.count == 1)
    interactor.deactivate()
    #expect(cancellations == 1)
  }
}
