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
// isolated `deinit` runs, called without a second check (`runAsMainActor(_:_:)`, `tearDownOnMainActor(_:)`);
// elsewhere, it runs in a task on the main actor, as an isolated `deinit` hops there, on a copy of the state
// (the object is gone by then; its state is not). A `deinit` may read its object's stored properties from
// any thread: nothing else references the object any more; they are `nonisolated(unsafe)` only so that the
// compiler lets it.

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
  // A closure that captures nothing: calling it allocates no context (capturing `remains` would box it).
  let tearDown: @MainActor (consuming Remains) -> Void = { $0.tearDown() }
  if isWhereMainActorRuns() {
    // What `MainActor.assumeIsolated` does after its own check: an isolated synchronous function has the
    // calling convention of a nonisolated one.
    typealias Nonisolated = (consuming Remains) -> Void
    unsafeBitCast(tearDown, to: Nonisolated.self)(remains)
  } else {
    nonisolated(unsafe) let moved = remains
    Task { @MainActor in tearDown(moved) }
  }
}

/// Whether the caller runs where the main actor runs: on the main thread, or on the main dispatch queue
/// (or a queue targeting it), which a worker thread drains after `dispatchMain()` (as under `swift test`
/// on Linux). Either way nothing else on the main actor runs meanwhile, which is what
/// `MainActor.assumeIsolated` checks too, at about twice the cost.
///
/// - Returns: `true` on the main thread or the main queue; `false` elsewhere.
nonisolated func isWhereMainActorRuns() -> Bool {
  Thread.isMainThread || DispatchQueue.getSpecific(key: MainQueueMarker.key) == true
}

/// Runs `operation` on `object` as the main actor, synchronously and without an executor check: only for
/// a caller that has checked ``isWhereMainActorRuns()``. This is what `MainActor.assumeIsolated` does
/// after its own check: an isolated synchronous function has the calling convention of a nonisolated one.
/// `operation` should capture nothing (it gets `object` as its argument), so that calling it allocates no
/// context.
///
/// - Parameters:
///   - object: What `operation` works on (a `deinit`'s `self`).
///   - operation: The main-actor work.
nonisolated func runAsMainActor<Object: AnyObject>(_ object: Object, _ operation: @MainActor (Object) -> Void) {
  typealias Nonisolated = (Object) -> Void
  withoutActuallyEscaping(operation) { operation in
    unsafeBitCast(operation, to: Nonisolated.self)(object)
  }
}

/// The key of the main queue's specific data ``isWhereMainActorRuns()`` reads, set on first use.
private enum MainQueueMarker {
  static let key: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()
}
