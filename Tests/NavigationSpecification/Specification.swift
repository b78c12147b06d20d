/// The executable form of Documentation/Navigation.md's contract: what the RIB tree, the containers and
/// the flows should be after each operation, computed from the guarantees (G1–G10) and the interleaving
/// rules (I: …) alone — value types, no UIKit, no RIBs, no optimisation.
///
/// The world it describes is the one the model-based test and the explorer drive (their `Scene`): a root
/// RIB whose tab bar holds two navigation stacks rooted at the RIBs "Home" (tab 0) and "Finance" (tab 1),
/// and optionally a third rooted at "Third" (tab 2).
/// RIBs that business logic creates are named `R1`, `R2`, … and flows `F3`, … from one counter, in the
/// order the world creates them. Operations are resolved the way the world resolves them (an argument is
/// taken modulo what exists), so the two stay in step as long as they agree.
///
/// Not modelled: operations that leave transitions pending and RIBs that route from their own lifecycle
/// (``supports(_:)`` says which values are); the explorer still checks the invariants for those.
public struct Specification: Equatable, Sendable {
  /// A screen in a container: a RIB's (by name) or a plain view controller app code pushed.
  public enum Item: Equatable, Sendable {
    case rib(String)
    case plain
  }

  /// A presentation in the chain: one RIB screen, or a navigation stack (by id), as a sheet or full screen.
  public struct Presentation: Equatable, Sendable {
    let id: Int
    var screen: String?
    var stack: Int?
    let fullScreen: Bool
  }

  /// Why screens leave: the user (or UIKit, or app code) — or business logic detaching `detached` from
  /// `parent`.
  enum Cause: Equatable, Sendable {
    case user
    case businessLogic(detached: String, parent: String?)
  }

  /// A transition app code requested during a gesture, run when it ends (I: requests during a gesture).
  enum AfterGesture: Equatable, Sendable {
    /// RIB screens a request took out of their containers.
    case left([String])
  }

  struct Flow: Equatable, Sendable {
    let name: String
    /// The stack it shows its screens on; nil once that stack is gone.
    var stack: Int?
    var screensShown: Int
  }

  // Containers.
  var stacks: [Int: [Item]] = [0: [.rib("Home")], 1: [.rib("Finance")]]
  var tabs = [0, 1]
  var selected = 0
  var removedTabs: [Int] = []
  var chain: [Presentation] = []
  var dragging: Presentation?
  var swiping: (stack: Int, top: Item)?
  /// Dismissals app code asked for while a sheet was dragged: the presentation each was aimed at.
  var deferredDismissals: [Int] = []
  /// Screens whose RIB business logic detached during a gesture: taken off when it ends (I: detach mid-gesture).
  var awaitingGestureEnd: [(name: String, cause: Cause)] = []
  /// What app code's requests during a gesture leave for its end, in the order UIKit will run their
  /// transitions: RIB screens that left their containers (one list per request). A tab bar's change is
  /// not among them: it takes effect when it is made.
  var afterGesture: [AfterGesture] = []
  /// Presented stacks app code dismissed during a gesture: a push onto one is refused; gone when it ends.
  var dismissingStacks: [Int] = []
  /// RIB screens app code took out of a stack during a gesture, and that stack: their view controller
  /// keeps it as its navigation controller until the transition runs, after the gesture.
  var leavingStack: [String: Int] = [:]
  /// Single-screen presentations app code dismissed during a gesture: presenting from one is refused.
  var dismissingScreens: [String] = []
  var nextID = 2

  // The RIB tree.
  var parentOf: [String: String] = ["Home": "Root", "Finance": "Root"]
  var childrenOf: [String: [String]] = ["Root": ["Home", "Finance"]]
  /// RIB screens business logic created, in creation order.
  var screens: [String] = []
  var flows: [Flow] = []
  var serial = 0

  /// Each RIB's depth in the tree when it was attached (root = 0) and the order RIBs were attached in:
  /// what orders detaches (G2: deepest first; among equal depths, the most recently shown first). Kept
  /// after a RIB is cut off with its ancestor, as the sync keeps them for the screens it tracks.
  var depthOf: [String: Int] = ["Home": 1, "Finance": 1]
  var attachOrder: [String: Int] = [:]
  var attachCount = 0

  /// Flows told `navigationFlowDidClose()`, in order: innermost first (G5).
  public internal(set) var closedFlows: [String] = []
  /// The screen RIBs detached from their parents during the last operation, in the order `detachChild`
  /// was called (G2, G4): business logic's own detach first, then the sync's, deepest first. Flows are
  /// left out: a flow's detach is its listener's answer to being told it closed (compared through
  /// ``closedFlows``) or business logic's, and a RIB that is freed detaches the flows still under it
  /// (RIBs' own rule, as uber's `Router.deinit`).
  public internal(set) var detachedInStep: [String] = []
  /// The RIBs whose screens the sync took off when the last operation ended a gesture, in the order it
  /// asked UIKit (I: detach mid-gesture): lowest in the containment hierarchy first.
  public internal(set) var takenOffAtGestureEnd: [String] = []
  /// The RIBs whose showing the sync refused, in order (G1, I: refusals).
  public internal(set) var refused: [String] = []
  let maximumScreens: Int
  /// Whether Finance's tab (stack 1) is a plain container view controller holding its stack below a
  /// banner: re-tapping it pops nothing (UIKit pops only a tab that is a navigation controller).
  let bannerTab: Bool
  /// The tab roots' names, by their stack's id (the tab they were launched in).
  let tabRootNames: [String]

  /// The launched world, with at most `maximumScreens` RIB screens alive at once; with `bannerTab`,
  /// Finance's tab holds its stack below a banner; with `thirdTab`, a third tab's stack is rooted at
  /// "Third".
  public init(maximumScreens: Int, bannerTab: Bool = false, thirdTab: Bool = false) {
    self.maximumScreens = maximumScreens
    self.bannerTab = bannerTab
    tabRootNames = ["Home", "Finance"] + (thirdTab ? ["Third"] : [])
    guard thirdTab else { return }
    stacks[2] = [.rib("Third")]
    tabs.append(2)
    parentOf["Third"] = "Root"
    childrenOf["Root", default: []].append("Third")
    depthOf["Third"] = 1
    nextID = 3
  }

  public static func == (lhs: Specification, rhs: Specification) -> Bool { lhs.description == rhs.description }

  /// Whether the specification models `value`: settled operations, RIBs that do not route from their
  /// lifecycle.
  public static func supports(_ value: Int) -> Bool {
    let (operation, argument) = Operation.decode(value)
    if Operation.leavesTransitionsPending(argument) { return false }
    switch operation {
    case .push, .present, .presentInNavigation, .presentFullScreen:
      return Operation.lifecycleRoute(argument, routes: 6) == 0
    default: return true
    }
  }

  /// The nearest value ``supports(_:)`` accepts: the same operation, settled, with no lifecycle route
  /// (for random sequences the specification follows to the end).
  public static func supportedVariant(of value: Int) -> Int {
    let (operation, argument) = Operation.decode(value)
    var settled = Operation.leavesTransitionsPending(argument) ? argument - 1 : argument
    switch operation {
    case .push, .present, .presentInNavigation, .presentFullScreen: settled = settled / 48 * 48 + settled % 8
    default: break
    }
    return operation.encode(settled)
  }

  /// Whether a finger is down.
  public var gestureInFlight: Bool { swiping != nil || dragging != nil }
}

// MARK: - Looking around

extension Specification {
  func isAttached(_ name: String) -> Bool { parentOf[name] != nil }
  func isFlow(_ name: String) -> Bool { flows.contains { $0.name == name } }
  var attachedScreens: [String] { screens.filter(isAttached) }
  var liveFlows: [String] { flows.map(\.name).filter(isAttached) }
  /// Tab roots whose tab is in the tab bar.
  var tabRoots: [String] { tabRootNames.indices.filter { tabs.contains($0) }.map { tabRootNames[$0] } }

  /// The stack a person sees: the top presentation's (if it is a stack), or the selected tab's.
  var visibleStack: Int? {
    if let top = chain.last { return top.stack }
    return tabs[selected]
  }

  /// Where `name`'s screen is: a stack and an index, or a presentation holding it alone.
  enum Location: Equatable {
    case stack(Int, Int)
    case presented(Int)
  }

  func location(of name: String) -> Location? {
    for (id, items) in stacks {
      if let index = items.firstIndex(of: .rib(name)) { return .stack(id, index) }
      if let swiping, swiping.stack == id, swiping.top == .rib(name) { return .stack(id, items.count) }
    }
    if let index = chain.firstIndex(where: { $0.screen == name }) { return .presented(index) }
    if dragging?.screen == name { return .presented(chain.count) }
    return nil
  }

  /// The presentation (index in the chain, the dragged one counting as the last) holding stack `id`.
  func presentationIndex(ofStack id: Int) -> Int? {
    if let index = chain.firstIndex(where: { $0.stack == id }) { return index }
    return dragging?.stack == id ? chain.count : nil
  }

  /// The chain with the dragged sheet on top.
  var fullChain: [Presentation] { chain + (dragging.map { [$0] } ?? []) }

  /// Whether stack `id` is part of the app: a tab, presented, or presented and being dismissed. A flow shows nothing on a removed tab's stack.
  func isInTheApp(_ id: Int) -> Bool {
    isInTabBar(id) || presentationIndex(ofStack: id) != nil || dismissingStacks.contains(id)
  }

  /// Whether `name`'s screen is in a presentation app code dismissed during the gesture in flight.
  func isBeingDismissed(_ name: String) -> Bool {
    dismissingScreens.contains(name) || dismissingStacks.contains { stacks[$0]?.contains(.rib(name)) == true }
  }

  /// Whether stack `id` is in the tab bar's containment: one of its tabs (a removed tab leaves at once,
  /// gesture or not).
  func isInTabBar(_ id: Int) -> Bool { tabs.contains(id) }

  /// The stack `name`'s screen is in (its view controller's navigation controller), if any.
  func navigationStack(of name: String) -> Int? {
    if case let .stack(id, _) = location(of: name) { return id }
    return leavingStack[name]
  }

  /// The containment root `name`'s screen presents from: the tab bar (-1) or a presentation's index.
  func host(of name: String) -> Int? {
    if case let .presented(index) = location(of: name) { return index }
    guard let id = navigationStack(of: name) else { return nil }
    if isInTabBar(id) { return -1 }
    return presentationIndex(ofStack: id)
  }

  /// Whether a push on stack `id`, or a presentation from a screen in it, is under the gesture in
  /// flight (I: refused on, or under, a container the user is dragging): the stack being swiped, or a
  /// container the dragged sheet's host or the sheet itself holds.
  func isUnderGesture(stack id: Int) -> Bool {
    if let swiping, swiping.stack == id { return true }
    guard dragging != nil else { return false }
    let hostIndex = chain.count - 1  // -1: the tab bar hosts the dragged sheet
    if hostIndex == -1 { return isInTabBar(id) || presentationIndex(ofStack: id) == chain.count }
    return presentationIndex(ofStack: id) == hostIndex || presentationIndex(ofStack: id) == chain.count
  }

  func isUnderGesture(presentation index: Int) -> Bool {
    dragging != nil && (index == chain.count - 1 || index == chain.count)
  }

  func isUnderGesture(screen name: String) -> Bool {
    if case let .presented(index) = location(of: name) { return isUnderGesture(presentation: index) }
    return navigationStack(of: name).map { isUnderGesture(stack: $0) } ?? false
  }

  /// `name`'s descendants in the tree (itself excluded), parents before children.
  func descendants(of name: String) -> [String] {
    var result: [String] = []
    var pending = childrenOf[name] ?? []
    while !pending.isEmpty {
      let next = pending.removeFirst()
      result.append(next)
      pending.append(contentsOf: childrenOf[next] ?? [])
    }
    return result
  }

  /// G2's order of detaches: deepest first (the depth when attached); among equal depths, the most
  /// recently shown first.
  func isDetachedBefore(_ lhs: String, _ rhs: String) -> Bool {
    Self.detaches(
      (depthOf[lhs, default: 0], attachOrder[lhs, default: 0]),
      before: (depthOf[rhs, default: 0], attachOrder[rhs, default: 0]))
  }

  /// G2's order of detaches on plain numbers: deepest first (`depth`, the depth when attached); among equal
  /// depths, the most recently shown first (`shown`, the order attached).
  ///
  /// - Parameters:
  ///   - lhs: One RIB's depth and attach order.
  ///   - rhs: The other's.
  /// - Returns: Whether `lhs` is detached first.
  public static func detaches(_ lhs: (depth: Int, shown: Int), before rhs: (depth: Int, shown: Int)) -> Bool {
    if lhs.depth != rhs.depth { return lhs.depth > rhs.depth }
    return lhs.shown > rhs.shown
  }

  /// The order of the requests made when a gesture ends (I: detach mid-gesture): lowest in the containment
  /// hierarchy first; among equals, in the order business logic asked.
  ///
  /// - Parameters:
  ///   - lhs: One screen's containment depth and the order it was asked for.
  ///   - rhs: The other's.
  /// - Returns: Whether UIKit is asked for `lhs` first.
  public static func requests(
    _ lhs: (containmentDepth: Int, asked: Int), before rhs: (containmentDepth: Int, asked: Int)
  ) -> Bool {
    if lhs.containmentDepth != rhs.containmentDepth { return lhs.containmentDepth < rhs.containmentDepth }
    return lhs.asked < rhs.asked
  }

  /// G5's order of the flows told they closed: innermost first (`depth`); among equals, in the order their
  /// last screens were detached (`lastDetached`).
  ///
  /// - Parameters:
  ///   - lhs: One flow's depth and the place of its last screen among the detaches.
  ///   - rhs: The other's.
  /// - Returns: Whether `lhs` is told first.
  public static func flowsTold(_ lhs: (depth: Int, lastDetached: Int), before rhs: (depth: Int, lastDetached: Int))
    -> Bool
  {
    if lhs.depth != rhs.depth { return lhs.depth > rhs.depth }
    return lhs.lastDetached < rhs.lastDetached
  }

  /// How many view controllers lead from `name`'s screen up to the top of its containment (each step a
  /// parent, or for a presentation's root its presenter, which is the root of the containment it was
  /// presented from): 3 on a tab's stack (screen, navigation controller, tab bar), 2 for a screen
  /// presented alone from the tab bar, one more per presentation below. What orders the screens the sync
  /// takes off when a gesture ends (lowest first).
  func containmentDepth(of name: String) -> Int? {
    switch location(of: name) {
    case nil: nil
    case let .presented(index): index + 2
    case let .stack(id, _):
      if isInTabBar(id) {
        3
      } else if let index = presentationIndex(ofStack: id) {
        index + 3
      } else {
        2  // a stack out of the window: the screen and its navigation controller
      }
    }
  }

  /// The last RIB screen `flow` shows that is still attached to it.
  func lastScreen(of flow: String) -> String? { (childrenOf[flow] ?? []).last { !isFlow($0) } }

  func depth(of name: String) -> Int {
    var depth = 0
    var current = name
    while let parent = parentOf[current] {
      depth += 1
      current = parent
    }
    return depth
  }
}

// MARK: - Describing

extension Specification: CustomStringConvertible {
  /// The state in the form the world describes the real system, so the two can be compared as text:
  /// containers (when no gesture is in flight), the tree, the flows told they closed (in order), the RIBs
  /// detached by the last operation (in order), the screens taken off when it ended a gesture (in order),
  /// the refusals.
  public var description: String { describe(containers: !gestureInFlight) }

  /// The state; containers only if `containers` (during a gesture UIKit's part of a request waits, and
  /// only the tree's part is the contract); the requests made when a gesture ended only if
  /// `gestureEndRequests`.
  public func describe(containers: Bool, gestureEndRequests: Bool = true) -> String {
    var parts: [String] = []
    if containers {
      func item(_ item: Item) -> String {
        switch item {
        case let .rib(name): name
        case .plain: "Plain"
        }
      }
      func stack(_ id: Int) -> String { (stacks[id] ?? []).map(item).joined(separator: ",") }
      parts.append("tabs " + tabs.map { "[" + stack($0) + "]" }.joined(separator: " ") + " selected \(selected)")
      // In the order the tabs were launched, as the world lists them.
      if !removedTabs.isEmpty { parts.append("removed " + removedTabs.sorted().map { "[" + stack($0) + "]" }.joined()) }
      parts.append(
        "presented "
          + chain.map { presentation in
            (presentation.screen ?? "nav[" + stack(presentation.stack ?? -1) + "]")
              + (presentation.fullScreen ? "(full)" : "")
          }.joined(separator: " > "))
    }
    func tree(_ name: String) -> String {
      let children = childrenOf[name] ?? []
      return children.isEmpty ? name : name + "(" + children.map(tree).joined(separator: ",") + ")"
    }
    parts.append("tree " + tree("Root"))
    parts.append("closed " + closedFlows.joined(separator: ","))
    parts.append("detached " + detachedInStep.joined(separator: ","))
    if gestureEndRequests, !takenOffAtGestureEnd.isEmpty {
      parts.append("taken off at gesture end " + takenOffAtGestureEnd.joined(separator: ","))
    }
    parts.append("refused " + refused.joined(separator: ","))
    return parts.joined(separator: "; ")
  }
}
