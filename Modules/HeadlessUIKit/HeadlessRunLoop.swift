/// The main run loop of the headless model: a FIFO of work run in explicit turns.
///
/// UIKit applies container state changes at once and runs transitions later, on the next layout pass.
/// HeadlessUIKit models "later" with this run loop: transitions enqueue their work here, and a test (or the
/// shell) decides when a turn runs, so it can look at the state in between. Libraries may use
/// ``perform(_:)`` like `RunLoop.main.perform` or `DispatchQueue.main.async`.
@MainActor
public final class HeadlessRunLoop {
  /// The run loop every container of the model uses.
  public static let main = HeadlessRunLoop()

  /// The default bound of ``runUntilIdle(maxTurns:)``: generous, so only a loop that never settles hits it.
  public static let defaultMaxTurns = 100_000

  /// Queued work; `head` is the index of the next item (an amortized O(1) FIFO).
  private var queue: [@MainActor () -> Void] = []
  private var head = 0

  /// Creates an empty run loop. The model uses ``main``; separate instances are for isolated experiments.
  public init() {}

  /// Whether work is queued.
  public var hasPendingWork: Bool { head < queue.count }

  /// How many work items are queued.
  public var pendingWorkCount: Int { queue.count - head }

  /// Enqueues work for a later turn.
  ///
  /// Work enqueued while a turn runs waits for the next turn.
  ///
  /// - Parameter work: The work to run.
  public func perform(_ work: @escaping @MainActor () -> Void) {
    queue.append(work)
  }

  /// Runs one turn: the work that was queued before the turn started, in order.
  ///
  /// - Returns: whether any work ran.
  @discardableResult
  public func runOnce() -> Bool {
    let end = queue.count
    guard head < end else { return false }
    while head < end {
      let work = queue[head]
      head += 1
      work()
    }
    compact()
    return true
  }

  /// Runs turns until nothing is pending, at most `maxTurns` of them.
  ///
  /// Work that keeps re-enqueueing itself would never settle; after `maxTurns` turns this stops, prints a
  /// message to standard error and returns `false`, leaving the remaining work queued.
  ///
  /// - Parameter maxTurns: The most turns to run before giving up on settling; each turn runs the work
  ///   that was queued when it started.
  /// - Returns: `true` when the run loop became idle.
  @discardableResult
  public func runUntilIdle(maxTurns: Int = HeadlessRunLoop.defaultMaxTurns) -> Bool {
    var turns = 0
    while hasPendingWork {
      guard turns < maxTurns else {
        let message =
          "HeadlessRunLoop: still busy after \(turns) turns (\(pendingWorkCount) items pending); "
          + "some work keeps re-enqueueing itself. Stopped without running it."
        FileHandle.standardError.write(Data((message + "\n").utf8))
        return false
      }
      runOnce()
      turns += 1
    }
    return true
  }

  /// Drops the items already run once they dominate the buffer.
  private func compact() {
    if head == queue.count {
      queue.removeAll(keepingCapacity: true)
      head = 0
    } else if head > 1024 && head * 2 > queue.count {
      queue.removeFirst(head)
      head = 0
    }
  }
}
