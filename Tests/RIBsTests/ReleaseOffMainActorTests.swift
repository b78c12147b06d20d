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

/// A RIB object's teardown (its isolated `deinit`) runs on the main actor wherever its last reference goes:
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
