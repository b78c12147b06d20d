import Testing

@testable import RIBs

/// What nobody observes costs nothing: the subjects behind `isActiveStream`, `lifecycle` and
/// `status` are made when first read, the detector counts with an integer, a detach observer gets the
/// routers without an event being built. Each test reads a stream first *after* the state changed, which
/// is where a lazily made subject could start from the wrong value.
@MainActor
@Suite("Lazy observation")
struct LazyObservationTests {
  @Test("isActiveStream first read after activation starts from true, then follows each change")
  func isActiveStreamFirstReadAfterActivation() {
    let interactor = TestInteractor("Solo", journal: Journal())
    interactor.activate()
    var values: [Bool] = []
    let subscription = interactor.isActiveStream.sink { values.append($0) }
    interactor.deactivate()
    interactor.activate()
    #expect(values == [true, false, true])
    _ = subscription
  }

  @Test("lifecycle read before load emits didLoad, read after load only completes, both when the router goes")
  func lifecycleReadBeforeAndAfterLoad() {
    var early: [String] = []
    var late: [String] = []
    var subscriptions: [AnyCancellable] = []
    do {
      let router = makeRIB("Screen", Journal())
      router.lifecycle.sink(
        receiveCompletion: { _ in early.append("finished") }, receiveValue: { early.append("\($0)") }
      )
      .store(in: &subscriptions)
      router.interactable.activate()
      router.load()
      router.lifecycle.sink(receiveCompletion: { _ in late.append("finished") }, receiveValue: { late.append("\($0)") })
        .store(in: &subscriptions)
    }
    #expect(early == ["didLoad", "finished"])
    #expect(late == ["finished"])
  }

  @Test("status first read while expectations are pending starts InProgress and changes only at zero")
  func statusFirstReadWhilePending() {
    Harness.run { harness in
      let first = harness.detector.expectDeallocate(object: Blob())
      let second = harness.detector.expectDeallocate(object: Blob())
      var statuses: [LeakDetectionStatus] = []
      let subscription = harness.detector.status.sink { statuses.append($0) }
      first.cancel()
      #expect(statuses == [.InProgress])
      second.cancel()
      harness.detector.expectDeallocate(object: Blob())
      harness.clock.advance(by: 1)
      #expect(statuses == [.InProgress, .DidComplete, .InProgress, .DidComplete])
      #expect(harness.detector.pendingExpectationCount == 0)
      _ = subscription
    }
  }

  /// A clock that is not one of RIBs' own: the detector must go through `schedule(after:_:)`.
  @MainActor
  final class ManualClock: LeakDetectorClock {
    private var actions: [(id: Int, action: @MainActor () -> Void)] = []
    private var nextID = 0
    var scheduledCount: Int { actions.count }

    func schedule(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void) -> AnyCancellable {
      let id = nextID
      nextID += 1
      actions.append((id, action))
      return AnyCancellable { [weak self] in MainActor.assumeIsolated { self?.actions.removeAll { $0.id == id } } }
    }

    func fireAll() {
      let due = actions
      actions = []
      for entry in due { entry.action() }
    }
  }

  @Test("a detector on a clock of one's own schedules through it, cancels through it, and reports leaks")
  func detectorOnACustomClock() {
    let clock = ManualClock()
    var failures: [LeakDetectionFailure] = []
    let detector = LeakDetector(clock: clock) { failures.append($0) }
    let kept = Blob()
    let cancelled = detector.expectDeallocate(object: Blob())
    detector.expectDeallocate(object: kept)
    #expect(clock.scheduledCount == 2)
    #expect(detector.pendingExpectationCount == 2)
    cancelled.cancel()
    #expect(clock.scheduledCount == 1)
    #expect(detector.pendingExpectationCount == 1)
    clock.fireAll()
    #expect(detector.pendingExpectationCount == 0)
    #expect(failures.map(\.kind) == [.objectNotDeallocated])
    _ = kept
  }

  @Test(
    "a detach observer gets each detached router and its parent, in order with the events, and nil for a parent being freed"
  )
  func detachObserver() {
    Harness.run { harness in
      var detaches: [String] = []
      let observation = RIBEventLog.observeDetaches { router, parent in
        detaches.append("\(parent?.ribName ?? "nil") > \(router.ribName) (events so far: \(harness.events.count))")
      }
      let journal = Journal()
      let root = makeActiveRoot(journal)
      let child = makeRIB("Child", journal)
      root.attachChild(child)
      harness.clearEvents()
      root.detachChild(child)
      // The harness observed first: the detach event reached it before the detach observer ran.
      #expect(harness.eventLines == ["willResignActive Child", "detach Root > Child"])
      #expect(detaches == ["Root > Child (events so far: 2)"])
      detaches.removeAll()
      do {
        let parent = makeRIB("Parent", journal)
        parent.interactable.activate()
        parent.load()
        parent.attachChild(makeRIB("Orphan", journal))
      }
      #expect(detaches.map { $0.components(separatedBy: " (").first! } == ["nil > Orphan"])
      _ = observation
    }
  }

  @Test("an interactor freed while active names itself by its type when nobody observed its activation")
  func interactorFreedWhileActiveNamedByType() {
    final class ProfileInteractor: Interactor {
      override var ribName: String { "Custom" }
    }
    var names: [String] = []
    let observation = RIBEventLog.observe(kinds: [.willResignActive]) { names.append($0.name) }
    do {
      let observed = ProfileInteractor()
      observed.activate()  // observed: its own name is kept for the event its deinit emits
    }
    observation.cancel()
    var unobserved: ProfileInteractor? = ProfileInteractor()
    unobserved?.activate()  // nobody observes: no name is derived
    let later = RIBEventLog.observe(kinds: [.willResignActive]) { names.append($0.name) }
    unobserved = nil
    later.cancel()
    #expect(names == ["Custom", "Profile"])
  }
}
