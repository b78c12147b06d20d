import NavigatableRIBs

/// The shell's leak detector and the view controllers it has seen.
///
/// RIBs' ``LeakDetector`` runs on a ``VirtualClock`` here, which moves with the shell's own time: each
/// command that ends with no swipe in flight (``commandDidFinish()``) and `leaks` move it past every
/// pending expectation (an interactor deallocated within 1 s, a view gone from the window within 5 s). A
/// command is a user's action after which the run loop is idle: what a detach should free is free by then,
/// so the checks run, failures are kept for `leaks`, and nothing piles up however long the session. While
/// a swipe back is in flight (a finger on the screen) the clock stands still.
///
/// Every view controller named by a UIKit event is remembered weakly, so `leaks` can list those that left
/// every container but are still alive; the dead entries are dropped as they accumulate.
@MainActor
final class LeakWatch {
  /// The time source of the installed detector.
  let clock = VirtualClock()
  /// The failures the detector reported, in order.
  private(set) var failures: [LeakDetectionFailure] = []
  private var seen: [ObjectIdentifier: WeakViewController] = [:]

  /// Makes this watch's detector the one RIBs reports to.
  func install() {
    LeakDetector.instance = LeakDetector(clock: clock) { [weak self] failure in self?.failures.append(failure) }
  }

  /// Checks every pending expectation now: moves the clock past the longest expectation time.
  func checkPendingExpectations() {
    clock.advance(by: LeakWatch.longestExpectation)
  }

  /// One step of the shell's time has passed (a command finished): runs the pending checks and drops the
  /// dead view controllers remembered so far, once they are as many as the live ones were.
  func commandDidFinish() {
    checkPendingExpectations()
    if seen.count >= pruneThreshold {
      seen = seen.filter { $0.value.viewController != nil }
      pruneThreshold = max(LeakWatch.minimumPruneThreshold, 2 * seen.count)
    }
  }

  /// Longer than any expectation RIBs registers, in seconds.
  static let longestExpectation: Double = 3600
  /// Below this many remembered view controllers, dead ones are not looked for.
  static let minimumPruneThreshold = 256
  private var pruneThreshold = LeakWatch.minimumPruneThreshold

  /// Remembers `viewController` (weakly).
  func see(_ viewController: UIViewController) {
    let id = ObjectIdentifier(viewController)
    if seen[id]?.viewController !== viewController { seen[id] = WeakViewController(viewController) }
  }

  /// The remembered view controllers still alive, in no particular order; forgets the dead ones.
  func aliveViewControllers() -> [UIViewController] {
    seen = seen.filter { $0.value.viewController != nil }
    return seen.values.compactMap(\.viewController)
  }

  private final class WeakViewController {
    weak var viewController: UIViewController?
    init(_ viewController: UIViewController) { self.viewController = viewController }
  }
}
