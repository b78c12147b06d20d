import Dispatch
import Foundation

// How RIB objects tear down when they are deallocated: on the main actor, with at most one check per
// class that has work to do.
//
// RIB objects are `@MainActor`, and their teardown (detaching children, completing streams, leak
// expectations) must run on the main actor. An `isolated deinit` would do that, but the compiler checks the
// executor in the `deinit` of every class level of the object (a feature's router has four: its own class,
// `ViewableRouter`, `Router`, `RouterBase`) and the runtime checks twice more to decide whether to hop:
// eight checks to free a router and its interactor. So the `deinit`s are `nonisolated`, and each checks
// once where it runs (`isWhereMainActorRuns()`), only when it has work:
// - a router has one, `RouterBase`'s (a `ViewableRouter` keeps its view in the router's state,
//   `RouterOwned`), and tears down in place;
// - an interactor's (`Interactor`'s) has work only when the interactor is deallocated while active or was
//   observed: most check nothing; a `PresentableInteractor` adds one for its presenter's leak expectation.
// Where the main actor runs (always, in a RIBs app), the teardown runs at once, inside the release, as an
// isolated `deinit` runs, called without a second check (`RouterBase`'s `deinit`, `tearDownOnMainActor(_:)`).
// Elsewhere (a detached task dropping the last reference), the `deinit` moves the state out of the object
// and a task tears it down on the main actor, holding the only reference to it
// (`tearDownLaterOnMainActor(_:)`): the objects the state holds (a view controller, child routers,
// subscriptions) are released on the main actor, as an isolated `deinit` would release them. What the
// object keeps (a router's interactor, which its typed `interactor` property holds as well) may be
// released where the `deinit` runs; an interactor's own `deinit` then hops as this one does. A `deinit`
// may read and move its object's stored properties from any thread: nothing else references the object
// any more; they are `nonisolated(unsafe)` only so that the compiler lets it. A deinit that runs on the
// main actor's worker thread but inside another queue (a `DispatchQueue.sync` on a queue that does not
// target the main queue, after `dispatchMain()`) is not recognized as being where the main actor runs: its
// teardown is deferred to a task, which is correct, only later.

/// The state a `deinit` moved out of its object, with the work left to do on the main actor (see the
/// comment at the top of this file).
protocol MainActorTeardown {
  /// Does the work (completions, cancellations, leak expectations), on the main actor. Consuming: what it
  /// holds is released when it returns.
  @MainActor consuming func tearDown()
}

/// Runs `remains.tearDown()` on the main actor: at once when the caller runs where the main actor runs
/// (see ``isWhereMainActorRuns()``), else in a task on the main actor.
///
/// - Parameter remains: The state a `deinit` moved out of its object.
nonisolated func tearDownOnMainActor<Remains: MainActorTeardown>(_ remains: consuming Remains) {
  // A closure that captures nothing once this function is specialized (unspecialized, it captures the
  // type's metadata): calling it allocates no context, as capturing `remains` would.
  let tearDown: @MainActor (consuming Remains) -> Void = { $0.tearDown() }
  if isWhereMainActorRuns() {
    // What `MainActor.assumeIsolated` does after its own check: an isolated synchronous function has the
    // calling convention of a nonisolated one.
    typealias Nonisolated = (consuming Remains) -> Void
    unsafeBitCast(tearDown, to: Nonisolated.self)(remains)
  } else {
    tearDownLaterOnMainActor(consume remains)
  }
}

/// Runs `remains.tearDown()` in a task on the main actor, the task holding the only reference to
/// `remains`: what it holds is released on the main actor, whether the task runs before the caller's
/// `deinit` returns or after. (A copy captured by the task would leave this thread a reference of its own,
/// released when the `deinit` returns: the last one if the task ran first.)
///
/// - Parameter remains: The state a `deinit` moved out of its object; the caller keeps no copy (pass it
///   with `consume`).
nonisolated func tearDownLaterOnMainActor<Remains: MainActorTeardown>(_ remains: consuming Remains) {
  // The box's only reference is the retained one the task takes: the temporary is released here, first.
  let box = Unmanaged.passRetained(TeardownBox(consume remains))
  Task { @MainActor in box.takeRetainedValue().tearDown() }
}

/// The state a task tears down, behind the one reference the task takes.
private final class TeardownBox<Remains: MainActorTeardown>: @unchecked Sendable {
  /// Taken by ``tearDown()``; touched by no other thread once the task has it.
  private var remains: Remains?

  init(_ remains: consuming Remains) { self.remains = remains }

  @MainActor func tearDown() { remains.take()?.tearDown() }
}

/// Whether the caller runs where the main actor runs: on the main dispatch queue (or a queue targeting
/// it), which a worker thread drains after `dispatchMain()` (as under `swift test` on Linux), or on the
/// main thread. Either way nothing else on the main actor runs meanwhile, which is what
/// `MainActor.assumeIsolated` checks too, at about twice the cost.
///
/// The main queue's specific data is read first: about 20 ns on any thread, where `Thread.isMainThread`
/// costs about 340 ns off the main thread on Linux (the worker draining the main queue).
///
/// - Returns: `true` on the main queue or the main thread; `false` elsewhere.
nonisolated func isWhereMainActorRuns() -> Bool {
  DispatchQueue.getSpecific(key: MainQueueMarker.key) == true || Thread.isMainThread
}

/// The key of the main queue's specific data ``isWhereMainActorRuns()`` reads, set on first use.
private enum MainQueueMarker {
  static let key: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()
}
