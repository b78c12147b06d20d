// A removal, decided before anything changes: the plan (a value), and the planner that builds it.
import OrderedCollections

/// Screens gathered for one removal, by view controller, in the order they were gathered (so that a
/// removal whose screens were gathered in order needs no sort).
typealias GatheredScreens = OrderedDictionary<ObjectIdentifier, TrackedScreen>

/// One removal, decided: the decisions and UIKit requests to make, the screens to forget and whose RIBs to
/// detach (deepest first), the flows to tell they closed (innermost first), and why.
///
/// Built by ``RemovalPlanner`` (or, for screens already gathered, by ``init(forgetting:steps:cause:)``;
/// each builder notes it with ``NavigationSync/notePlanBuilt()``) from the tracked screens and the containers as they are, without calling UIKit or changing the sync's
/// tables; performed by ``NavigationSync/apply(_:)``, the only place a removal changes anything. The
/// orders are ``RemovalOrder``'s. A one-screen removal (a pop, a sheet swiped down) is a plan holding the
/// one array of one screen it is given, and no step or flow: nothing allocated besides that array.
///
/// **One cascade, one plan.** A flow told it closed is detached by its listener (app code), and its detach
/// takes what is left under it (the screens of the flows it started) for the same cause, which can empty
/// further flows. The planner plans that whole cascade in the same plan, before anything changes: after the
/// screens of a removal, the screens under each flow it closes (each such group deepest first, in the order
/// the flows are told), and the flows told in that order, each followed by those its own group closes.
/// ``NavigationSync/apply(_:)`` then makes every request, forgets every screen, detaches the removal's own
/// screens, and tells the flows in order, detaching each flow's group just before it is told: a listener
/// runs once the containers were asked for everything the plan decided, so nothing planned acts on
/// containers app code changed since, and the flow's detach finds nothing left to plan. A group waits for
/// its flow because it can hold the parent of a flow told earlier (an inner flow started from a screen of
/// a flow its outer flow started): detached first, it would take that flow along untold. Why not one plan
/// per flow told, built at its detach: that plan would be built while another is applied, from tables half
/// applied; and a plan built up front but applied after a listener ran would act on containers that
/// listener may have changed (dismissing a presenter that presents nothing any more).
///
/// A gesture's end is one plan as well: one removal per waiting screen (``further``), each with its own
/// cause, the requests lowest first (``gestureEndOrder(containmentDepths:)``) and planned against what the
/// requests before them take along.
@MainActor
struct RemovalPlan {
  /// One thing ``NavigationSync/apply(_:)`` does before any screen is forgotten, in the plan's order: a
  /// decision to announce or a request to UIKit.
  ///
  /// A value: two steps are equal when they name the same objects (by identity) and the same values, so a
  /// test compares a plan's steps with `==`.
  @MainActor
  enum Step: @MainActor Equatable {
    /// A candidate the sync keeps (``NavigationSyncDecision/Kind/kept``), and why.
    case kept(TrackedScreen, because: KeptReason)
    /// A screen taken off screen with everything above it: announced just before its request, with its
    /// detail read then (whether the user drags its container).
    case takenOff(TrackedScreen, UIViewController)
    /// A screen taken off once a gesture ended, named by its RIB's name: announced once UIKit was asked.
    case takenOffAtGestureEnd(owner: String)
    /// `popToViewController(_:animated:)` on `stack`, down to `below`.
    case pop(UINavigationController, to: UIViewController, animated: Bool)
    /// `dismiss(animated: true)` asked of `presenter`.
    case dismiss(presenter: UIViewController)
    /// Takes the screen off once the gesture `coordinator` drives ends
    /// (``NavigationSync/takeOffAfterGesture(_:coordinator:owner:cause:)``).
    case afterGesture(
      UIViewController, coordinator: any UIViewControllerTransitionCoordinator, owner: String,
      cause: NavigationSync.Cause)
    /// A diagnostic reported to the app (``RIBsDiagnostics``).
    case report(String)

    static func == (lhs: Step, rhs: Step) -> Bool {
      switch (lhs, rhs) {
      case let (.kept(a, reasonA), .kept(b, reasonB)): a === b && reasonA == reasonB
      case let (.takenOff(a, viewA), .takenOff(b, viewB)): a === b && viewA === viewB
      case let (.takenOffAtGestureEnd(a), .takenOffAtGestureEnd(b)): a == b
      case let (.pop(stackA, belowA, animatedA), .pop(stackB, belowB, animatedB)):
        stackA === stackB && belowA === belowB && animatedA == animatedB
      case let (.dismiss(a), .dismiss(b)): a === b
      case let (.afterGesture(viewA, coordinatorA, ownerA, causeA), .afterGesture(viewB, coordinatorB, ownerB, causeB)):
        viewA === viewB && coordinatorA === coordinatorB && ownerA == ownerB && causeA == causeB
      case let (.report(a), .report(b)): a == b
      default: false
      }
    }
  }

  /// A flow a removal tells it closed, and the screens its close takes along.
  struct ClosingFlow {
    /// The flow.
    let flow: any Routing
    /// How many screens its listener's detach takes along (those of the flows it started): the plan's
    /// screens next in line once those of the flows before it went, detached just before it is told.
    var screensTakenAlong = 0
  }

  /// Why a candidate is kept.
  enum KeptReason: Equatable {
    /// Its RIB was detached already.
    case alreadyDetached
    /// Its screen is in a window again (or another container holds it).
    case stillInWindow
  }

  /// The decisions and UIKit requests, in the order they are made: the order the screens were found, each
  /// request taking the screens above it along (those are never asked for again).
  var steps: [Step]
  /// The screens to forget and whose RIBs to detach, **deepest first read from the end** (so that each
  /// leaves the array as its RIB is detached): ``RemovalOrder/detaches(_:before:)`` reversed.
  var screensDeepestLast: [TrackedScreen]
  /// The flows that lose their last tracked screen in this removal and are told they closed, **innermost
  /// first**; among equals, in the order their last screens are detached (``RemovalOrder/flowsTold(_:before:)``).
  /// Each is followed by those its cascade closes, and names how many screens its cascade detaches.
  var flowsToTell: [ClosingFlow]
  /// Why the screens go.
  let cause: NavigationSync.Cause
  /// Further removals of the same plan, each for a cause of its own, applied after this one's in order: at a
  /// gesture's end, one per waiting screen after the first; nil when there is none (nothing to retain or
  /// release in the usual plan). Their steps are this plan's.
  var further: [RemovalPlan]?

  /// A plan that forgets `screens`, after `steps`, for `cause`: the screens ordered deepest first, and the
  /// flows whose every tracked screen is among them told they closed (if ``NavigationSync/closes(_:because:)``).
  ///
  /// Reads the screens' parent entries only; changes nothing.
  /// - Parameters:
  ///   - screens: Tracked screens, each once, in any order.
  ///   - steps: The decisions and requests made before they are forgotten.
  ///   - cause: Why they go.
  init(forgetting screens: consuming [TrackedScreen], steps: consuming [Step] = [], cause: NavigationSync.Cause) {
    self.steps = steps
    self.cause = cause
    // One screen, the usual removal (a pop, a sheet swiped down): no sort, and a flow to tell only when the
    // screen is its last one.
    if screens.count == 1 {
      let screen = screens[0]
      screensDeepestLast = screens
      flowsToTell = []
      if screen.parentIsFlow, screen.parentEntry.screens.count == 1, let flow = screen.parent,
        NavigationSync.closes(flow, because: cause)
      {
        flowsToTell = [ClosingFlow(flow: flow)]
      }
      return
    }
    var left: [ObjectIdentifier: Int] = [:]
    screensDeepestLast = TrackedScreen.ordered(screens, by: TrackedScreen.deepestLast)
    screens = []
    flowsToTell = Self.flowsClosed(bySkipping: screensDeepestLast, cause: cause, left: &left)
  }

  /// A plan that forgets `screens` for `cause`, once earlier removals of the same plan took the screens
  /// `left` counts down.
  /// - Parameters:
  ///   - screens: Tracked screens, each once, in any order.
  ///   - cause: Why they go.
  ///   - left: For each flow with more than one tracked screen, how many of its screens the earlier
  ///     removals leave it; updated.
  init(forgetting screens: consuming [TrackedScreen], cause: NavigationSync.Cause, left: inout [ObjectIdentifier: Int])
  {
    steps = []
    self.cause = cause
    screensDeepestLast = TrackedScreen.ordered(screens, by: TrackedScreen.deepestLast)
    screens = []
    flowsToTell = Self.flowsClosed(bySkipping: screensDeepestLast, cause: cause, left: &left)
  }

  /// How many of ``screensDeepestLast`` the flows' cascades take along: the first ones of the array, after
  /// the removal's own screens read from the end.
  var screensOfCascades: Int {
    var count = 0
    for closing in flowsToTell { count += closing.screensTakenAlong }
    return count
  }

  /// The screens to forget, deepest first.
  var screensToForget: ReversedCollection<[TrackedScreen]> { screensDeepestLast.reversed() }

  /// The flows that lose their last tracked screen when `screensDeepestLast` go, innermost first; among
  /// equals, in the order their last screens are detached (deepest first).
  ///
  /// A flow loses its last screen when every screen of its table is among them: counted down from the
  /// table's size, at the screen that empties it (the one ``TrackedScreens/forget(_:)`` reports).
  /// - Parameters:
  ///   - screensDeepestLast: The screens that go, deepest first read from the end.
  ///   - cause: Why they go (``NavigationSync/closes(_:because:)`` decides which flows are told).
  ///   - left: The flows' screens still to go, by flow, for a flow with more than one tracked screen only:
  ///     what earlier removals of the same plan left, updated.
  /// - Returns: The flows to tell, in order, none taking screens along.
  static func flowsClosed(
    bySkipping screensDeepestLast: [TrackedScreen], cause: NavigationSync.Cause, left: inout [ObjectIdentifier: Int]
  ) -> [ClosingFlow] {
    var closed: [(depth: Int, flow: any Routing)] = []
    for screen in screensDeepestLast.reversed() where screen.parentIsFlow {
      let count = screen.parentEntry.screens.count
      if count > 1 {
        let remaining = (left[screen.parentID] ?? count) - 1
        left[screen.parentID] = remaining
        guard remaining == 0 else { continue }
      }
      if let flow = screen.parent, NavigationSync.closes(flow, because: cause) {
        closed.append((screen.depth - 1, flow))
      }
    }
    guard closed.count > 1 else { return closed.map { ClosingFlow(flow: $0.flow) } }
    return closed.indices.sorted {
      RemovalOrder.flowsTold((closed[$0].depth, $0), before: (closed[$1].depth, $1))
    }.map { ClosingFlow(flow: closed[$0].flow) }
  }

  /// The order screens waiting for a gesture's end are taken off: **lowest in the containment first**;
  /// among equals, in the order business logic asked (``RemovalOrder/requests(_:before:)``).
  /// - Parameter containmentDepths: Each waiting screen's containment depth, in the order asked.
  /// - Returns: The positions in `containmentDepths`, in the order to take them off.
  nonisolated static func gestureEndOrder(containmentDepths: [Int]) -> [Int] {
    containmentDepths.indices.sorted {
      RemovalOrder.requests((containmentDepths[$0], $0), before: (containmentDepths[$1], $1))
    }
  }
}

/// Builds a ``RemovalPlan``: gathers the screens that go and the requests that take them off, from the
/// tracked screens and the containers as they are. Calls no UIKit method that changes anything, and changes
/// none of the sync's tables: everything it decides is a step of the plan.
///
/// Requests are decided in the order screens are found; a request takes the screens above it along (they
/// are gathered with it), so none is asked for twice. A plan can hold several removals (a gesture's end:
/// one per waiting screen), each ended by ``endRemoval(cause:skippingGone:)``, and each removal holds the
/// cascade of the flows it closes (``RemovalPlan``).
@MainActor
struct RemovalPlanner {
  /// The sync's tables, read only.
  let tracked: TrackedScreens
  /// The screens gathered, by view controller, in the order gathered.
  private(set) var gathered: GatheredScreens
  /// The decisions and requests decided so far, in order.
  private(set) var steps: [RemovalPlan.Step] = []
  /// The view controllers a planned pop takes out of their stack: once the plan is applied they are in no
  /// stack, so nothing more is asked about them (a second pop would name a screen already gone from it).
  private var poppedByPlan: Set<ObjectIdentifier> = []
  /// The presentations a planned dismissal takes away (the one dismissed and those above it): nothing more
  /// is asked about what they hold (a second dismissal would reach a presenter that presents nothing).
  private var dismissedByPlan: Set<ObjectIdentifier> = []
  /// The removals ended so far, in order.
  private var removals: [RemovalPlan] = []
  /// Where the removal being planned starts in ``gathered``.
  private var removalStart = 0
  /// The screens the ended removals leave to each flow with more than one tracked screen.
  private var flowScreensLeft: [ObjectIdentifier: Int] = [:]

  /// A planner with `gathered` already gathered.
  /// - Parameters:
  ///   - tracked: The sync's tables.
  ///   - gathered: Screens known to go.
  init(tracked: TrackedScreens, gathered: GatheredScreens = [:]) {
    self.tracked = tracked
    self.gathered = gathered
    NavigationSync.shared.notePlanBuilt()
  }

  /// The plan: the steps decided, then the screens gathered (those not gone already when `skippingGone`)
  /// forgotten for `cause`, with the cascade of the flows they close.
  /// - Parameters:
  ///   - cause: Why the screens go.
  ///   - skippingGone: Whether to leave out screens whose RIBs were detached already.
  /// - Returns: The plan.
  consuming func plan(cause: NavigationSync.Cause, skippingGone: Bool = false) -> RemovalPlan {
    // The usual removal: one group of screens, closing no flow that started another.
    if removals.isEmpty, removalStart == 0 {
      let screens = skippingGone ? gathered.values.filter { !$0.isGone } : gathered.values.elements
      let closing = RemovalPlan(forgetting: screens, steps: steps, cause: cause)
      guard closing.flowsToTell.contains(where: { $0.flow.hasViewlessChildren }) else {
        gathered = [:]
        return closing
      }
      if screens.count == 1, let screen = screens.first, screen.parentIsFlow, screen.parentEntry.screens.count > 1 {
        flowScreensLeft[screen.parentID] = screen.parentEntry.screens.count - 1
      } else if screens.count > 1 {
        _ = RemovalPlan.flowsClosed(bySkipping: closing.screensDeepestLast, cause: cause, left: &flowScreensLeft)
      }
      removalStart = gathered.count
      var cascade = withCascade(of: closing)
      cascade.steps = steps
      return cascade
    }
    endRemoval(cause: cause, skippingGone: skippingGone)
    return plan(ofRemovalsFor: cause)
  }

  /// The plan that forgets `screen` alone, for `cause`, with the cascade of the flow it closes if that
  /// flow started others (the one case that needs the tables).
  /// - Parameters:
  ///   - screen: A tracked screen that went, with nothing tracked under its RIB.
  ///   - cause: Why.
  ///   - tracked: The sync's tables.
  /// - Returns: The plan.
  static func plan(forgettingOne screen: TrackedScreen, cause: NavigationSync.Cause, tracked: TrackedScreens)
    -> RemovalPlan
  {
    NavigationSync.shared.notePlanBuilt()
    let plan = RemovalPlan(forgetting: [screen], cause: cause)
    guard plan.flowsToTell.contains(where: { $0.flow.hasViewlessChildren }) else { return plan }
    let planner = RemovalPlanner(tracked: tracked, gathered: [screen.viewControllerID: screen])
    return planner.plan(cause: cause)
  }

  /// The plan of the removals ended so far (``endRemoval(cause:skippingGone:)``), after every step decided;
  /// the steps alone, for `cause`, when no removal holds a screen.
  /// - Parameter cause: Why, when no removal holds a screen.
  /// - Returns: The plan.
  consuming func plan(ofRemovalsFor cause: NavigationSync.Cause) -> RemovalPlan {
    guard !removals.isEmpty else { return planOfStepsOnly(cause: cause) }
    var plan = removals.removeFirst()
    plan.steps = steps
    plan.further = removals.isEmpty ? nil : removals
    return plan
  }

  /// Ends the removal being planned: the screens gathered since the last one ended and those of the RIBs
  /// under them (those not gone already when `skippingGone`) go for `cause`, with the cascade of the flows
  /// they close. Nothing when none goes.
  /// - Parameters:
  ///   - cause: Why the screens go.
  ///   - skippingGone: Whether to leave out screens whose RIBs were detached already.
  mutating func endRemoval(cause: NavigationSync.Cause, skippingGone: Bool) {
    // A child cannot outlive its parent: the screens of the RIBs under those gathered go in this removal.
    sweepScreens(attachedUnder: nil, cause: cause, newSince: removalStart)
    let range = removalStart..<gathered.count
    removalStart = gathered.count
    let screens = gathered.values[range].filter { !skippingGone || !$0.isGone }
    guard !screens.isEmpty else { return }
    let removal = RemovalPlan(forgetting: screens, cause: cause, left: &flowScreensLeft)
    removals.append(withCascade(of: removal))
  }

  /// `removal` with the cascade of the flows it closes: each flow's listener detaches it, and its detach
  /// takes the screens still under it (those of the flows it started) for the same cause. Gathers them, in
  /// the order the flows are told: each flow's screens are detached after those before, deepest first, and
  /// the flows they close are told right after it (innermost first among them).
  /// - Parameter removal: A removal whose screens are gathered, ``removalStart`` past them.
  /// - Returns: The removal, with every screen and flow its cascade adds.
  private mutating func withCascade(of removal: RemovalPlan) -> RemovalPlan {
    guard removal.flowsToTell.contains(where: { $0.flow.hasViewlessChildren }) else { return removal }
    var result = removal
    result.flowsToTell = []
    for closing in removal.flowsToTell {
      result.flowsToTell.append(closing)
      // The flow's own screens go in this removal, and the RIBs under them were swept with them: only the
      // flows (and coordinators) it started can hold screens still.
      let flow = closing.flow
      guard flow.hasViewlessChildren else { continue }
      sweepScreens(attachedUnder: flow, cause: removal.cause, newSince: gathered.count)
      guard gathered.count > removalStart else { continue }
      let range = removalStart..<gathered.count
      removalStart = gathered.count
      result.flowsToTell[result.flowsToTell.count - 1].screensTakenAlong = range.count
      let under = withCascade(
        of: RemovalPlan(forgetting: Array(gathered.values[range]), cause: removal.cause, left: &flowScreensLeft))
      // Read from the end: this removal's screens first, then each flow's in the order they are told.
      result.screensDeepestLast = under.screensDeepestLast + result.screensDeepestLast
      result.flowsToTell += under.flowsToTell
    }
    return result
  }

  /// The plan of the steps alone: the gathered screens are not forgotten (their RIBs went already).
  /// - Parameter cause: Why the screens go.
  /// - Returns: The plan.
  consuming func planOfStepsOnly(cause: NavigationSync.Cause) -> RemovalPlan {
    RemovalPlan(forgetting: [], steps: steps, cause: cause)
  }

  /// The plan of the steps, then `screens` forgotten for `cause`, whatever was gathered (what the steps
  /// take along is left to the signals UIKit sends).
  /// - Parameters:
  ///   - screens: Tracked screens, each once.
  ///   - cause: Why they go.
  /// - Returns: The plan.
  consuming func plan(forgetting screens: [TrackedScreen], cause: NavigationSync.Cause) -> RemovalPlan {
    RemovalPlan(forgetting: screens, steps: steps, cause: cause)
  }

  /// Whether a request this plan makes already takes `viewController` along: a pop out of its stack, or
  /// the dismissal of its presentation.
  /// - Parameter viewController: A screen.
  /// - Returns: Whether nothing more is to be asked about it.
  func takesAlong(_ viewController: UIViewController) -> Bool {
    poppedByPlan.contains(ObjectIdentifier(viewController))
      || !dismissedByPlan.isEmpty && dismissedByPlan.contains(ObjectIdentifier(NavigationSync.root(of: viewController)))
  }

  /// Adds a decision to keep `screen`.
  /// - Parameters:
  ///   - screen: A candidate that stays.
  ///   - reason: Why.
  mutating func keep(_ screen: TrackedScreen, because reason: RemovalPlan.KeptReason) {
    steps.append(.kept(screen, because: reason))
  }

  /// Adds the decision that the screen of the RIB named `owner` was taken off once a gesture ended, after
  /// the request planned so far.
  /// - Parameter owner: The RIB's name.
  mutating func announceTakenOffAtGestureEnd(owner: String) {
    steps.append(.takenOffAtGestureEnd(owner: owner))
  }

  /// Gathers `screen`, known to go, without deciding anything about its container.
  /// - Parameter screen: A tracked screen.
  mutating func gather(_ screen: TrackedScreen) {
    gathered[screen.viewControllerID] = screen
  }

  /// Gathers the tracked screens of the RIBs attached (transitively) under `router` and under the RIBs of
  /// the screens gathered, taking those still shown off screen together with everything above them — and,
  /// in turn, the screens of the RIBs under those (a screen above can have a sheet or a child of its own),
  /// until nothing is added, so that one removal holds every screen that goes and detaches them deepest
  /// first. Viewless RIBs in between (flows, coordinators) are walked through. Each router is visited once
  /// per round, so this costs the size of what goes, not the depth of the tree times it.
  /// - Parameters:
  ///   - router: A RIB that goes, or nil.
  ///   - cause: Why (the requests made after a gesture keep it).
  ///   - rootsStart: The first position in ``gathered`` whose screens' RIBs are walked too (those before
  ///     were swept already).
  mutating func sweepScreens(
    attachedUnder router: (any Routing)?, cause: NavigationSync.Cause, newSince rootsStart: Int = 0
  ) {
    var rootsStart = rootsStart
    var routers = router.map { [$0] } ?? []
    while rootsStart < gathered.count || !routers.isEmpty {
      let before = gathered.count
      sweepScreensOnce(attachedUnder: routers, andUnderScreensFrom: rootsStart, cause: cause)
      routers = []
      rootsStart = before
    }
  }

  /// One round of ``sweepScreens(attachedUnder:cause:)``: what is under `routers` and under the RIBs of the
  /// gathered screens from position `rootsStart` on.
  ///
  /// The screens are read in place, their RIBs as each is walked: a removal of thousands of screens keeps
  /// no array of their routers (retaining them, then releasing them, would read each again).
  private mutating func sweepScreensOnce(
    attachedUnder routers: [any Routing], andUnderScreensFrom rootsStart: Int, cause: NavigationSync.Cause
  ) {
    var found: [TrackedScreen] = []
    // Each router is walked once: a RIB's screen is found under its parent, and the RIB is often a root of
    // this round as well (a popToRoot's: every RIB that goes is).
    var walked: Set<ObjectIdentifier> = []
    walked.reserveCapacity(gathered.count - rootsStart + routers.count)
    var parents = routers
    var nextRoot = gathered.count
    while true {
      let parent: any Routing
      if let next = parents.popLast() {
        parent = next
      } else if nextRoot > rootsStart {
        // The roots from the last: in a stack's order, that is the deepest first, each found walked already
        // when its parent is reached.
        nextRoot -= 1
        let screen = gathered.values[nextRoot]
        guard !walked.contains(screen.routerID), let screenRouter = screen.router else { continue }
        parent = screenRouter
      } else {
        break
      }
      guard walked.insert(ObjectIdentifier(parent)).inserted else { continue }
      for (id, screen) in tracked.screens(attachedTo: ObjectIdentifier(parent)) {
        // A screen gathered already (taken along with a presentation above it) still has RIBs under it.
        if gathered[id] == nil { found.append(screen) }
        if !walked.contains(screen.routerID), let router = screen.router { parents.append(router) }
      }
      if parent.hasViewlessChildren {
        for child in parent.children where !(child is any ViewableRouting) { parents.append(child) }
      }
    }
    for screen in TrackedScreen.ordered(found, by: TrackedScreen.registrationOrder) {
      sweep(screen, cause: cause)
    }
  }

  /// Gathers `screen`, first planning to take it off screen (with everything above it) if it is still
  /// shown, or out of its stack if that stack is out of the window.
  /// - Parameters:
  ///   - screen: A tracked screen whose RIB goes.
  ///   - cause: Why.
  mutating func sweep(_ screen: TrackedScreen, cause: NavigationSync.Cause) {
    guard gathered[screen.viewControllerID] == nil else { return }
    if let viewController = screen.viewController {
      if NavigationSync.isInHierarchy(viewController) {
        steps.append(.takenOff(screen, viewController))
        takeOffScreen(viewController, owner: screen.name, cause: cause)
      } else {
        removeFromStackOutOfWindow(viewController)
      }
    }
    gathered[screen.viewControllerID] = screen
  }

  /// A screen whose RIB goes while its stack is out of the window (a tab the app removed and keeps, say)
  /// leaves that stack too, with the screens above it, so it cannot come back without its RIB when the
  /// stack is shown again. The stack is not on screen: no transition, no appearance callbacks.
  /// - Parameter viewController: The screen.
  /// - Returns: Whether a pop is planned.
  @discardableResult
  mutating func removeFromStackOutOfWindow(_ viewController: UIViewController) -> Bool {
    guard !poppedByPlan.contains(ObjectIdentifier(viewController)),
      let navigationController = viewController.parent as? UINavigationController,
      let index = navigationController.viewControllers.lastIndexOfIdentical(viewController), index > 0
    else { return false }
    let stack = navigationController.viewControllers
    gatherTracked(stack[index...])
    planPop(navigationController, stack: stack, from: index, animated: false)
    return true
  }

  /// Plans removing `viewController` and everything above it from its container; gathers the tracked
  /// screens that go with it. While the user drags that container (a swipe-back, a sheet), nothing is
  /// requested: the screen is taken off when the gesture ends, whichever way it ends
  /// (``NavigationSync/takeOffAfterGesture(_:coordinator:owner:cause:)``).
  /// - Parameters:
  ///   - viewController: The screen.
  ///   - owner: Its RIB's name.
  ///   - cause: Why it goes.
  /// - Returns: Whether a pop or a dismissal is planned (to be asked of UIKit at once).
  @discardableResult
  mutating func takeOffScreen(
    _ viewController: UIViewController, owner: String, cause: NavigationSync.Cause
  ) -> Bool {
    // What goes is decided now, from the containers as they are when business logic asks: the screen and
    // every screen above it. While the user drags the container, only UIKit's part waits for the gesture.
    // A screen an earlier pop of this plan takes out of its stack leaves with it: nothing more is asked.
    guard !takesAlong(viewController) else { return false }
    let coordinator = NavigationSync.interactiveCoordinator(around: viewController)
    if let navigationController = viewController.parent as? UINavigationController {
      let stack = navigationController.viewControllers
      // Searching from the top costs the number of screens that are about to go. A child out of the stack
      // is already leaving: a pop whose transition has not run yet, or the screen the user is swiping away
      // (it comes back if the swipe is cancelled, so it is taken off when the gesture ends).
      guard let index = stack.lastIndexOfIdentical(viewController) else {
        if let coordinator {
          steps.append(.afterGesture(viewController, coordinator: coordinator, owner: owner, cause: cause))
        }
        return false
      }
      if index > 0 {
        gatherTracked(stack[index...])
        if let coordinator {
          // The screen the user is swiping away is above all of them (UIKit has taken it out of
          // `viewControllers` already; it comes back if the swipe is cancelled).
          if let swiped = coordinator.viewController(forKey: .from), swiped.parent === navigationController,
            let screen = tracked.screen(showing: ObjectIdentifier(swiped))
          {
            gathered[screen.viewControllerID] = screen
          }
          steps.append(.afterGesture(viewController, coordinator: coordinator, owner: owner, cause: cause))
          return false
        }
        // A stack whose presentation is already being dismissed leaves with it: nothing more is asked.
        guard !NavigationSync.isBeingDismissed(navigationController) else { return false }
        planPop(navigationController, stack: stack, from: index, animated: true)
        return true
      }
    }
    let root = NavigationSync.root(of: viewController)
    guard root.presentingViewController != nil else {
      if viewController.parent is UINavigationController {
        steps.append(
          .report(
            "\(owner) was detached but its screen is the first of a navigation stack nobody presented; it stays on screen."
          ))
      }
      return false
    }
    if let coordinator {
      collectPresentedChain(from: root)
      steps.append(.afterGesture(viewController, coordinator: coordinator, owner: owner, cause: cause))
      return false
    }
    return dismiss(root)
  }

  /// Plans dismissing the presentation whose root is `root`, with everything above it; gathers the tracked
  /// screens that go.
  /// - Parameter root: A presentation's root.
  /// - Returns: Whether UIKit is to be asked (not when the presentation is already leaving).
  @discardableResult
  mutating func dismiss(_ root: UIViewController) -> Bool {
    // Everything presented above goes too: the chain, read before the dismissal clears it.
    collectPresentedChain(from: root)
    // A presentation already being dismissed (app code asked first) is leaving: asking again would reach a
    // presenter that presents nothing any more, and UIKit would dismiss the presenter itself.
    guard !NavigationSync.isBeingDismissed(root), !dismissedByPlan.contains(ObjectIdentifier(root)),
      let presenter = root.presentingViewController
    else { return false }
    var presented: UIViewController? = root
    while let current = presented {
      dismissedByPlan.insert(ObjectIdentifier(current))
      presented = current.presentedViewController
    }
    steps.append(.dismiss(presenter: presenter))
    return true
  }

  /// Gathers the tracked screens in the presentation `root` and in every presentation above it.
  /// - Parameter root: A presentation's root.
  mutating func collectPresentedChain(from root: UIViewController) {
    var presented: UIViewController? = root
    while let current = presented {
      tracked.forEachScreen(inside: current) { gathered[$0.viewControllerID] = $0 }
      // The sheet the user is dragging counts as above, however far up the chain: while the drag lasts,
      // its presenter does not list it.
      presented = current.presentedViewController ?? NavigationSync.sheetBeingDragged(from: current)
    }
  }

  /// Plans popping `navigationController`, whose view controllers are `stack`, down to the one under
  /// position `index`; notes the view controllers it takes out.
  private mutating func planPop(
    _ navigationController: UINavigationController, stack: [UIViewController], from index: Int, animated: Bool
  ) {
    for above in stack[index...] { poppedByPlan.insert(ObjectIdentifier(above)) }
    steps.append(.pop(navigationController, to: stack[index - 1], animated: animated))
  }

  /// Gathers the tracked screens among `viewControllers`, in their order.
  private mutating func gatherTracked(_ viewControllers: ArraySlice<UIViewController>) {
    for above in viewControllers {
      let id = ObjectIdentifier(above)
      if let screen = tracked.screen(showing: id) { gathered[id] = screen }
    }
  }
}
