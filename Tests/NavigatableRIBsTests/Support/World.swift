import NavigationSpecification

@testable import NavigatableRIBs

/// App code that puts a stack back as it was when its navigation controller next shows a view controller.
@MainActor
final class StackRestorer: UINavigationControllerDelegate {
  /// Weak: what keeps a screen alive is its RIB, as without the restorer.
  private struct Entry { weak var viewController: UIViewController? }
  private var stack: [Entry]?

  init(_ stack: [UIViewController]) { self.stack = stack.map(Entry.init) }

  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
  ) {
    guard let stack else { return }
    self.stack = nil
    navigationController.setViewControllers(stack.compactMap(\.viewController), animated: false)
  }
}

/// The model-based tests' world: a launched scene plus weak records of every RIB it created, operations
/// that always apply (an index is taken modulo what exists; an operation that cannot apply does nothing),
/// and the invariants checked at every quiescent step (World+Invariants.swift).
///
/// Every operation may come at any moment: while a swipe-back or a sheet drag is in flight, or while
/// animated transitions are still pending (an operation's argument says whether the run loop is settled
/// after it). Business logic may detach any attached RIB or show a child from any RIB; RIBs created with a
/// ``LifecycleRoute`` route from their own `didBecomeActive`, `viewDidAppear` or `willResignActive`.
@MainActor
final class World {
  /// One operation, decoded from an integer: the alphabet the specification shares
  /// (Tests/NavigationSpecification/Operation.swift).
  typealias Operation = NavigationSpecification.Operation

  /// How a RIB the world creates routes from its own lifecycle (once, the first time the callback runs).
  enum LifecycleRoute: Int, CaseIterable {
    case none, pushOnActivation, presentOnActivation, pushOnAppearance, presentOnAppearance, pushOnResign

    var label: String {
      switch self {
      case .none: ""
      case .pushOnActivation: "+act>push"
      case .presentOnActivation: "+act>present"
      case .pushOnAppearance: "+appear>push"
      case .presentOnAppearance: "+appear>present"
      case .pushOnResign: "+resign>push"
      }
    }
  }

  /// What the world remembers of a RIB it created; all weak.
  struct Record {
    let name: String
    let route: LifecycleRoute
    weak var router: ScreenRouter?
    weak var interactor: ScreenInteractor?
    weak var viewController: UIViewController?
    var wasAttached = false
  }

  struct FlowRecord {
    let name: String
    weak var router: FlowRouter?
    /// How many screens the flow has shown (it shows two: a first and a next).
    var screensShown = 0
  }

  let scene: Scene
  /// The most RIB screens alive at once (lifecycle routes may add one more each).
  let maximumScreens: Int
  private(set) var records: [Record] = []
  private(set) var flows: [FlowRecord] = []
  private var serial = 0
  /// The navigation controller being swiped back, while the finger is down.
  private(set) var swiping: UINavigationController?
  /// The sheet being dragged down, while the finger is down.
  private(set) var dragging: UIViewController?
  /// Whether a gesture's end was requested and the run loop has not turned since (its transition and the
  /// requests deferred during the gesture are still to run).
  private var gestureEndPending = false
  /// Operations applied since the world was last quiescent (for the explorer's state description).
  private(set) var unsettledHistory: [String] = []
  private var tabsRemoved: [UIViewController] = []
  /// The stack app code puts back from its navigation delegate (``Operation/restack``), until the next
  /// settle.
  private var restoring: (UINavigationController, StackRestorer)?

  /// The RIBs whose showing the sync refused (its `.refused` decisions), in order, for comparison with the
  /// specification.
  private(set) var refused: [String] = []
  /// The messages of the diagnostics the current step explains, not matched yet by
  /// ``checkNoMisuse(during:)``: the details of the sync's `.refused` decisions, and the report of a
  /// deliberate misuse the specification expects to change nothing (a push from a screen in no navigation
  /// controller).
  var explainedDiagnostics: [String] = []
  /// Whether the comparison with the specification includes the order of the requests the sync makes
  /// when a gesture ends. The explorer compares it; the random tests do not, because they also let app
  /// code's own requests wait for the gesture, and the specification does not model which of those
  /// UIKit runs before the sync's (the outcome is the same either way; the random tests compare it).
  var comparesGestureEndRequests = true
  /// Where the current step's detaches start in the probe's log of every `detachChild`.
  private(set) var stepDetachesStart = 0
  /// The RIBs whose screens the sync took off when a gesture ended during the current step, in order.
  private(set) var takenOffAtGestureEnd: [String] = []
  /// How many times the sync decided each RIB was detached (guarantee 2: exactly once).
  private var detachDecisions: [String: Int] = [:]
  private var decisionObservation: AnyCancellable?

  init(scene: Scene, maximumScreens: Int = 14) {
    self.scene = scene
    self.maximumScreens = maximumScreens
    stepDetachesStart = scene.probe.detachOrder.count
    decisionObservation = NavigationSync.shared.observeDecisions { [weak self] decision in
      self?.observe(decision)
    }
  }

  private func observe(_ decision: NavigationSyncDecision) {
    switch decision.kind {
    case .refused:
      refused.append(decision.ribName)
      explainedDiagnostics.append(decision.detail)
    case .takenOff where decision.detail == NavigationSync.takenOffAtGestureEndDetail:
      takenOffAtGestureEnd.append(decision.ribName)
    case .detached:
      detachDecisions[decision.ribName, default: 0] += 1
      if detachDecisions[decision.ribName] == 2 {
        violations.append("the sync detached \(decision.ribName) twice (guarantee 2: exactly once)")
      }
    default: break
    }
  }

  /// The screen RIBs (named `R…`; flows are `F…`) detached during the current step, in the order
  /// `detachChild` was called (``Specification/detachedInStep`` says why flows are left out).
  var detachedInStep: [String] { scene.probe.detachOrder[stepDetachesStart...].filter { $0.hasPrefix("R") } }

  /// Whether a finger is down (a swipe-back or a sheet drag in flight).
  var gestureInFlight: Bool { swiping != nil || dragging != nil }

  // MARK: - Applying

  /// Applies the operation encoded by `value`, settles the run loop unless the argument says not to, and
  /// checks what must hold at that point. Returns its description for failure messages.
  @discardableResult
  func step(_ value: Int) -> String {
    let (operation, argument) = Operation.decode(value)
    let description = "\(operation)(\(argument))"
    let detachesBefore = scene.probe.detachOrder.count
    stepDetachesStart = detachesBefore
    takenOffAtGestureEnd.removeAll()
    perform(operation, argument)
    checkImmediate(after: description, detachesBefore: detachesBefore, operation: operation)
    // One value in eight leaves the transitions it requested pending, so the next operation lands while
    // they are in flight.
    if !Operation.leavesTransitionsPending(argument) {
      settle(after: description)
    } else {
      unsettledHistory.append(description)
      if [.swipeFinish, .swipeCancel, .sheetFinish, .sheetCancel].contains(operation) { gestureEndPending = true }
    }
    return description
  }

  /// Runs the run loop until idle; checks the invariants when nothing is in flight any more.
  func settle(after description: String) {
    let undecided = screensUnderGesture()
    scene.run()
    gestureEndPending = false
    if let (navigation, _) = restoring {
      navigation.delegate = nil
      restoring = nil
    }
    checkNoMisuse(during: description)
    checkSyncConsistency(after: description)
    if gestureInFlight {
      // Nothing the user is still deciding about may be detached by a run-loop turn.
      // (Going with an ancestor that left for another reason, a tab removed meanwhile, say, is no answer to
      // the gesture.)
      for (record, parent) in undecided where record.router?.parentRouting == nil && Self.isInTree(parent) {
        violations.append(
          "\(record.name) detached by a run-loop turn while the user's gesture decides about it (\(description))")
      }
      unsettledHistory.append(description)
      return
    }
    unsettledHistory.removeAll()
    if NavigationSync.shared.hasScreensAwaitingGestureEnd {
      violations.append(
        "a screen still waits for a gesture's end with no finger down and the run loop idle (\(description))")
    }
    checkInvariants(after: description)
  }

  /// The attached RIBs whose screens are in the container a finger is dragging.
  private func screensUnderGesture() -> [(Record, any Routing)] {
    guard let container: UIViewController = swiping ?? dragging else { return [] }
    var inside: Set<ObjectIdentifier> = []
    var pending = [container]
    while let next = pending.popLast() {
      inside.insert(ObjectIdentifier(next))
      pending.append(contentsOf: next.children)
    }
    return records.compactMap { record in
      guard let viewController = record.viewController, let parent = record.router?.parentRouting,
        inside.contains(ObjectIdentifier(viewController))
      else { return nil }
      return (record, parent)
    }
  }

  /// Whether `router` is still in the tree under the scene's root.
  private static func isInTree(_ router: any Routing) -> Bool {
    var current: (any Routing)? = router
    while let node = current {
      if node is RootRouter { return true }
      current = node.parentRouting
    }
    return false
  }

  /// Replays `values` on a fresh scene under `profile` (with a third tab if `thirdTab`), stopping at the
  /// first violation; `inspect` looks at the world before it ends its gestures and settles (always done: an
  /// interactive transition left in flight would block the next scene's). Returns the violations, what `inspect` returned, and the
  /// canonical description of the settled end state.
  static func replay<Inspection>(
    _ values: [Int], profile: UIKitBehaviorProfile, maximumScreens: Int, bannerTab: Bool = false,
    thirdTab: Bool = false, againstSpecification: Bool = true, comparingGestureEndRequests: Bool = true,
    inspect: (World) -> Inspection
  ) -> (violations: [String], inspection: Inspection, settled: String) {
    Scene.run(profile: profile, bannerTab: bannerTab, thirdTab: thirdTab) { scene in
      let world = World(scene: scene, maximumScreens: maximumScreens)
      world.comparesGestureEndRequests = comparingGestureEndRequests
      // The specification follows as long as every operation is one it models.
      var specification: Specification? =
        againstSpecification
        ? Specification(maximumScreens: maximumScreens, bannerTab: bannerTab, thirdTab: thirdTab) : nil
      var applied: [Int] = []
      @MainActor func advance(_ value: Int) {
        world.step(value)
        applied.append(value)
        guard world.violations.isEmpty else { return }
        if Specification.supports(value) {
          specification?.apply(value)
        } else {
          specification = nil
        }
        if let specification { world.compare(with: specification, after: applied) }
      }
      for value in values {
        advance(value)
        if !world.violations.isEmpty { break }
      }
      let found = world.violations
      let inspection = inspect(world)
      // The end of every sequence: the gesture in flight is cancelled and everything settles, compared
      // with the specification too (what business logic asked for during the gesture happens then).
      if found.isEmpty, world.swiping != nil { advance(Operation.swipeCancel.encode()) }
      if world.violations.isEmpty, world.dragging != nil { advance(Operation.sheetCancel.encode()) }
      world.finish()
      return (found.isEmpty ? world.violations : found, inspection, world.canonicalDescription)
    }
  }

  /// Ends any gesture (cancelling it) and settles: the end state of a sequence.
  func finish() {
    if swiping != nil { step(Operation.swipeCancel.encode()) }
    if dragging != nil { step(Operation.sheetCancel.encode()) }
    settle(after: "final settle")
  }

  private func perform(_ operation: Operation, _ argument: Int) {
    switch operation {
    case .tapBack: _ = visibleNavigation?.userTapBackButton()
    case .swipeBegin:
      guard !gestureInFlight, let navigation = visibleNavigation, navigation.userBeginSwipeBack() else { return }
      swiping = navigation
    case .swipeMove: swiping?.userMoveSwipeBack(progress: Double(argument % 100) / 100)
    case .swipeFinish:
      swiping?.userFinishSwipeBack()
      swiping = nil
    case .swipeCancel:
      swiping?.userCancelSwipeBack()
      swiping = nil
    case .longPress:
      guard let navigation = visibleNavigation, !navigation.backButtonMenuItems.isEmpty else { return }
      navigation.userChooseBackButtonMenuItem(at: argument % navigation.backButtonMenuItems.count)
    case .tabSwitch: scene.tabs.userTapTab(at: argument % max(1, scene.tabs.viewControllers?.count ?? 1))
    case .tabReTap: scene.tabs.userTapTab(at: scene.tabs.selectedIndex)
    case .sheetBegin:
      guard !gestureInFlight, let sheet = topPresented, sheet.userBeginSwipeDownSheet() else { return }
      dragging = sheet
    case .sheetFinish:
      dragging?.userFinishSwipeDownSheet()
      dragging = nil
    case .sheetCancel:
      dragging?.userCancelSwipeDownSheet()
      dragging = nil
    case .touchCovered: touchCoveredContainers()
    case .pop, .popTo, .popToRoot, .setStack, .pushPlain:
      // While the user swipes back, app code calls a stack the user is not touching: the first tab that is
      // neither selected nor being swiped (the user can switch tabs during a swipe). It does not call the
      // stack under the finger (the request would run after the gesture against a stack that changed
      // meanwhile: a test of app code, not of the sync), nor a sheet being dragged, nor anything before a
      // gesture's end has run.
      if let swiping, !gestureEndPending {
        let tabs = scene.tabs.viewControllers ?? []
        guard
          let index = tabs.indices.first(where: {
            $0 != scene.tabs.selectedIndex && Scene.navigation(ofTab: tabs[$0]) !== swiping
          }),
          let navigation = Scene.navigation(ofTab: tabs[index])
        else { return }
        performNavigationCall(operation, argument, on: navigation)
        return
      }
      guard let navigation = visibleNavigation, !gestureInFlight, !gestureEndPending else { return }
      performNavigationCall(operation, argument, on: navigation)
    case .setTabs:
      setTabs(argument)
    case .removeSelectedTab:
      removeSelectedTab(argument)
    case .dismissTopViaPresenter, .dismissTopViaPresented:
      // The top of the chain is the sheet being dragged, if any (it comes back if the drag is cancelled).
      guard let top = dragging ?? topPresented, let presenter = top.presentingViewController else { return }
      let receiver = operation == .dismissTopViaPresenter ? presenter : top
      receiver.dismiss(animated: argument % 2 == 0, completion: nil)
    case .dismissChain:
      let chain = presentedChain.filter { $0 !== dragging }
      guard !chain.isEmpty else { return }
      chain[argument % chain.count].presentingViewController?.dismiss(animated: argument % 2 == 0, completion: nil)
    case .push, .present, .presentInNavigation, .presentFullScreen:
      // argument: bit 0 not animated, 0...7 settling (see step), / 8 the lifecycle route, / 48 the parent
      // counted from the most recently attached.
      let parents = attachedParents
      guard !parents.isEmpty, liveScreenCount < maximumScreens else { return }
      let parent = parents[parents.count - 1 - (argument / 48) % parents.count]
      let route = LifecycleRoute.allCases[Operation.lifecycleRoute(argument, routes: LifecycleRoute.allCases.count)]
      show(makeRIB(route: route), from: parent, as: operation, animated: argument % 2 == 0)
    case .pushOnRemovedTab:
      let removed = tabsRemoved.compactMap(Scene.navigation(ofTab:))
      guard !removed.isEmpty, liveScreenCount < maximumScreens else { return }
      let navigation = removed[argument % removed.count]
      guard let root = scene.tabRoots.first(where: { $0.viewController.navigationController === navigation }) else {
        return
      }
      show(makeRIB(route: .none), from: root, as: .push, animated: argument % 2 == 0)
    case .detach: detach(argument)
    case .startFlow: startFlow(argument)
    case .startInnerFlow: startInnerFlow(argument)
    case .restack:
      // Every screen above the root leaves, and app code puts them back from its navigation delegate's
      // didShow, after their didMove(toParent: nil) and before the sync checks: its candidates are kept.
      // Settled only, before and after: app code putting back screens whose RIBs went meanwhile (the stack
      // it restores taken while an earlier operation's removal was still pending) would be a bug of its own.
      guard unsettledHistory.isEmpty, !Operation.leavesTransitionsPending(argument), let navigation = visibleNavigation,
        navigation.delegate == nil, !gestureInFlight, !gestureEndPending
      else { return }
      let stack = navigation.viewControllers
      guard stack.count > 1 else { return }
      let restorer = StackRestorer(stack)
      navigation.delegate = restorer
      restoring = (navigation, restorer)
      navigation.setViewControllers(Array(stack.prefix(1)), animated: false)
    case .flowNext: flowNext(argument)
    case .flowReplace: flowReplace(argument)
    case .detachAbove:
      // Business logic, about what the user sees: like app code's calls, not during a gesture.
      guard let navigation = visibleNavigation, !gestureInFlight, !gestureEndPending else { return }
      let stack = navigation.viewControllers
      guard stack.count > 1, let router = record(of: stack[argument % (stack.count - 1) + 1])?.router,
        let parent = router.parentRouting, !(parent is FlowRouter)
      else { return }
      parent.detachChild(router)
    case .finishFlow:
      let live = flows.compactMap(\.router).filter { $0.parentRouting != nil }
      guard !live.isEmpty else { return }
      let flow = live[argument % live.count]
      flow.parentRouting?.detachChild(flow)
    }
  }

  private func performNavigationCall(_ operation: Operation, _ argument: Int, on navigation: UINavigationController) {
    let animated = argument % 2 == 0
    let stack = navigation.viewControllers
    switch operation {
    case .pop: navigation.popViewController(animated: animated)
    case .popTo:
      guard stack.count > 1 else { return }
      navigation.popToViewController(stack[argument % (stack.count - 1)], animated: animated)
    case .popToRoot: navigation.popToRootViewController(animated: animated)
    case .setStack:
      guard stack.count > 1 else { return }
      let kept = [stack[0]] + stack.dropFirst().enumerated().filter { argument & (2 << $0.offset) != 0 }.map(\.element)
      navigation.setViewControllers(kept, animated: argument % 3 == 0)
    case .pushPlain:
      guard liveScreenCount < maximumScreens else { return }
      let plain = UIViewController()
      plain.title = "Plain"
      navigation.pushViewController(plain, animated: animated)
    default: break
    }
  }

  /// Removes the tab that is not selected, or puts a removed tab back (the tab bar's `setViewControllers`).
  private func setTabs(_ argument: Int) {
    guard let tabs = scene.tabs.viewControllers else { return }
    if let removed = tabsRemoved.popLast() {
      setTabBar(tabs + [removed], animated: argument % 2 == 0)
    } else if tabs.count > 1 {
      let selected = scene.tabs.selectedIndex
      // App code never removes the tab holding the stack under the user's finger (after a tab switch during
      // a swipe, the swiped stack is on a tab that is not selected): its screens would leave their container
      // while the gesture decides about them.
      if let swiping,
        tabs.enumerated().contains(where: { $0.offset != selected && Scene.navigation(ofTab: $0.element) === swiping })
      {
        return
      }
      let kept = tabs.enumerated().filter { $0.offset == selected }.map(\.element)
      tabsRemoved = tabs.enumerated().filter { $0.offset != selected }.map(\.element)
      setTabBar(kept, animated: argument % 2 == 0)
      resetRemovedStacks(tabsRemoved, unless: Operation.keepsRemovedTabAsItIs(argument))
    }
  }

  /// Removes the selected tab and keeps the others, a sheet presented from it being dragged or not. Not
  /// the tab holding the stack under a swipe-back (see ``setTabs(_:)``).
  private func removeSelectedTab(_ argument: Int) {
    guard let tabs = scene.tabs.viewControllers, tabs.count > 1,
      let selected = scene.tabs.selectedViewController
    else { return }
    if let swiping, Scene.navigation(ofTab: selected) === swiping { return }
    tabsRemoved.append(selected)
    setTabBar(tabs.filter { $0 !== selected }, animated: argument % 2 == 0)
    resetRemovedStacks([selected], unless: Operation.keepsRemovedTabAsItIs(argument))
  }

  /// The app keeps a removed tab to add it again later, reset to its first screen (unless `keptAsItIs`)
  /// or as it is.
  private func resetRemovedStacks(_ removed: [UIViewController], unless keptAsItIs: Bool) {
    guard !keptAsItIs else { return }
    for navigation in removed.compactMap(Scene.navigation(ofTab:)) {
      navigation.setViewControllers(Array(navigation.viewControllers.prefix(1)), animated: false)
    }
  }

  /// Sets the tab bar's view controllers and checks the selection that follows against Apple's
  /// `UITabBarController.viewControllers`, computed here on its own: the selected view controller stays
  /// selected wherever it moves; when it is gone, "it attempts to select the view controller at the same
  /// index in the array as the previous selection"; the first tab when no tab has that index.
  private func setTabBar(_ newTabs: [UIViewController], animated: Bool) {
    let previous = scene.tabs.selectedViewController
    let previousIndex = scene.tabs.selectedIndex
    scene.tabs.setViewControllers(newTabs, animated: animated)
    let expected =
      previous.flatMap { previous in newTabs.firstIndex { $0 === previous } }
      ?? (newTabs.indices.contains(previousIndex) ? previousIndex : 0)
    if scene.tabs.selectedIndex != expected {
      addViolation(
        "setViewControllers selected tab \(scene.tabs.selectedIndex), not \(expected) (tab \(previousIndex) was "
          + "selected; Apple's UITabBarController.viewControllers)")
    }
  }

  // MARK: - Business logic

  /// Shows `child` from `parent` through the sync.
  private func show(_ child: ScreenRouter, from parent: any Routing, as kind: Operation, animated: Bool) {
    let shown: Bool
    switch (kind, parent) {
    case (.push, let flow as FlowRouter):
      guard let navigation = flow.navigationController, Self.isInTheApp(navigation) else { return }
      shown = flow.pushChild(child, on: navigation, animated: animated)
    case (.push, let screen as ScreenRouter): shown = push(child, from: screen, animated: animated)
    case (.present, let screen as ScreenRouter):
      shown = screen.presentChild(child, from: screen.viewController, animated: animated)
    case (.presentFullScreen, let screen as ScreenRouter):
      shown = screen.presentChild(
        child, from: screen.viewController, modalPresentationStyle: .fullScreen, animated: animated)
    case (.presentInNavigation, let screen as ScreenRouter):
      shown = screen.presentChildInNavigationController(child, from: screen.viewController, animated: animated) != nil
    default: return
    }
    if shown { markAttached(child) }
  }

  /// Business logic detaches an attached RIB: any depth, a screen RIB or a flow.
  private func detach(_ argument: Int) {
    let victims: [any Routing] = attachedScreens + flows.compactMap(\.router).filter { $0.parentRouting != nil }
    guard !victims.isEmpty else { return }
    let victim = victims[victims.count - 1 - argument % victims.count]  // from the most recently created
    let parent = victim.parentRouting
    parent?.detachChild(victim)
    // A flow's own logic ends the flow when business logic took its last screen (as Topup finishes).
    if let flow = parent as? FlowRouter, flow.children.isEmpty { flow.parentRouting?.detachChild(flow) }
  }

  /// A RIB starts a viewless flow, which pushes its first screen on the RIB's stack or presents it in a
  /// navigation controller.
  private func startFlow(_ argument: Int) {
    let parents = attachedScreens.map { $0 as any ViewableRouting } + tabRoots
    guard liveScreenCount < maximumScreens else { return }
    let owner = parents[argument % parents.count]
    startFlow(
      under: owner, presentingFrom: owner.viewControllable,
      pushingOn: owner.viewControllable.uiviewController.navigationController, argument)
  }

  /// A live flow showing a screen starts a flow under itself, whose first screen is presented in a
  /// navigation controller from the outer flow's last screen (even argument) or pushed on the outer
  /// flow's stack (odd argument).
  private func startInnerFlow(_ argument: Int) {
    let owners = flows.compactMap(\.router).filter { flow in
      flow.parentRouting != nil && flow.navigationController.map(Self.isInTheApp) == true
        && flow.children.contains { $0 is ScreenRouter }
    }
    guard !owners.isEmpty, liveScreenCount < maximumScreens else { return }
    let owner = owners[argument % owners.count]
    guard let presenter = owner.children.last(where: { $0 is ScreenRouter }) as? ScreenRouter else { return }
    startFlow(
      under: owner, presentingFrom: presenter.viewController, pushingOn: owner.navigationController, argument)
  }

  /// Attaches a new flow to `owner`; it shows its first screen presented in a navigation controller from
  /// `presenter` (even argument) or pushed on `navigation` (odd argument), and is detached again when it
  /// could show nothing.
  private func startFlow(
    under owner: any Routing, presentingFrom presenter: any ViewControllable,
    pushingOn navigation: UINavigationController?, _ argument: Int
  ) {
    serial += 1
    let flow = scene.makeFlow("F\(serial)")
    flow.interactor.listener = { [weak flow] in
      guard let flow, let parent = flow.parentRouting else { return }
      parent.detachChild(flow)
    }
    owner.attachChild(flow)
    guard flow.parentRouting != nil else { return }
    flows.append(FlowRecord(name: flow.ribName, router: flow))
    let first = makeRIB(route: .none)
    if argument % 2 == 0 {
      flow.navigationController = flow.presentChildInNavigationController(
        first, from: presenter, animated: argument % 4 == 0)
    } else if let navigation, flow.pushChild(first, on: navigation, animated: argument % 3 == 0) {
      flow.navigationController = navigation
    }
    if flow.navigationController != nil {
      markAttached(first)
      flows[flows.count - 1].screensShown = 1
    } else {
      owner.detachChild(flow)
    }
  }

  /// A live flow that has shown one screen pushes its second.
  private func flowNext(_ argument: Int) {
    let candidates = flows.indices.filter {
      flows[$0].screensShown == 1 && flows[$0].router?.parentRouting != nil
        && flows[$0].router?.navigationController.map(Self.isInTheApp) == true
    }
    guard !candidates.isEmpty, liveScreenCount < maximumScreens else { return }
    let index = candidates[argument % candidates.count]
    guard let flow = flows[index].router, let navigation = flow.navigationController else { return }
    let next = makeRIB(route: .none)
    if flow.pushChild(next, on: navigation, animated: argument % 2 == 0) {
      markAttached(next)
      flows[index].screensShown = 2
    }
  }

  /// A flow that has shown its second screen replaces its last one: it detaches that screen itself, then
  /// pushes a new one (guarantee 5: a flow detaching its own screen is not closed).
  private func flowReplace(_ argument: Int) {
    let candidates = flows.indices.filter {
      flows[$0].screensShown == 2 && flows[$0].router?.parentRouting != nil
        && flows[$0].router?.navigationController.map(Self.isInTheApp) == true
        && flows[$0].router?.children.contains { $0 is ScreenRouter } == true  // a screen to replace
    }
    guard !candidates.isEmpty, let flow = flows[candidates[argument % candidates.count]].router else { return }
    if let last = flow.children.last(where: { $0 is ScreenRouter }) { flow.detachChild(last) }
    guard liveScreenCount < maximumScreens, let navigation = flow.navigationController else { return }
    let next = makeRIB(route: .none)
    if flow.pushChild(next, on: navigation, animated: argument % 2 == 0) { markAttached(next) }
  }

  /// Whether `navigation` is part of the app: a tab, or presented. A flow's own logic shows nothing on the
  /// stack of a tab the app removed (business logic pushing there is ``Operation/pushOnRemovedTab``).
  static func isInTheApp(_ navigation: UINavigationController) -> Bool {
    navigation.parent != nil || navigation.presentingViewController != nil
  }

  /// Tries every user gesture on every container a presentation covers: each must be refused.
  private func touchCoveredContainers() {
    for (container, reason) in coveredContainers() {
      let accepted: Bool
      if let navigation = container as? UINavigationController {
        accepted =
          navigation.userTapBackButton() || navigation.userBeginSwipeBack()
          || (!navigation.backButtonMenuItems.isEmpty && navigation.userChooseBackButtonMenuItem(at: 0))
      } else if let tabs = container as? UITabBarController {
        accepted = (0..<(tabs.viewControllers?.count ?? 0)).contains { tabs.userTapTab(at: $0) }
      } else {
        accepted = container.userBeginSwipeDownSheet()
      }
      if accepted { violations.append("\(container.title ?? "\(type(of: container))") took a touch while \(reason)") }
    }
  }

  /// The containers a person cannot touch now, as the world sees it (independently of the model's own
  /// bookkeeping): everything under a presentation or under a sheet being dragged.
  func coveredContainers() -> [(UIViewController, String)] {
    var result: [(UIViewController, String)] = []
    let chain = presentedChain
    let dragged = dragging.map { [$0] } ?? []
    let covering = chain + dragged
    guard !covering.isEmpty else { return [] }
    let reason = dragging != nil ? "a sheet is dragged" : "a presentation covers it"
    result.append((scene.tabs, reason))
    for navigation in tabNavigations where navigation.viewControllers.count > 1 { result.append((navigation, reason)) }
    // Every presentation but the top one (or all of them under a dragged sheet) is covered too.
    let coveredPresentations = dragging != nil ? chain : Array(chain.dropLast())
    for presented in coveredPresentations {
      if let navigation = presented as? UINavigationController, navigation.viewControllers.count > 1 {
        result.append((navigation, reason))
      } else if !(presented is UINavigationController) {
        result.append((presented, reason))
      }
    }
    return result
  }

  // MARK: - Making RIBs

  private func makeRIB(route: LifecycleRoute) -> ScreenRouter {
    serial += 1
    let router = scene.make("R\(serial)")
    records.append(
      Record(
        name: router.ribName, route: route, router: router, interactor: router.interactor,
        viewController: router.viewController))
    install(route, on: router)
    return router
  }

  /// Makes `router` route once from the lifecycle callback `route` names; the child it shows routes no
  /// further.
  private func install(_ route: LifecycleRoute, on router: ScreenRouter) {
    let once: () -> Void = { [weak self, weak router] in
      guard let self, let router else { return }
      router.interactor.onDidBecomeActive = nil
      router.interactor.onWillResignActive = nil
      router.viewController.onViewDidAppear = nil
      let child = makeRIB(route: .none)
      let shown: Bool
      switch route {
      case .pushOnActivation, .pushOnAppearance, .pushOnResign: shown = push(child, from: router, animated: true)
      case .presentOnActivation, .presentOnAppearance:
        shown = router.presentChild(child, from: router.viewController)
      case .none: shown = false
      }
      if shown { markAttached(child) }
    }
    switch route {
    case .none: break
    case .pushOnActivation, .presentOnActivation: router.interactor.onDidBecomeActive = once
    case .pushOnAppearance, .presentOnAppearance: router.viewController.onViewDidAppear = once
    case .pushOnResign: router.interactor.onWillResignActive = once
    }
  }

  /// Pushes `child` from `screen` onto `screen`'s own stack. From a screen in no navigation controller this
  /// is a deliberate misuse: `pushChild(_:animated:)` reports it and changes nothing, as the specification
  /// expects, so its report is explained.
  private func push(_ child: ScreenRouter, from screen: ScreenRouter, animated: Bool) -> Bool {
    if screen.viewController.navigationController == nil {
      explainedDiagnostics.append(
        "pushing \(child.ribName) from \(screen.ribName): \(screen.ribName)'s screen is in no navigation controller; nothing changed."
      )
    }
    return screen.pushChild(child, animated: animated)
  }

  private func markAttached(_ router: ScreenRouter) {
    if let index = records.lastIndex(where: { $0.router === router }) { records[index].wasAttached = true }
  }

  // MARK: - Looking around

  private(set) var violations: [String] = []

  func addViolation(_ message: String) { violations.append(message) }

  var liveScreenCount: Int { records.count { $0.router != nil } }

  /// The world's RIBs that are attached.
  var attachedScreens: [ScreenRouter] { records.compactMap(\.router).filter { $0.parentRouting != nil } }

  /// Every RIB business logic may show a child from: the tabs' root RIBs, attached RIBs, live flows.
  var attachedParents: [any Routing] {
    tabRoots + attachedScreens + flows.compactMap(\.router).filter { $0.parentRouting != nil }
  }

  /// The tabs' root RIBs whose tab is in the tab bar (a removed tab's root shows nothing).
  var tabRoots: [ScreenRouter] {
    scene.tabRoots.filter { root in
      scene.tabs.viewControllers?.contains { Scene.navigation(ofTab: $0) === root.viewController.navigationController }
        == true
    }
  }

  /// The tabs' navigation controllers, including a tab removed with `setTabs`.
  var tabNavigations: [UINavigationController] { scene.tabNavigations }

  /// The chain of presented view controllers above the tab bar, bottom first (a sheet being dragged is
  /// not in it: its presenter does not list it).
  var presentedChain: [UIViewController] {
    var chain: [UIViewController] = []
    var current = scene.tabs.presentedViewController
    while let presented = current {
      chain.append(presented)
      current = presented.presentedViewController
    }
    return chain
  }

  /// The top presentation, which the user sees.
  var topPresented: UIViewController? { presentedChain.last }

  /// The navigation controller the user sees: the top presentation's, or the selected tab's.
  var visibleNavigation: UINavigationController? {
    if let top = topPresented { return top as? UINavigationController }
    return scene.tabs.selectedViewController.flatMap(Scene.navigation(ofTab:))
  }

  /// Every navigation controller of the world: the tabs' and the presented ones.
  var allNavigations: [UINavigationController] {
    var result = tabNavigations + presentedChain.compactMap { $0 as? UINavigationController }
    if let dragged = dragging as? UINavigationController { result.append(dragged) }
    return result
  }

  /// The record of the RIB whose screen is `viewController`.
  func record(of viewController: UIViewController) -> Record? {
    records.last { $0.viewController === viewController }
  }

  func dropFreedRecords() {
    records.removeAll { $0.router == nil && $0.interactor == nil && $0.viewController == nil }
    flows.removeAll { $0.router == nil }
  }
}
