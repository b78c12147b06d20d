import NavigatableRIBs

/// A leak detector on a virtual clock and the view controllers seen so far: what the shell's `leaks` and
/// the explorer read.
///
/// RIBs' `LeakDetector` runs on a `VirtualClock` here, which moves with the watcher's own steps: each
/// user action that ends with no gesture in flight (``stepDidFinish()``) moves it past every pending
/// expectation (an interactor deallocated within 1 s, a view gone from the window within 5 s). A step is a
/// user's action after which the run loop is idle: what a detach should free is free by then, so the checks
/// run, failures are kept, and nothing piles up however long the session. While a gesture is in flight (a
/// finger on the screen) the caller does not finish the step, and the clock stands still.
///
/// Every view controller UIKit events name as it comes into the app (its view loaded, moved into a parent,
/// presented, or warned about) is remembered weakly, so ``LeakFindings`` can list those that left every
/// container but are still alive; the dead entries are dropped as they accumulate.
@MainActor
public final class LeakWatch {
  /// The time source of the installed detector.
  public let clock = VirtualClock()
  /// The failures the detector reported, in order.
  public private(set) var failures: [LeakDetectionFailure] = []
  private var seen: [ObjectIdentifier: WeakViewController] = [:]
  private var subscription: UIKitEventSubscription?

  /// Creates a watch that sees nothing yet; ``install()`` starts it.
  public init() {}

  /// Makes this watch's detector the one RIBs reports to, and remembers every view controller UIKit events
  /// name as it comes into the app from now on (its view loaded, moved into a parent, presented, warned about).
  public func install() {
    LeakDetector.instance = LeakDetector(clock: clock) { [weak self] failure in self?.failures.append(failure) }
    subscription = UIKitEventLog.shared.subscribe(where: LeakWatch.namesArrivingViewController) { [weak self] event in
      if let viewController = event.viewController { self?.see(viewController) }
    }
  }

  /// Whether events of `kind` name a view controller as it comes into an app: its view loaded, moved into
  /// (or out of) a parent, presented, or warned about (a call UIKit refused). Every view controller the
  /// other events name (appearing or disappearing, shown by a navigation controller, selected as a tab,
  /// dismissed) had one of these first: it is a window's root (its view loaded to appear), a child or a
  /// presented view controller. The others are not built for this watch.
  ///
  /// - Parameter kind: An event's kind.
  /// - Returns: Whether the watch remembers the view controller events of that kind name.
  static func namesArrivingViewController(_ kind: UIKitEvent.Kind) -> Bool {
    switch kind {
    case .viewDidLoad, .willMoveToParent, .didMoveToParent, .present, .warning: true
    default: false
    }
  }

  /// Stops remembering view controllers (the detector stays installed until another replaces it).
  public func stopSeeing() {
    subscription?.cancel()
    subscription = nil
  }

  /// Checks every pending expectation now: moves the clock past the longest expectation time.
  public func checkPendingExpectations() {
    clock.advance(by: LeakWatch.longestExpectation)
  }

  /// One step has passed (a command or a user action finished, the run loop idle): runs the pending checks
  /// and drops the dead view controllers remembered so far, once they are as many as the live ones were.
  public func stepDidFinish() {
    checkPendingExpectations()
    forgetTheDeadWhenDue()
  }

  /// Drops the dead view controllers remembered, once they may be as many as the live ones were at the last
  /// drop: the cost of a drop is spread over as many remembered view controllers.
  private func forgetTheDeadWhenDue() {
    guard seen.count >= pruneThreshold else { return }
    seen = seen.filter { $0.value.viewController != nil }
    pruneThreshold = max(LeakWatch.minimumPruneThreshold, 2 * seen.count)
  }

  /// Longer than any expectation RIBs registers, in seconds.
  public static let longestExpectation: Double = 3600
  /// Below this many remembered view controllers, dead ones are not looked for.
  static let minimumPruneThreshold = 256
  private var pruneThreshold = LeakWatch.minimumPruneThreshold

  /// Remembers `viewController` (weakly).
  ///
  /// - Parameter viewController: A view controller a UIKit event named.
  public func see(_ viewController: UIViewController) {
    // A view controller's events come in runs (will appear, did appear, will move, did move...).
    if lastSeen === viewController { return }
    lastSeen = viewController
    let id = ObjectIdentifier(viewController)
    if seen[id]?.viewController !== viewController { seen[id] = WeakViewController(viewController) }
  }

  /// The view controller ``see(_:)`` was given last, weakly: its next events need no lookup.
  private weak var lastSeen: UIViewController?

  /// The remembered view controllers still alive, in no particular order; forgets the dead ones once they
  /// are as many as the live ones were (as ``stepDidFinish()`` does).
  ///
  /// - Returns: Every view controller seen that is still alive.
  public func aliveViewControllers() -> [UIViewController] {
    let alive = seen.values.compactMap(\.viewController)
    forgetTheDeadWhenDue()
    return alive
  }

  /// What leaked under `root` now (``LeakFindings/find(under:alive:failures:excluding:)``).
  ///
  /// - Parameters:
  ///   - root: The root of the app's RIB tree.
  ///   - inFlight: A screen a gesture in flight is taking away, never reported.
  /// - Returns: The findings.
  public func findings(under root: any Routing, excluding inFlight: UIViewController? = nil) -> LeakFindings {
    LeakFindings.find(under: root, alive: aliveViewControllers(), failures: failures, excluding: inFlight)
  }

  private final class WeakViewController {
    weak var viewController: UIViewController?
    init(_ viewController: UIViewController) { self.viewController = viewController }
  }
}
