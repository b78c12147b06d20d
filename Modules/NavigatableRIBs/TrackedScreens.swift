/// Everything NavigationSync knows of the screens it tracks, and the only place that changes it.
///
/// The sync decides (the `NavigationSync+*.swift` files hold the policy); this type keeps the tables those
/// decisions read and write, behind a small API: track, forget, look up by view controller, by router or
/// by parent, the candidates a UIKit signal named, and the screens waiting for a gesture's end.
///
/// **What must agree** (``consistencyViolations()`` checks each; the explorer and the model-based tests
/// call it after every step):
/// 1. A screen is in the view-controller table exactly when it is in its parent's table, under the same
///    view controller, and the view-controller table holds as many screens as all parents' tables together.
/// 2. Every router entry names a screen of that router that is in the view-controller table, and every
///    tracked screen's router has an entry.
/// 3. No tracked screen is gone, and every screen marked pending is in the pending list once.
/// 4. A tracked screen's RIB, while it lives, is attached to the parent it was tracked with: the sync
///    forgets a screen *before* it detaches its RIB. That order is what lets the sync's own detach come
///    back through RIBs' event log and find nothing left to do ("exactly once" without flags).
/// 5. A flow told it closed is remembered, with the cause that closed it, only until its detach: every
///    flow remembered lives and is attached (a cause kept after the detach would be taken by the next
///    router at the same address).
/// 6. A screen waiting for a gesture's end is not tracked (its RIB went, and the sync forgot it first),
///    and waits once. Nothing waits once the gesture has ended and its transition has run
///    (``hasScreensAwaitingGestureEnd``: the explorer and the model-based tests check it whenever no finger
///    is down and the run loop is idle).
///
/// Tables are looked up by identity. Wherever the sync makes UIKit calls or decisions in a loop it walks
/// screens in the order they were shown (``TrackedScreen/sequence``), never in a dictionary's order, which
/// follows object addresses.
///
/// Unchecked exclusivity (Performance.md): the tables are read and written only by plain collection
/// operations in this file, which call no code that could reach them while an access lasts.
@MainActor
final class TrackedScreens {
  /// The tracked screens of one parent router, and what the sync learnt of that router when it first
  /// tracked a screen of it (whether it is a flow, its depth), kept while it stays attached: a push and
  /// pop from the same parent asks neither again. Weak: checked against the parent asking, as another
  /// router may later live at the same address.
  final class ParentScreens {
    weak var parent: (any Routing)?
    /// `parent`'s identity.
    let parentID: ObjectIdentifier
    /// Whether the parent is a flow: a viewless RIB whose interactor adopts ``NavigationFlowInteractable``.
    let isFlow: Bool
    /// The parent's depth in the RIB tree (root = 0).
    let depth: Int
    /// Its tracked screens, by view controller.
    @exclusivity(unchecked) fileprivate(set) var screens = ScreenTable()

    init(parent: any Routing, isFlow: Bool, depth: Int) {
      self.parent = parent
      self.parentID = ObjectIdentifier(parent)
      self.isFlow = isFlow
      self.depth = depth
    }
  }

  @exclusivity(unchecked) private var lastSequence = 0
  @exclusivity(unchecked) private var byViewController: [ObjectIdentifier: TrackedScreen] = [:]
  @exclusivity(unchecked) private var byRouter: [ObjectIdentifier: TrackedScreen] = [:]
  @exclusivity(unchecked) private var byParent: [ObjectIdentifier: ParentScreens] = [:]
  /// Screens a UIKit signal named, in the order named; each once (``TrackedScreen/isPending``). A screen
  /// forgotten meanwhile stays here, not pending, and is skipped.
  @exclusivity(unchecked) private var pending: [TrackedScreen] = []
  /// Screens whose RIB went while the user was dragging their container, in the order they were asked
  /// for; weak.
  @exclusivity(unchecked) private var awaitingGestureEnd: [WeakScreen] = []
  /// Flows told they closed whose detach has not come yet, with the cause of the removal that closed them.
  @exclusivity(unchecked) private var closing: [ObjectIdentifier: ClosingFlow] = [:]

  /// A flow told it closed (weak, for the consistency check) and why its last screen went.
  struct ClosingFlow {
    weak var flow: (any Routing)?
    let cause: NavigationSync.Cause
  }

  // MARK: - Looking up

  /// Calls `body` with the tracked screens in `root`'s containment subtree (itself, its children, theirs):
  /// what leaves with it. Costs the number of view controllers in it — no index to keep up to date, so a
  /// screen pushed into a container that is later moved or presented is still found.
  /// - Parameters:
  ///   - root: A view controller.
  ///   - body: Called with each tracked screen found, in no particular order.
  func forEachScreen(inside root: UIViewController, _ body: (TrackedScreen) -> Void) {
    var containers = [root]
    while let current = containers.popLast() {
      if let screen = byViewController[ObjectIdentifier(current)] { body(screen) }
      containers.append(contentsOf: current.children)
    }
  }

  /// Whether no screen is tracked.
  var isEmpty: Bool { byViewController.isEmpty }

  /// The number of tracked screens.
  var count: Int { byViewController.count }

  /// The tracked screen whose view controller has identity `viewControllerID`.
  func screen(showing viewControllerID: ObjectIdentifier) -> TrackedScreen? { byViewController[viewControllerID] }

  /// The tracked screen of the router with identity `routerID`.
  func screen(of routerID: ObjectIdentifier) -> TrackedScreen? { byRouter[routerID] }

  /// The tracked screens attached to the router with identity `parentID`, by view controller.
  func screens(attachedTo parentID: ObjectIdentifier) -> ScreenTable {
    byParent[parentID]?.screens ?? ScreenTable()
  }

  /// Whether a screen is tracked attached to the router with identity `parentID`.
  func hasScreens(attachedTo parentID: ObjectIdentifier) -> Bool {
    byParent[parentID].map { !$0.screens.isEmpty } ?? false
  }

  // MARK: - Tracking and forgetting

  /// Starts tracking `child`'s screen `viewController`, attached (about to be) to `parent`. What the sync
  /// knows of `parent` is learnt once per parent: `isFlow` and `depth` are asked only for a new one.
  /// - Parameters:
  ///   - child: The child router.
  ///   - parent: The router it is attached to.
  ///   - viewController: Its screen.
  ///   - capturingName: Whether to capture the child's name now (for decisions after it is gone).
  ///   - isFlow: Whether `parent` is a flow; asked only when the parent is new.
  ///   - depth: `parent`'s depth in the tree; asked only when the parent is new and has no tracked screen.
  /// - Returns: The new record.
  func track(
    _ child: any ViewableRouting, parent: any Routing, viewController: UIViewController, capturingName: Bool,
    isFlow: () -> Bool, depth: () -> Int
  ) -> TrackedScreen {
    lastSequence += 1
    let parentID = ObjectIdentifier(parent)
    let entry: ParentScreens
    if let known = byParent[parentID], known.parent === parent {
      entry = known
    } else {
      entry = ParentScreens(parent: parent, isFlow: isFlow(), depth: byRouter[parentID]?.depth ?? depth())
      byParent[parentID] = entry
    }
    let screen = TrackedScreen(
      sequence: lastSequence, router: child, parent: entry, viewController: viewController,
      capturingName: capturingName)
    byViewController[screen.viewControllerID] = screen
    byRouter[screen.routerID] = screen
    entry.screens[screen.viewControllerID] = screen
    return screen
  }

  /// Stops tracking `screen` and marks it gone. Call it before detaching its RIB (rule 4).
  /// - Returns: Whether its parent has no tracked screen left.
  @discardableResult
  func forget(_ screen: TrackedScreen) -> Bool {
    screen.isGone = true
    screen.isPending = false
    let vcID = screen.viewControllerID
    byViewController[vcID] = nil
    if let mapped = byRouter.removeValue(forKey: screen.routerID), mapped !== screen {
      byRouter[screen.routerID] = mapped  // another screen of that router took over the entry
    }
    // The screen's own entry: the one in `byParent` unless another router took the parent's address (the
    // parent is then gone). An emptied table stays for the parent's next child (no reallocation per push
    // and pop); it goes when the parent is detached (``forgetParentIfEmpty(_:)``).
    let entry = screen.parentEntry
    entry.screens[vcID] = nil
    return entry.screens.isEmpty
  }

  /// Drops what is known of the router with identity `parentID` if no screen is tracked attached to it
  /// (it was detached). One lookup.
  /// - Returns: Whether screens are tracked attached to it (``hasScreens(attachedTo:)``).
  @discardableResult
  func forgetParentIfEmpty(_ parentID: ObjectIdentifier) -> Bool {
    guard let index = byParent.index(forKey: parentID) else { return false }
    if !byParent.values[index].screens.isEmpty { return true }
    byParent.remove(at: index)
    return false
  }

  /// Drops what is known of every parent (when nothing is tracked): each entry's table first, as a screen
  /// and its parent's entry hold each other.
  func forgetParents() {
    for entry in byParent.values { entry.screens.removeAll() }
    byParent.removeAll()
  }

  /// Forgets everything, without marking anything gone (a reset between sessions or tests).
  func removeAll() {
    byViewController = [:]
    byRouter = [:]
    forgetParents()
    pending = []
    awaitingGestureEnd = []
    closing = [:]
  }

  // MARK: - Candidates a UIKit signal named

  /// Adds `screen` to the candidates.
  /// - Returns: `false` when it is one already.
  func markPending(_ screen: TrackedScreen) -> Bool {
    guard !screen.isPending else { return false }
    screen.isPending = true
    pending.append(screen)
    return true
  }

  /// Whether a signal named a screen since the candidates were last taken.
  var hasPending: Bool { !pending.isEmpty }

  /// The candidates a check takes: none, the usual one (a pop, a sheet swiped down), or several.
  enum Candidates {
    case none
    case one(TrackedScreen)
    case several([TrackedScreen])
  }

  /// Takes the candidates still pending, in the order they were named, each once; the list is empty
  /// afterwards and none is marked pending. One candidate is taken without building an array.
  /// - Returns: The candidates.
  func takePending() -> Candidates {
    if pending.count == 1 {
      let only = pending[0]
      pending.removeAll(keepingCapacity: true)
      guard only.isPending else { return .none }
      only.isPending = false
      return .one(only)
    }
    var candidates: [TrackedScreen] = []
    candidates.reserveCapacity(pending.count)
    for screen in pending where screen.isPending {
      screen.isPending = false
      candidates.append(screen)
    }
    pending.removeAll(keepingCapacity: true)
    switch candidates.count {
    case 0: return .none
    case 1: return .one(candidates[0])
    default: return .several(candidates)
    }
  }

  // MARK: - Screens waiting for a gesture's end

  /// Adds `entry` to the screens taken off when the gesture ends, unless its view controller waits already.
  /// - Returns: Whether it was added.
  func awaitGestureEnd(_ entry: WeakScreen) -> Bool {
    guard !awaitingGestureEnd.contains(where: { $0.viewController === entry.viewController }) else { return false }
    awaitingGestureEnd.append(entry)
    return true
  }

  /// Whether a screen whose view controller lives waits for a gesture's end.
  var hasScreensAwaitingGestureEnd: Bool { awaitingGestureEnd.contains { $0.viewController != nil } }

  /// Takes the screens waiting for a gesture's end whose view controller lives, in the order asked for.
  /// - Returns: Each with its position in that order.
  func takeAwaitingGestureEnd() -> [(offset: Int, element: WeakScreen)] {
    let waiting = awaitingGestureEnd.enumerated().filter { $0.element.viewController != nil }
    awaitingGestureEnd.removeAll()
    return waiting
  }

  // MARK: - Flows told they closed

  /// Remembers that `flow` is being told it closed for `cause`, until its detach.
  /// - Parameters:
  ///   - flow: The flow.
  ///   - cause: Why its last screen went.
  func noteClosing(_ flow: any Routing, cause: NavigationSync.Cause) {
    closing[ObjectIdentifier(flow)] = ClosingFlow(flow: flow, cause: cause)
  }

  /// Takes the cause a detached router was closed for, if the sync told it it closed.
  /// - Parameter routerID: The detached router's identity.
  /// - Returns: The cause, or `nil` when the detach is business logic's own.
  func takeClosingCause(of routerID: ObjectIdentifier) -> NavigationSync.Cause? {
    closing.isEmpty ? nil : closing.removeValue(forKey: routerID)?.cause
  }

  // MARK: - Consistency

  /// The tracked screens whose RIB is gone or detached from the parent it was tracked with, named, in
  /// the order they were shown: a screen must never be tracked without its RIB (rule 4). Costs the number of
  /// tracked screens: for tests and diagnostics.
  /// - Returns: One message per such screen.
  func screensWithoutTheirRIB() -> [String] {
    // A plain loop over the screens, the few problems sorted: the explorer asks after every step, and a
    // closure here would check the executor on each screen (see Performance.md).
    var problems: [(sequence: Int, message: String)] = []
    for screen in byViewController.values {
      if let router = screen.router, let parent = screen.parent, router.parentRouting === parent { continue }
      let problem =
        screen.router == nil
        ? "is tracked but its RIB is gone"
        : screen.parent == nil ? "is tracked but its parent is gone" : "is tracked but its RIB is detached"
      problems.append((screen.sequence, "\(screen.name) \(problem)"))
    }
    guard problems.count > 1 else { return problems.map(\.message) }
    return problems.sorted { $0.sequence < $1.sequence }.map(\.message)
  }

  /// The rules in this type's documentation that do not hold now, one message each; empty when all hold.
  /// Costs the number of tracked screens: for tests and diagnostics, not for the sync's own paths.
  /// - Returns: The violations.
  func consistencyViolations() -> [String] {
    var violations: [String] = []
    var inParents = 0
    for (parentID, entry) in byParent {
      inParents += entry.screens.count
      for (vcID, screen) in entry.screens where byViewController[vcID] !== screen || screen.parentID != parentID {
        violations.append("\(screen.name) is in a parent's table but not tracked under its view controller")
      }
    }
    if inParents != byViewController.count {
      violations.append("\(byViewController.count) screens tracked, \(inParents) in the parents' tables")
    }
    for (vcID, screen) in byViewController {
      if screen.viewControllerID != vcID || byParent[screen.parentID]?.screens[vcID] !== screen {
        violations.append("\(screen.name) is tracked but not in its parent's table")
      }
      if screen.isGone { violations.append("\(screen.name) is tracked but marked gone") }
      if byRouter[screen.routerID] == nil { violations.append("\(screen.name) is tracked but its router has no entry") }
      if let router = screen.router, let parent = screen.parent, router.parentRouting !== parent {
        violations.append("\(screen.name) is tracked but its RIB is not attached to \(parent.ribName)")
      }
    }
    for (routerID, screen) in byRouter
    where screen.routerID != routerID || byViewController[screen.viewControllerID] !== screen {
      violations.append("the router entry of \(screen.name) names a screen that is not tracked")
    }
    var seen: Set<ObjectIdentifier> = []
    for screen in pending where screen.isPending && !seen.insert(ObjectIdentifier(screen)).inserted {
      violations.append("\(screen.name) is pending twice")
    }
    for screen in byViewController.values where screen.isPending && !seen.contains(ObjectIdentifier(screen)) {
      violations.append("\(screen.name) is marked pending but not in the pending list")
    }
    var waiting: Set<ObjectIdentifier> = []
    for entry in awaitingGestureEnd {
      guard let viewController = entry.viewController else { continue }
      let id = ObjectIdentifier(viewController)
      if byViewController[id] != nil { violations.append("\(entry.owner) waits for a gesture's end but is tracked") }
      if !waiting.insert(id).inserted { violations.append("\(entry.owner) waits for a gesture's end twice") }
    }
    for entry in closing.values where entry.flow?.parentRouting == nil {
      violations.append("\(entry.flow?.ribName ?? "a freed flow") is remembered as closing after its detach")
    }
    return violations
  }
}

/// One RIB screen NavigationSync watches: a child router, the parent it is attached to, its view controller.
/// Declared here, beside ``TrackedScreens``, so that only ``TrackedScreens`` can change it.
///
/// Holds nothing of the app strongly: the parent's `children` keeps the router alive and the container keeps
/// the view controller alive, exactly as without NavigationSync. What it knows of the parent is its
/// parent's entry (``TrackedScreens/ParentScreens``), shared by the parent's screens: one weak reference to
/// the parent for all of them.
@MainActor
final class TrackedScreen {
  /// Registration order; breaks ties between screens of equal depth (later first).
  let sequence: Int
  /// Depth of the router in the RIB tree (root = 0), for deepest-first detaching.
  nonisolated var depth: Int { Int(storedDepth) }
  /// ``depth``, in half a word: the two flags below share the other half.
  private let storedDepth: Int32
  /// Set once the screen was removed and its RIB detached (or about to be). Only ``TrackedScreens`` sets it.
  fileprivate(set) var isGone = false
  /// Whether a UIKit signal named it and it waits among the candidates (``TrackedScreens``) to be checked.
  /// Only ``TrackedScreens`` sets it.
  fileprivate(set) var isPending = false
  /// The child's name, captured when it was tracked if the sync's decisions were observed then (for their
  /// messages after the RIB is gone); deriving it costs a lookup, so it is not captured otherwise. Boxed:
  /// one word, nil in the usual case.
  private let capturedName: CapturedName?
  /// The child's name: captured, or asked of the router while it lives.
  var name: String { capturedName?.name ?? router?.ribName ?? "a RIB" }
  fileprivate(set) weak var router: (any ViewableRouting)?
  fileprivate(set) weak var viewController: UIViewController?
  let routerID: ObjectIdentifier
  let viewControllerID: ObjectIdentifier
  /// The parent's entry: what the sync knows of the router this screen's RIB is attached to. Strong: an
  /// entry lives as long as a screen of its parent is tracked.
  let parentEntry: TrackedScreens.ParentScreens
  /// The router this screen's RIB is attached to, while it lives.
  var parent: (any Routing)? { parentEntry.parent }
  /// `parent`'s identity.
  var parentID: ObjectIdentifier { parentEntry.parentID }
  /// Whether `parent` is a flow: a viewless RIB whose interactor adopts ``NavigationFlowInteractable``.
  /// It is closed when the user removes its last screen.
  var parentIsFlow: Bool { parentEntry.isFlow }

  init(
    sequence: Int, router: any ViewableRouting, parent: TrackedScreens.ParentScreens,
    viewController: UIViewController, capturingName: Bool
  ) {
    self.sequence = sequence
    self.storedDepth = Int32(clamping: parent.depth + 1)
    self.capturedName = capturingName ? CapturedName(name: router.ribName) : nil
    self.router = router
    self.parentEntry = parent
    self.viewController = viewController
    self.routerID = ObjectIdentifier(router)
    self.viewControllerID = ObjectIdentifier(viewController)
  }

  /// The order screens were shown in: how the sync walks screens wherever it makes calls in a loop.
  ///
  /// `nonisolated` (it reads constants only): a main-actor comparator would check the executor on every
  /// comparison of a sort (what that costs a popToRoot: Performance.md).
  nonisolated static func registrationOrder(_ lhs: TrackedScreen, _ rhs: TrackedScreen) -> Bool {
    lhs.sequence < rhs.sequence
  }

  /// The order detaches go in (``RemovalOrder/detaches(_:before:)``: deepest first; among equals, the
  /// later-shown first). `nonisolated`, as ``registrationOrder(_:_:)``.
  nonisolated static func deepestFirst(_ lhs: TrackedScreen, _ rhs: TrackedScreen) -> Bool {
    RemovalOrder.detaches((lhs.depth, lhs.sequence), before: (rhs.depth, rhs.sequence))
  }

  /// The reverse of ``deepestFirst(_:_:)``: an array in this order, read from the end, is deepest first.
  nonisolated static func deepestLast(_ lhs: TrackedScreen, _ rhs: TrackedScreen) -> Bool {
    deepestFirst(rhs, lhs)
  }

  /// `screens` in `order` (a strict total order: one of the three above). One pass when they are in it
  /// already, or in the opposite order (a popToRoot's screens come in the order they were pushed, which
  /// is the reverse of deepest first); a sort otherwise. A sort reads every screen log n times, which at
  /// thousands of screens misses the cache on most reads.
  nonisolated static func ordered<Screens: Collection<TrackedScreen>>(
    _ screens: Screens, by order: (TrackedScreen, TrackedScreen) -> Bool
  ) -> [TrackedScreen] {
    var array = Array(screens)
    guard array.count > 1 else { return array }
    var inOrder = true
    var inReverse = true
    for index in 1..<array.count where inOrder || inReverse {
      if order(array[index], array[index - 1]) { inOrder = false } else { inReverse = false }
    }
    if inOrder { return array }
    if inReverse {
      array.reverse()
      return array
    }
    array.sort(by: order)
    return array
  }
}

/// A tracked screen's captured name (``TrackedScreen/name``).
private final class CapturedName {
  let name: String

  init(name: String) { self.name = name }
}
