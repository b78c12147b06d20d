import NavigatableRIBs

/// The shell's leak detector and the view controllers it has seen.
///
/// RIBs' ``LeakDetector`` runs on a ``VirtualClock`` here: expectations (an interactor deallocated within
/// 1 s, a view gone from the window within 5 s) are only checked when `leaks` advances the clock, so a
/// person looking at the state mid-swipe is never interrupted. Every view controller named by a UIKit event
/// is remembered weakly, so `leaks` can list those that left every container but are still alive.
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
    clock.advance(by: 3600)
  }

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
