import NavigatableRIBs

/// Watches one run of an app and tells, after each user action, which ``Guarantee`` it broke.
///
/// Make it before the app (it installs a leak detector on a virtual clock and starts remembering view
/// controllers), hand it the app's root with ``watch(root:)``, call ``stepWillRun()`` before each action
/// and ``check(gestureInFlight:)`` after it, once the run loop is idle. While a gesture is in flight (a
/// swipe back begun), only the sync's tables and the flows are checked: a screen the finger is taking away
/// is between containers until the finger lifts, and the leak detector's clock stands still.
///
/// It observes the sync's decisions (to count each flow's `flowClosed`) and the RIB event log (to know each
/// flow's subtree when it is told). Release it, or call ``stop()``, to stop observing.
@MainActor
public final class GuaranteeWatch {
  private let leakWatch = LeakWatch()
  private weak var root: (any Routing)?
  private var routers: [ObjectIdentifier: WeakRouter] = [:]
  /// The flows told they closed, by router identity (forgotten when another router attaches at that address).
  private var told: Set<ObjectIdentifier> = []
  /// The RIBs under the flows told in the current step, when each was told.
  private var underToldFlows: Set<ObjectIdentifier> = []
  private var flowProblems: [BrokenGuarantee] = []
  private var reportedFailures = 0
  private var decisionObservation: AnyCancellable?
  private var ribObservation: AnyCancellable?
  /// Whether ``check(gestureInFlight:)`` keeps what it found in `lastFindings` (to explain a failure; off
  /// while exploring, since the findings hold the leaked objects alive until the next check).
  var keepsFindings = false
  /// What the latest check with no gesture in flight found, when `keepsFindings`.
  private(set) var lastFindings: LeakFindings?

  /// Starts watching: installs a leak detector on a virtual clock (`LeakDetector.instance`) and observes.
  public init() {
    leakWatch.install()
    ribObservation = RIBEventLog.observe(kinds: [.attach, .launch]) { [weak self] event in
      guard let self, let router = event.router else { return }
      let id = ObjectIdentifier(router)
      routers[id] = WeakRouter(router)
      told.remove(id)
    }
    decisionObservation = NavigationSync.shared.observeDecisions { [weak self] decision in
      guard decision.kind == .flowClosed, let id = decision.ribID else { return }
      self?.flowClosed(id, name: decision.ribName)
    }
  }

  /// Watches the app whose RIB tree starts at `root`: every RIB in it now is known by identity.
  ///
  /// - Parameter root: The root of the app's RIB tree, launched.
  public func watch(root: any Routing) {
    self.root = root
    var queue: [any Routing] = [root]
    var index = 0
    while index < queue.count {
      routers[ObjectIdentifier(queue[index])] = WeakRouter(queue[index])
      queue.append(contentsOf: queue[index].children)
      index += 1
    }
  }

  /// Stops observing the sync and the RIB event log.
  public func stop() {
    decisionObservation?.cancel()
    ribObservation?.cancel()
    leakWatch.stopSeeing()
  }

  /// A user action is about to run: the flows it tells start a new step.
  public func stepWillRun() {
    underToldFlows.removeAll()
  }

  /// A step replayed from a sequence already checked has finished: moves the leak detector's clock as
  /// ``check(gestureInFlight:)`` does, without checking (the step kept every guarantee when it first ran, and
  /// the app is deterministic).
  ///
  /// - Parameter gestureInFlight: Whether a finger is still on the screen (a swipe back begun).
  func replayedStepDidFinish(gestureInFlight: Bool) {
    guard !gestureInFlight, root != nil else { return }
    leakWatch.stepDidFinish()
  }

  /// The guarantees the step that just ran broke, each once.
  ///
  /// - Parameter gestureInFlight: Whether a finger is still on the screen (a swipe back begun).
  /// - Returns: The broken guarantees, in ``Guarantee``'s order; empty when the step kept them all.
  public func check(gestureInFlight: Bool) -> [BrokenGuarantee] {
    var broken = flowProblems
    flowProblems.removeAll()
    let tracking = NavigationSync.shared.trackingProblems()
    if !tracking.isEmpty { broken.append(BrokenGuarantee(.trackedScreensHaveRIBs, tracking.joined(separator: "; "))) }
    guard !gestureInFlight, let root else { return broken.sorted(by: Self.order) }
    leakWatch.stepDidFinish()
    let findings = leakWatch.findings(under: root)
    if keepsFindings { lastFindings = findings }
    if !findings.screenlessRIBs.isEmpty {
      let names = findings.screenlessRIBs.map { "\($0.ribName) (its screen is in no container)" }
      broken.append(BrokenGuarantee(.screensInContainers, names.joined(separator: ", ")))
    }
    var leaked = findings.strandedFlows.map { "flow \($0.ribName) stranded with no screen" }
    leaked += findings.lingeringViewControllers.map {
      "\(String(describing: type(of: $0))) alive outside every container"
    }.sorted()
    if !leaked.isEmpty { broken.append(BrokenGuarantee(.nothingLeaked, leaked.joined(separator: ", "))) }
    let failures = findings.leakDetectorFailures.dropFirst(reportedFailures)
    reportedFailures = findings.leakDetectorFailures.count
    if !failures.isEmpty {
      let named = failures.map { "\(LeakFindings.typeName(inDescription: $0.objectDescription)): \($0.kind.rawValue)" }
      broken.append(BrokenGuarantee(.leakDetectorClean, named.joined(separator: ", ")))
    }
    return broken.sorted(by: Self.order)
  }

  private static func order(_ a: BrokenGuarantee, _ b: BrokenGuarantee) -> Bool {
    let all = Guarantee.allCases
    return (all.firstIndex(of: a.guarantee) ?? 0) < (all.firstIndex(of: b.guarantee) ?? 0)
  }

  /// A flow was told it closed: the second time, or after a flow above it in the same step, breaks a
  /// guarantee.
  func flowClosed(_ id: ObjectIdentifier, name: String) {
    if !told.insert(id).inserted {
      flowProblems.append(BrokenGuarantee(.flowsToldOnce, "flow \(name) was told it closed twice"))
    }
    if underToldFlows.contains(id) {
      flowProblems.append(
        BrokenGuarantee(.flowsInnermostFirst, "flow \(name) was told after a flow above it, in the same step"))
    }
    guard let flow = routers[id]?.router else { return }
    var queue = flow.children
    var index = 0
    while index < queue.count {
      underToldFlows.insert(ObjectIdentifier(queue[index]))
      queue.append(contentsOf: queue[index].children)
      index += 1
    }
  }

  /// Whether a flow told it closed during this run is still alive (a flow told and kept, which a later
  /// step could tell again): an app in that state is not taken for a fresh one that reached the same state.
  var holdsToldFlow: Bool {
    told.contains { routers[$0]?.router != nil }
  }

  private final class WeakRouter {
    weak var router: (any Routing)?
    init(_ router: any Routing) { self.router = router }
  }
}
