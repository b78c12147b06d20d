/// Keeps the RIB tree and UIKit's containers in sync, both ways.
///
/// **Screen → tree.** Every screen shown through `pushChild` / `presentChild` /
/// `presentChildInNavigationController` is tracked. UIKit tells when a view controller leaves its
/// container (`didMove(toParent: nil)`: pops of every kind, `setViewControllers`, tab re-taps) or when a
/// presentation is dismissed (`viewDidDisappear` while `isBeingDismissed`): the two methods a library can
/// exchange on iOS, and nothing else.
/// Each signal marks at most the screens it concerns as candidates; after the transition
/// completes (the next run-loop turn) the candidates that are really out of the window hierarchy are
/// detached from their parents, deepest first, exactly once. A cancelled swipe or a sheet that snaps back
/// sends neither signal, so nothing is detached — whatever the iOS version does with `didShow`.
///
/// **Tree → screen.** When business logic detaches a tracked child (`detachChild`), its screen and every
/// screen above it leave the container (pop to the screen below, or dismiss the presentation), and the RIBs
/// of those screens are detached at once; the later UIKit signals find nothing left to do.
///
/// NavigationSync never becomes a delegate of anything: the app's own navigation, tab bar and
/// presentation-controller delegates keep receiving every callback.
@MainActor
public final class NavigationSync {
  /// The instance routers use.
  public static let shared = NavigationSync()

  /// Whether screens shown from now on are tracked. `false` gives plain RIBs behaviour (attach + push, no
  /// sync): the shell's `--without-sync` uses it to show the leak NavigationSync prevents.
  // Unchecked exclusivity (see Performance.md): a plain read or write of a flag, read on every show.
  @exclusivity(unchecked) public var isEnabled = true

  /// Where a child's screen is shown: pushed on a stack, or presented (``ScreenPlacement`` is where a shown
  /// screen is).
  enum Destination {
    case push(UINavigationController)
    case present(UIViewController, UIModalPresentationStyle?, wrap: Bool)
  }

  /// Why screens are removed: the user / UIKit on its own, or business logic detaching a RIB.
  @MainActor
  enum Cause: @MainActor Equatable {
    case user
    case businessLogic(BusinessDetach)

    /// Business logic detached `detached` from `parent`.
    static func businessLogic(detached: any Routing, by parent: (any Routing)?) -> Cause {
      .businessLogic(BusinessDetach(detached: detached, by: parent))
    }
  }

  /// A detach made by business logic, remembered without retaining anything: a detach made while the user
  /// drags a container is acted on when the gesture ends, and must then be the same decision as at once.
  ///
  /// Two are equal when they name the same RIB and the same parent (by identity).
  @MainActor
  struct BusinessDetach: @MainActor Equatable {
    weak var detached: (any Routing)?
    let detachedID: ObjectIdentifier
    let detachedName: String
    weak var parent: (any Routing)?

    init(detached: any Routing, by parent: (any Routing)?) {
      self.detached = detached
      detachedID = ObjectIdentifier(detached)
      detachedName = detached.ribName
      self.parent = parent
    }

    static func == (lhs: BusinessDetach, rhs: BusinessDetach) -> Bool {
      lhs.detachedID == rhs.detachedID && lhs.parent === rhs.parent
    }
  }

  /// The screens the sync tracks, and every table about them: the only place that changes them (their
  /// consistency rules are stated there).
  let tracked = TrackedScreens()
  // Unchecked exclusivity (see Performance.md): each access is a plain read or write of the value, on
  // every push and every detach.
  @exclusivity(unchecked) var candidateCheckScheduled = false
  @exclusivity(unchecked) var signals: ContainmentSignals?
  @exclusivity(unchecked) var treeObservation: AnyCancellable?
  final class DecisionObserver {
    let handler: @MainActor (NavigationSyncDecision) -> Void
    init(_ handler: @escaping @MainActor (NavigationSyncDecision) -> Void) { self.handler = handler }
  }

  @exclusivity(unchecked) var decisionObservers: [DecisionObserver] = []

  /// Whether ``apply(_:)`` is performing a plan: no plan is built meanwhile.
  @exclusivity(unchecked) var isApplying = false
  /// The RIB whose detach the plan being applied makes, while it makes it.
  @exclusivity(unchecked) var detachingByPlan: ObjectIdentifier?
  /// Detaches app code made while a plan was applied that take screens, in order: each planned once that
  /// plan is applied.
  @exclusivity(unchecked) var detachedWhileApplying: [(router: any Routing, parent: (any Routing)?)] = []
  /// What broke ``apply(_:)``'s rules (a plan built while another is applied, a RIB the plan detaches
  /// with a screen still tracked), one message each; ``checkConsistency()`` reports them.
  @exclusivity(unchecked) var applyViolations: [String] = []

  /// The one instance is ``shared``: routers, the UIKit signals and the run-loop work it schedules all
  /// reach it there.
  private init() {}

  /// Whether any screen is tracked: the signal handlers return at once when none is.
  var tracksAnyScreen: Bool { !tracked.isEmpty }

  /// The consistency rules of the sync's tables that do not hold now (``TrackedScreens``), and what broke
  /// ``apply(_:)``'s rules (no plan built while another is applied, a screen forgotten before its RIB is
  /// detached), one message each; the explorer and the model-based tests check it after every step.
  func checkConsistency() -> [String] { tracked.consistencyViolations() + applyViolations }

  /// Notes that a ``RemovalPlan`` is being built (every builder calls it): a violation while another is
  /// applied.
  @inline(__always)
  func notePlanBuilt() {
    if isApplying { applyViolations.append("a removal plan was built while another was applied") }
  }

  /// Whether a screen whose RIB went during a gesture still waits for that gesture's end
  /// (``TrackedScreens``' rule 6: never once the gesture has ended and the run loop is idle).
  var hasScreensAwaitingGestureEnd: Bool { tracked.hasScreensAwaitingGestureEnd }

  /// Unsubscribes from UIKit's and RIBs' event logs and drops the tables. Only ``reset()`` stops: until the
  /// first screen is tracked the sync listens to nothing, and from then on it stays subscribed (each
  /// handler returns at once while nothing is tracked), so a push and pop that leave nothing tracked do
  /// not subscribe and unsubscribe again every time.
  func stopObserving() {
    signals = nil
    treeObservation = nil
    tracked.forgetParents()
  }

  func startObservingIfNeeded() {
    if signals == nil { signals = ContainmentSignals(sync: self) }
    if treeObservation == nil {
      // Detaches only (business logic removing a RIB), without building events.
      // Unowned: the observation is the sync's own and ends with it.
      treeObservation = RIBEventLog.observeDetaches { [unowned self] router, parent in
        routerWasDetached(router, from: parent)
      }
    }
  }

  /// Forgets every tracked screen without detaching anything (for a shell `reset` or between tests).
  public func reset() {
    tracked.removeAll()
    applyViolations = []
    detachedWhileApplying = []
    stopObserving()
  }
}
