import Dispatch
import RIBs
import Testing

/// Whether the caller runs on the main dispatch queue, where the main actor runs (on the main thread, or on
/// a worker draining the main queue once `dispatchMain()` has run, as under `swift test`).
private func isOnMainQueue() -> Bool {
  DispatchQueue.getSpecific(key: MainQueueMarker.key) ?? false
}

/// The key of the main queue's specific data ``isOnMainQueue()`` reads.
private enum MainQueueMarker {
  static let key: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()
}

/// Holds the last reference to a RIB object so that a task off the main actor can drop it.
private final class LastReference: @unchecked Sendable {
  var object: AnyObject?
}

/// Drops `reference`'s object on a task off the main actor, and returns once it has.
private func releaseOffTheMainActor(_ reference: LastReference) async {
  let releasedOnMainQueue = await Task.detached {
    reference.object = nil
    return isOnMainQueue()
  }.value
  #expect(!releasedOnMainQueue, "the object was released on the main queue")
}

/// Lets the main actor run other jobs (a teardown task) until `condition` holds, a bounded number of times.
@MainActor
private func yieldUntil(_ condition: () -> Bool) async {
  var turns = 0
  while !condition() && turns < 1_000 {
    await Task.yield()
    turns += 1
  }
}

/// A RIB object's teardown (its `deinit`'s) runs on the main actor wherever its last reference goes:
/// at once on the main actor (see DeallocationTests), later on the main actor when released elsewhere.
@MainActor
@Suite("Release off the main actor")
struct ReleaseOffMainActorTests {
  @Test("a router released off the main actor detaches its children and completes its lifecycle on the main actor")
  func router() async {
    let journal = Journal()
    let child = makeRIB("Child", journal)
    var teardownOnMainQueue: [Bool] = []
    child.interactor.onWillResignActive = { teardownOnMainQueue.append(isOnMainQueue()) }
    var lifecycleCompleted = false
    var subscription: AnyCancellable?
    let reference = LastReference()
    do {
      let parent = makeActiveRoot(journal)
      parent.attachChild(child)
      subscription = parent.lifecycle.sink(
        receiveCompletion: { _ in lifecycleCompleted = isOnMainQueue() }, receiveValue: { _ in })
      reference.object = parent
    }
    #expect(child.interactor.isActive)
    await releaseOffTheMainActor(reference)
    // The teardown is a task on the main actor, enqueued before this test resumed there.
    await yieldUntil { !child.interactor.isActive }
    #expect(!child.interactor.isActive)
    #expect(child.parentRouting == nil)
    #expect(teardownOnMainQueue == [true])
    #expect(lifecycleCompleted)
    // The child is free to be attached again.
    let other = makeActiveRoot(journal)
    other.attachChild(child)
    #expect(child.parentRouting === other)
    _ = subscription
  }

  @Test("an active interactor released off the main actor ends its active period on the main actor")
  func interactor() async {
    var values: [Bool] = []
    var completedOnMainQueue = false
    var cancelledOnMainQueue: Bool?
    let reference = LastReference()
    var subscription: AnyCancellable?
    do {
      let interactor = TestInteractor("Solo", journal: Journal())
      subscription = interactor.isActiveStream.sink(
        receiveCompletion: { _ in completedOnMainQueue = isOnMainQueue() }, receiveValue: { values.append($0) })
      interactor.activate()
      AnyCancellable { cancelledOnMainQueue = isOnMainQueue() }.cancelOnDeactivate(interactor: interactor)
      reference.object = interactor
    }
    await releaseOffTheMainActor(reference)
    await yieldUntil { completedOnMainQueue }
    #expect(values == [false, true, false])
    #expect(completedOnMainQueue)
    #expect(cancelledOnMainQueue == true)
    _ = subscription
  }
}

/// Where an object was freed: set by its `deinit`.
private final class FreedWhere: @unchecked Sendable {
  var onMainQueue: Bool?
}

/// A view controller that notes where it is freed.
@MainActor
private final class NotingViewController: UIViewController, ViewControllable {
  let freed: FreedWhere

  init(_ freed: FreedWhere) {
    self.freed = freed
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  nonisolated deinit { freed.onMainQueue = isOnMainQueue() }
}

/// A viewable router over a ``NotingViewController``.
@MainActor
private final class NotingViewableRouter: ViewableRouter<TestInteractor, NotingViewController> {}

/// A presenter that notes where it is freed.
private final class NotingPresenter: Sendable {
  let freed: FreedWhere

  init(_ freed: FreedWhere) { self.freed = freed }

  deinit { freed.onMainQueue = isOnMainQueue() }
}

/// A presentable interactor over a ``NotingPresenter``.
@MainActor
private final class NotingInteractor: PresentableInteractor<NotingPresenter> {}

/// What a RIB object released off the main actor held is released on the main actor too: the teardown task
/// holds the only reference to it, whether it runs before the `deinit` returns or after.
@MainActor
@Suite("Release off the main actor: what the object held")
struct ReleaseOffMainActorHoldingsTests {
  @Test("a viewable router released off the main actor lets its view controller go on the main actor")
  func viewController() async {
    let freed = FreedWhere()
    let reference = LastReference()
    do {
      let router = NotingViewableRouter(
        interactor: TestInteractor("Screen", journal: Journal()), viewController: NotingViewController(freed))
      router.load()
      reference.object = router
    }
    await releaseOffTheMainActor(reference)
    await yieldUntil { freed.onMainQueue != nil }
    #expect(freed.onMainQueue == true)
  }

  @Test("a presentable interactor released off the main actor lets its presenter go on the main actor")
  func presenter() async {
    let freed = FreedWhere()
    let reference = LastReference()
    do {
      reference.object = NotingInteractor(presenter: NotingPresenter(freed))
    }
    await releaseOffTheMainActor(reference)
    await yieldUntil { freed.onMainQueue != nil }
    #expect(freed.onMainQueue == true)
  }
}
