import Foundation

/// The time source of a ``LeakDetector``: it runs an action once a delay has passed.
///
/// Apps use ``RealTimeLeakDetectorClock``; tests and the shell use ``VirtualClock`` and advance it
/// explicitly, so expectations are checked deterministically, without waiting.
@MainActor
public protocol LeakDetectorClock: AnyObject {
  /// Runs `action` on the main actor once `delay` seconds have passed on this clock. Cancelling the
  /// returned cancellable before then means `action` never runs.
  func schedule(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void) -> AnyCancellable
}

/// A clock whose time only moves when told to: ``advance(by:)`` runs every action that has come due,
/// in due order. For tests and for the shell.
@MainActor
public final class VirtualClock: LeakDetectorClock {
  /// Seconds advanced so far.
  public private(set) var now: TimeInterval = 0

  /// How many scheduled actions have neither run nor been cancelled.
  public var pendingCount: Int { pending.count }

  /// Creates a clock at time 0.
  public init() {}

  /// Runs `action` when the clock has been advanced by `delay` seconds from now.
  public func schedule(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void) -> AnyCancellable {
    let id = nextID
    nextID += 1
    pending.append(Entry(id: id, dueTime: now + max(0, delay), action: action))
    return AnyCancellable { [weak self] in
      MainActor.assumeIsolated { self?.pending.removeAll { $0.id == id } }
    }
  }

  /// Moves time forward by `seconds`, running the actions that come due in order of due time (then of
  /// scheduling). Actions scheduled by those actions run too when they come due within the advance.
  public func advance(by seconds: TimeInterval) {
    let target = now + max(0, seconds)
    while let next = pending.filter({ $0.dueTime <= target }).min(by: { ($0.dueTime, $0.id) < ($1.dueTime, $1.id) }) {
      pending.removeAll { $0.id == next.id }
      now = max(now, next.dueTime)
      next.action()
    }
    now = target
  }

  private struct Entry {
    let id: Int
    let dueTime: TimeInterval
    let action: @MainActor () -> Void
  }

  private var pending: [Entry] = []
  private var nextID = 0
}

/// A clock that follows real time on the main queue, for apps.
///
/// Like uber's leak detector, it counts time in small steps and caps each step, so time spent with the
/// process stopped (in a debugger) does not count toward an expectation.
@MainActor
public final class RealTimeLeakDetectorClock: LeakDetectorClock {
  /// The longest step counted at once, in seconds.
  public let maximumStep: TimeInterval

  /// Creates a real-time clock that counts at most `maximumStep` seconds per tick.
  public init(maximumStep: TimeInterval = 0.033) {
    self.maximumStep = maximumStep
  }

  /// Runs `action` on the main queue once `delay` seconds of (counted) time have passed.
  public func schedule(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void) -> AnyCancellable {
    let cancellable = virtualTime.schedule(after: delay, action)
    startTickingIfNeeded()
    return cancellable
  }

  private let virtualTime = VirtualClock()
  private var isTicking = false
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
