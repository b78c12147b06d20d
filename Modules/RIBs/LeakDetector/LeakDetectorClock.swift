import Foundation
import HeapModule

/// The time source of a ``LeakDetector``: it runs an action once a delay has passed.
///
/// Apps use ``RealTimeLeakDetectorClock``; tests and the shell use ``VirtualClock`` and advance it
/// explicitly, so expectations are checked deterministically, without waiting.
@MainActor
public protocol LeakDetectorClock: AnyObject {
  /// Runs `action` on the main actor once `delay` seconds have passed on this clock. Cancelling the
  /// returned cancellable before then means `action` never runs.
  ///
  /// - Parameters:
  ///   - delay: The seconds, on this clock, before `action` runs.
  ///   - action: The work to run.
  /// - Returns: A cancellable that stops `action` from running.
  func schedule(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void) -> AnyCancellable
}

/// A clock whose time only moves when told to: ``advance(by:)`` runs every action that has come due,
/// in due order. For tests and for the shell.
@MainActor
public final class VirtualClock: LeakDetectorClock {
  /// Seconds advanced so far.
  // Unchecked exclusivity (see Performance.md): a plain value, read and written whole.
  @exclusivity(unchecked) public private(set) var now: TimeInterval = 0

  /// How many scheduled actions have neither run nor been cancelled.
  @exclusivity(unchecked) public private(set) var pendingCount = 0

  /// Creates a clock at time 0.
  public init() {}

  /// Runs `action` when the clock has been advanced by `delay` seconds from now.
  ///
  /// - Parameters:
  ///   - delay: The seconds, on this clock, before `action` runs.
  ///   - action: The work to run.
  /// - Returns: A cancellable that stops `action` from running.
  public func schedule(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void) -> AnyCancellable {
    let item = ScheduledAction(action)
    enqueue(item, after: delay)
    return AnyCancellable { [weak self] in
      // The heap entry stays and is skipped when it comes due: O(1) to cancel.
      MainActor.assumeIsolated { self?.cancel(item) }
    }
  }

  /// Moves time forward by `seconds`, running the actions that come due in order of due time (then of
  /// scheduling). Actions scheduled by those actions run too when they come due within the advance.
  ///
  /// - Parameter seconds: How far to move time; a negative value counts as 0.
  public func advance(by seconds: TimeInterval) {
    let target = now + max(0, seconds)
    while let next = due.min, next.time <= target {
      due.removeMin()
      guard next.item.isPending else { continue }  // cancelled
      next.item.isPending = false
      pendingCount -= 1
      now = max(now, next.time)
      next.item.fire()
    }
    now = target
  }

  /// A place in the scheduling order, taken now, for an item scheduled later with
  /// ``enqueue(_:at:slot:)``: among items due at the same time it fires where an item scheduled now would.
  func reserveSlot() -> Int {
    defer { nextID += 1 }
    return nextID
  }

  /// Schedules `item` to fire at `time` (this clock's time), in the scheduling order of `slot`.
  func enqueue(_ item: VirtualClockItem, at time: TimeInterval, slot: Int) {
    item.clock = self
    item.isPending = true
    item.dueTime = time
    due.insert(Due(time: time, id: slot, item: item))
    pendingCount += 1
  }

  /// Withdraws `item` if it is still pending; it will not fire.
  func cancel(_ item: VirtualClockItem) {
    guard item.isPending else { return }
    item.isPending = false
    pendingCount -= 1
    item.wasCancelled()
  }

  /// When an item is due; ordered by time, then by scheduling order.
  private struct Due: Comparable {
    let time: TimeInterval
    let id: Int
    let item: VirtualClockItem

    static func < (lhs: Due, rhs: Due) -> Bool { (lhs.time, lhs.id) < (rhs.time, rhs.id) }
    static func == (lhs: Due, rhs: Due) -> Bool { lhs.id == rhs.id }
  }

  /// An action scheduled with ``schedule(after:_:)``: its closure goes when it runs or is cancelled.
  private final class ScheduledAction: VirtualClockItem {
    private var action: (@MainActor () -> Void)?
    init(_ action: @escaping @MainActor () -> Void) { self.action = action }
    override func fire() {
      let action = self.action
      self.action = nil
      action?()
    }
    override func wasCancelled() { action = nil }
  }

  // Unchecked exclusivity (see Performance.md): no access to these calls out while it lasts.
  @exclusivity(unchecked) private var due = Heap<Due>()
  @exclusivity(unchecked) private var nextID = 0
}

/// Something a ``VirtualClock`` runs once due, unless cancelled first: a scheduled closure, or one of
/// ``LeakDetector``'s expectations (which subclasses it, so an expectation is a single allocation).
@MainActor
class VirtualClockItem {
  /// Whether it has neither fired nor been cancelled.
  @exclusivity(unchecked) final var isPending = true
  /// The clock it is scheduled on, to withdraw it from.
  @exclusivity(unchecked) final weak var clock: VirtualClock?
  /// When it is due, in its clock's time (set when scheduled).
  @exclusivity(unchecked) final var dueTime: TimeInterval = 0

  init() {}

  /// Runs once, when due.
  func fire() {}

  /// Called once, when cancelled before firing.
  func wasCancelled() {}
}

/// The clocks ``LeakDetector`` schedules its expectations on without a closure each.
@MainActor
protocol ItemScheduling: AnyObject {
  /// The time items are scheduled from, in seconds.
  var now: TimeInterval { get }
  /// Schedules `item` to fire `delay` seconds from now, after the items scheduled before it (both clocks
  /// take the default below; a requirement so that calls through `any ItemScheduling` dispatch once).
  func enqueue(_ item: VirtualClockItem, after delay: TimeInterval)
  /// See ``VirtualClock/reserveSlot()``.
  func reserveSlot() -> Int
  /// See ``VirtualClock/enqueue(_:at:slot:)``.
  func enqueue(_ item: VirtualClockItem, at time: TimeInterval, slot: Int)
}

extension ItemScheduling {
  /// Schedules `item` at `now + delay`, in a slot taken now.
  func enqueue(_ item: VirtualClockItem, after delay: TimeInterval) {
    enqueue(item, at: now + max(0, delay), slot: reserveSlot())
  }
}

extension VirtualClock: ItemScheduling {}

/// A clock that follows real time on the main queue, for apps.
///
/// Like uber's leak detector, it counts time in small steps and caps each step, so time spent with the
/// process stopped (in a debugger) does not count toward an expectation.
@MainActor
public final class RealTimeLeakDetectorClock: LeakDetectorClock, ItemScheduling {
  /// The longest step counted at once, in seconds.
  public let maximumStep: TimeInterval

  /// Creates a real-time clock that counts at most `maximumStep` seconds per tick.
  ///
  /// - Parameter maximumStep: The most seconds one tick advances, however long the main actor was busy.
  public init(maximumStep: TimeInterval = 0.033) {
    self.maximumStep = maximumStep
  }

  /// Runs `action` on the main queue once `delay` seconds of (counted) time have passed.
  ///
  /// - Parameters:
  ///   - delay: The seconds, on this clock, before `action` runs.
  ///   - action: The work to run.
  /// - Returns: A cancellable that stops `action` from running.
  public func schedule(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void) -> AnyCancellable {
    let cancellable = virtualTime.schedule(after: delay, action)
    startTickingIfNeeded()
    return cancellable
  }

  private let virtualTime = VirtualClock()
  private var isTicking = false

  /// The counted time items are scheduled from.
  var now: TimeInterval { virtualTime.now }

  func reserveSlot() -> Int { virtualTime.reserveSlot() }

  func enqueue(_ item: VirtualClockItem, at time: TimeInterval, slot: Int) {
    virtualTime.enqueue(item, at: time, slot: slot)
    startTickingIfNeeded()
  }
  private var lastTick = Date()

  private func startTickingIfNeeded() {
    guard !isTicking else { return }
    isTicking = true
    lastTick = Date()
    scheduleTick()
  }

  private func scheduleTick() {
    DispatchQueue.main.asyncAfter(deadline: .now() + maximumStep / 3) { [weak self] in
      MainActor.assumeIsolated { self?.tick() }
    }
  }

  private func tick() {
    let current = Date()
    let elapsed = min(current.timeIntervalSince(lastTick), maximumStep)
    lastTick = current
    virtualTime.advance(by: elapsed)
    if virtualTime.pendingCount > 0 {
      scheduleTick()
    } else {
      isTicking = false
    }
  }
}
