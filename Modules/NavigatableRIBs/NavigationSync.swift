/// Keeps the RIB tree and UIKit's containers in sync, both ways.
///
/// **Screen → tree.** Every screen shown through `pushChild` / `presentChild` /
/// `presentChildInNavigationController` is tracked. UIKit tells when a view controller leaves its
/// container (`didMove(toParent: nil)`: pops of every kind, `setViewControllers`, tab re-taps) or when a
/// presentation is dismissed (`viewDidDisappear` while `isBeingDismissed`, or the sheet's `DidDismiss`).
/// Each signal marks at most the screens it concerns as candidates (O(1) lookups); after the transition
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
  public var isEnabled = true

  /// How a child's screen is shown.
  enum Placement {
    case push(UINavigationController)
    case present(UIViewController, UIModalPresentationStyle?, wrap: Bool)
  }

  /// Why screens are removed: the user / UIKit on its own, or business logic detaching `detached` from
  /// `parent`.
  enum Cause {
    case user
    case businessLogic(detached: any Routing, by: (any Routing)?)
  }

  private var sequence = 0
  private var screensByViewController: [ObjectIdentifier: TrackedScreen] = [:]
  private var screenByRouter: [ObjectIdentifier: TrackedScreen] = [:]
  /// Tracked screens by the router they are attached to (parent id → view controller id → screen).
  private var screensByParent: [ObjectIdentifier: [ObjectIdentifier: TrackedScreen]] = [:]
  /// Live tracked screens of each viewless parent (flow).
  private var flowScreenCount: [ObjectIdentifier: Int] = [:]
  /// Screens a UIKit signal named, checked after the current transition.
  private var pending: [ObjectIdentifier: TrackedScreen] = [:]
  private var flushScheduled = false
  private var signals: ContainmentSignals?
  private var treeObservation: AnyCancellable?

  /// Creates an instance; routers use ``shared``.
  init() {}

  // MARK: - Showing

  /// Attaches `child` to `parent` and shows its screen; returns what was pushed or presented.
  func show(
    _ child: any ViewableRouting, from parent: any Routing, placement: Placement, animated: Bool
  ) -> UIViewController? {
    let viewController = child.viewControllable.uiviewController
    if let current = child.parentRouting {
      refuse(
        child, .navigation,
        "showing \(child.ribName) from \(parent.ribName): it is already attached to \(current.ribName); nothing changed."
      )
      return nil
    }
    if viewController.parent != nil || viewController.presentingViewController != nil {
      refuse(
        child, .navigation,
        "showing \(child.ribName) from \(parent.ribName): its view controller is already in a container; nothing changed."
      )
      return nil
    }
    switch placement {
    case let .push(navigationController):
      if viewController is UINavigationController {
        refuse(
          child, .navigation,
          "pushing \(child.ribName) from \(parent.ribName): its view controller is a navigation controller, which cannot be pushed; nothing changed."
        )
        return nil
      }
      if Self.isInInteractiveTransition(navigationController) {
        refuse(
          child, .navigation,
          "pushing \(child.ribName) from \(parent.ribName): the user is swiping that stack; nothing changed (try again when the gesture ends)."
        )
        return nil
      }
    case let .present(presenter, _, _):
      if !Self.isInHierarchy(presenter) {
        refuse(
          child, .navigation,
          "presenting \(child.ribName) from \(parent.ribName): the presenter is not in a window (UIKit would refuse); nothing changed."
        )
        return nil
      }
      if Self.isBeingDismissed(presenter) {
        refuse(
          child, .navigation,
          "presenting \(child.ribName) from \(parent.ribName): the presenter's own presentation is being dismissed; nothing changed."
        )
        return nil
      }
      if presenter.presentedViewController != nil {
        refuse(
          child, .navigation,
          "presenting \(child.ribName) from \(parent.ribName): the presenter already presents a view controller; nothing changed."
        )
        return nil
      }
      if Self.isInInteractiveTransition(presenter) {
        refuse(
          child, .navigation,
          "presenting \(child.ribName) from \(parent.ribName): the user is dragging a sheet there; nothing changed (try again when the gesture ends)."
        )
        return nil
      }
    }
    if !parent.interactable.isActive {
      refuse(
        child, .navigation,
        "showing \(child.ribName) from \(parent.ribName): \(parent.ribName) is not active (detached, or not attached yet); nothing changed."
      )
      return nil
    }
    if child === parent || Self.isAncestor(child, of: parent) {
      refuse(
        child, .attachWouldCreateCycle,
        "showing \(child.ribName) from \(parent.ribName): \(child.ribName) is \(parent.ribName) or one of its ancestors; nothing changed."
      )
      return nil
    }

    // The screen goes into its container before the RIB is attached: a child that routes from its own
    // `didBecomeActive` (or `didLoad`) then finds its screen in place, and what it shows lands above it.
    let shown: UIViewController
    switch placement {
    case let .push(navigationController):
      navigationController.pushViewController(viewController, animated: animated)
      guard viewController.parent === navigationController else {
        refuse(
          child, .navigation,
          "pushing \(child.ribName) from \(parent.ribName): UIKit refused the push; nothing changed.")
        return nil
      }
      shown = viewController
    case let .present(presenter, style, wrap):
      let presented = wrap ? UINavigationController(rootViewController: viewController) : viewController
      if let style { presented.modalPresentationStyle = style }
      presenter.present(presented, animated: animated, completion: nil)
      guard presenter.presentedViewController === presented else {
        refuse(
          child, .navigation,
          "presenting \(child.ribName) from \(parent.ribName): UIKit refused the presentation (the presenter is not in a window); nothing changed."
        )
        return nil
      }
      shown = presented
    }
    let screen = isEnabled ? track(child, parent: parent, viewController: viewController) : nil
    parent.attachChild(child)
    guard child.parentRouting === parent else {
      // An observer of the attach detached it again: its screen goes too (the detach event took a tracked
      // one already).
      if let screen, !screen.isGone { remove([screen], cause: .businessLogic(detached: child, by: parent)) }
      var swept: [ObjectIdentifier: TrackedScreen] = [:]
      if Self.isInHierarchy(viewController) { takeOffScreen(viewController, owner: child.ribName, sweeping: &swept) }
      return nil
    }
    decide(.shown, child, Self.describeShowing(placement, tracked: screen != nil))
    return shown
  }

  private static func describeShowing(_ placement: Placement, tracked: Bool) -> String {
    let how =
      switch placement {
      case .push: "pushed, then attached"
      case .present(_, _, wrap: true): "presented in a navigation controller, then attached"
      case .present: "presented, then attached"
      }
    return how + (tracked ? "; tracked from now on" : "; not tracked (the sync is disabled)")
  }

  /// Reports why showing `child` was refused, to RIBsDiagnostics and as a decision.
  private func refuse(_ child: any Routing, _ kind: RIBsDiagnostic.Kind, _ message: String) {
    RIBsDiagnostics.report(kind, message)
    decide(.refused, child, message)
  }

  @discardableResult
  private func track(
    _ child: any ViewableRouting, parent: any Routing, viewController: UIViewController
  ) -> TrackedScreen {
    startObservingIfNeeded()
    sequence += 1
    let parentDepth = screenByRouter[ObjectIdentifier(parent)]?.depth ?? Self.depth(of: parent)
    let screen = TrackedScreen(
      sequence: sequence, depth: parentDepth + 1, router: child, parent: parent,
      viewController: viewController)
    screensByViewController[screen.viewControllerID] = screen
    screenByRouter[screen.routerID] = screen
    screensByParent[screen.parentID, default: [:]][screen.viewControllerID] = screen
    if screen.parentIsFlow { flowScreenCount[screen.parentID, default: 0] += 1 }
    return screen
  }

  /// With nothing tracked, NavigationSync listens to nothing (UIKit's and RIBs' event logs cost nothing)
  /// and keeps no tables.
  private func stopObserving() {
    signals = nil
    treeObservation = nil
    screensByParent.removeAll()
  }

  /// The RIB events the sync needs: detaches (business logic removing a RIB).
  private static let treeEventKinds: Set<RIBEvent.Kind> = [.detach]

  private func startObservingIfNeeded() {
    if signals == nil { signals = ContainmentSignals(sync: self) }
    if treeObservation == nil {
      treeObservation = RIBEventLog.observe(kinds: Self.treeEventKinds) { [weak self] event in
        guard let router = event.router else { return }
        self?.routerWasDetached(router, from: event.parent)
      }
    }
  }

  // MARK: - Screen → tree (UIKit signals)

  /// `viewController` left its parent container (`didMove(toParent: nil)`).
  /// A container that leaves takes its children along (a tab's navigation controller removed from the tab
  /// bar): they are looked at too, which costs the number of view controllers that left.
  func viewControllerDidLeaveParent(_ viewController: UIViewController) {
    var leaving = [viewController]
    while let current = leaving.popLast() {
      let id = ObjectIdentifier(current)
      if let screen = screensByViewController[id], pending.updateValue(screen, forKey: id) == nil {
        decide(.signal, screen, "its screen got didMove(toParent: nil); checked once the transition completed")
      }
      leaving.append(contentsOf: current.children)
    }
    scheduleFlushIfNeeded()
  }

  /// `viewController`'s view disappeared; a dismissal when the top of its chain is being dismissed.
  func viewControllerDidDisappear(_ viewController: UIViewController) {
    var root = Self.root(of: viewController)
    // A chain dismissed from below: the presentations under this one may have had their views removed
    // already (full screen), so they send no disappear of their own. Walk down while they are dismissed too.
    while root.isBeingDismissed {
      presentationWasDismissed(root, signal: "viewDidDisappear while its presentation isBeingDismissed")
      guard let presenter = root.presentingViewController else { break }
      root = Self.root(of: presenter)
    }
  }

  /// The presentation whose root is `root` was dismissed (or is finishing its dismissal): the tracked
  /// screens inside it are candidates. Presentations above it send their own signal (the top of a chain is
  /// on screen), and walk down to this one.
  func presentationWasDismissed(_ root: UIViewController, signal: String = "presentationControllerDidDismiss") {
    forEachTrackedScreen(inside: root) { screen in
      if pending.updateValue(screen, forKey: screen.viewControllerID) == nil {
        decide(.signal, screen, "its presentation was dismissed (\(signal)); checked once the transition completed")
      }
    }
    scheduleFlushIfNeeded()
  }

  /// Calls `body` with the tracked screens in `root`'s containment subtree (itself, its children, theirs):
  /// what leaves with it. Costs the number of view controllers in it — no index to keep up to date, so a
  /// screen pushed into a container that is later moved or presented is still found.
  private func forEachTrackedScreen(inside root: UIViewController, _ body: (TrackedScreen) -> Void) {
    var containers = [root]
    while let current = containers.popLast() {
      if let screen = screensByViewController[ObjectIdentifier(current)] { body(screen) }
      containers.append(contentsOf: current.children)
    }
  }

  private func scheduleFlushIfNeeded() {
    guard !pending.isEmpty, !flushScheduled else { return }
    flushScheduled = true
    ContainmentSignals.afterCurrentTransition { [weak self] in self?.flush() }
  }

  /// Detaches the candidates that are really gone. Runs after the transition that signalled them.
  func flush() {
    flushScheduled = false
    guard !pending.isEmpty else { return }
    let candidates = pending.values
    pending.removeAll(keepingCapacity: true)
    var gone: [ObjectIdentifier: TrackedScreen] = [:]
    for screen in candidates {
      if screen.isGone {
        decide(.kept, screen, "already detached; nothing to do")
        continue
      }
      if let viewController = screen.viewController, Self.isInHierarchy(viewController) {
        decide(.kept, screen, "its screen is still in a window (it came back, or another container holds it)")
        continue
      }
      gone[screen.viewControllerID] = screen
    }
    guard !gone.isEmpty else { return }
    // A screen gone with a stack that left the window (a removed tab) leaves that stack as well.
    for screen in Array(gone.values) {
      if let viewController = screen.viewController { removeFromStackOutOfWindow(viewController, sweeping: &gone) }
    }
    // A RIB whose screen went takes the screens of the RIBs attached under it along (a middle screen
    // removed with setViewControllers): a child cannot outlive its parent in the tree.
    sweepScreens(attachedUnder: gone.values.compactMap(\.router), into: &gone)
    remove(Array(gone.values), cause: .user)
  }

  // MARK: - Tree → screen (business logic detached a RIB)

  private func routerWasDetached(_ router: any Routing, from parent: (any Routing)?) {
    let id = ObjectIdentifier(router)
    defer { if screensByParent[id]?.isEmpty == true { screensByParent[id] = nil } }
    var swept: [ObjectIdentifier: TrackedScreen] = [:]
    if let own = screenByRouter[id] { sweep(own, into: &swept) }
    sweepScreens(attachedUnder: [router], into: &swept)
    remove(Array(swept.values), cause: .businessLogic(detached: router, by: parent))
  }

  /// Adds the tracked screens of the RIBs attached (transitively) under `routers` to `swept`, taking
  /// those still shown off screen together with everything above them. Viewless RIBs in between (flows,
  /// coordinators) are walked through. Each router is visited once, so this costs the size of the subtree
  /// that goes, not the depth of the tree times it.
  private func sweepScreens(attachedUnder routers: [any Routing], into swept: inout [ObjectIdentifier: TrackedScreen]) {
    var found: [TrackedScreen] = []
    var seen: Set<ObjectIdentifier> = []
    var parents = routers
    while let parent = parents.popLast() {
      for (id, screen) in screensByParent[ObjectIdentifier(parent)] ?? [:]
      where swept[id] == nil && seen.insert(id).inserted {
        found.append(screen)
        if let router = screen.router { parents.append(router) }
      }
      for child in parent.children where !(child is any ViewableRouting) { parents.append(child) }
    }
    for screen in found.sorted(by: { $0.sequence < $1.sequence }) { sweep(screen, into: &swept) }
  }

  /// Adds `screen` to `swept`, first taking it off screen (with everything above it) if it is still shown,
  /// or out of its stack if that stack is out of the window.
  private func sweep(_ screen: TrackedScreen, into swept: inout [ObjectIdentifier: TrackedScreen]) {
    guard swept[screen.viewControllerID] == nil else { return }
    if let viewController = screen.viewController {
      if Self.isInHierarchy(viewController) {
        decide(
          .takenOff, screen,
          Self.isInInteractiveTransition(viewController)
            ? "the user is dragging its container: taken off when the gesture ends, whichever way it ends"
            : "taken off screen with every screen above it")
        takeOffScreen(viewController, owner: screen.name, sweeping: &swept)
      } else {
        removeFromStackOutOfWindow(viewController, sweeping: &swept)
      }
    }
    swept[screen.viewControllerID] = screen
  }

  /// A screen whose RIB goes while its stack is out of the window (a tab the app removed and keeps, say)
  /// leaves that stack too, with the screens above it, so it cannot come back without its RIB when the
  /// stack is shown again. The stack is not on screen: no transition, no appearance callbacks.
  private func removeFromStackOutOfWindow(
    _ viewController: UIViewController, sweeping swept: inout [ObjectIdentifier: TrackedScreen]
  ) {
    guard let navigationController = viewController.parent as? UINavigationController,
      let index = navigationController.viewControllers.lastIndex(where: { $0 === viewController }), index > 0
    else { return }
    let stack = navigationController.viewControllers
    for above in stack[index...] {
      let id = ObjectIdentifier(above)
      if let screen = screensByViewController[id] { swept[id] = screen }
    }
    navigationController.popToViewController(stack[index - 1], animated: false)
  }

  /// Removes `viewController` and everything above it from its container; records the tracked screens
  /// that go with it. While the user drags that container (a swipe-back, a sheet), nothing is requested:
  /// the screen is taken off when the gesture ends, whichever way it ends (see ``takeOffAfterGesture(_:)``).
  private func takeOffScreen(
    _ viewController: UIViewController, owner: String, sweeping swept: inout [ObjectIdentifier: TrackedScreen]
  ) {
    if let coordinator = Self.interactiveCoordinator(around: viewController) {
      takeOffAfterGesture(viewController, coordinator: coordinator, owner: owner)
      return
    }
    if let navigationController = viewController.parent as? UINavigationController {
      let stack = navigationController.viewControllers
      // Searching from the top costs the number of screens that are about to go. A child out of the stack
      // is already leaving (a pop whose transition has not run yet).
      guard let index = stack.lastIndex(where: { $0 === viewController }) else { return }
      if index > 0 {
        for above in stack[index...] {
          let id = ObjectIdentifier(above)
          if let screen = screensByViewController[id] { swept[id] = screen }
        }
        navigationController.popToViewController(stack[index - 1], animated: true)
        return
      }
      let root = Self.root(of: navigationController)
      guard root.presentingViewController != nil else {
        RIBsDiagnostics.report(
          .navigation,
          "\(owner) was detached but its screen is the first of a navigation stack nobody presented; it stays on screen."
        )
        return
      }
      dismiss(root, sweeping: &swept)
    } else {
      let root = Self.root(of: viewController)
      if root.presentingViewController != nil { dismiss(root, sweeping: &swept) }
    }
  }

  /// Screens whose RIB went while the user was dragging their container, by view controller; weak.
  private var awaitingGestureEnd: [ObjectIdentifier: WeakScreen] = [:]

  /// Takes `viewController` off screen once the gesture in its container ends. Requests made during the
  /// gesture would run after it, against a stack or chain that may have changed meanwhile (a cancelled
  /// swipe puts the top back, a sheet that snaps back is presented again); a request made after looks at
  /// what is really there. Finished or cancelled, a screen whose RIB is gone never stays.
  private func takeOffAfterGesture(
    _ viewController: UIViewController, coordinator: any UIViewControllerTransitionCoordinator, owner: String
  ) {
    let id = ObjectIdentifier(viewController)
    guard awaitingGestureEnd[id] == nil else { return }
    awaitingGestureEnd[id] = WeakScreen(viewController: viewController, owner: owner)
    coordinator.animate(alongsideTransition: nil) { _ in
      ContainmentSignals.afterCurrentTransition { [weak self] in self?.takeOffScreensAwaitingGestureEnd() }
    }
  }

  private func takeOffScreensAwaitingGestureEnd() {
    let waiting = awaitingGestureEnd.values.filter { $0.viewController != nil }
    awaitingGestureEnd.removeAll()
    var swept: [ObjectIdentifier: TrackedScreen] = [:]
    // Lowest first: taking one off takes the ones above it along.
    for entry in waiting.sorted(by: {
      Self.containmentDepth($0.viewController) < Self.containmentDepth($1.viewController)
    }) {
      guard let viewController = entry.viewController, Self.isInHierarchy(viewController) else { continue }
      takeOffScreen(viewController, owner: entry.owner, sweeping: &swept)
    }
    // Screens of RIBs still attached that were above them go the way a user's pop takes them.
    remove(Array(swept.values.filter { !$0.isGone }), cause: .user)
  }

  private func dismiss(_ root: UIViewController, sweeping swept: inout [ObjectIdentifier: TrackedScreen]) {
    // Everything presented above goes too: the chain, read before the dismissal clears it.
    var presented: UIViewController? = root
    while let current = presented {
      forEachTrackedScreen(inside: current) { swept[$0.viewControllerID] = $0 }
      presented = current.presentedViewController
    }
    root.presentingViewController?.dismiss(animated: true, completion: nil)
  }

  // MARK: - Removing

  /// Forgets `screens` and detaches their routers, deepest first, each exactly once. Forgetting comes
  /// first, so the detach events this causes find nothing left to do.
  private func remove(_ screens: [TrackedScreen], cause: Cause) {
    guard !screens.isEmpty else { return }
    let ordered = screens.sorted(by: TrackedScreen.deepestFirst)
    var closedFlows: [(depth: Int, flow: any Routing)] = []
    for screen in ordered {
      forget(screen)
      guard screen.parentIsFlow else { continue }
      let remaining = (flowScreenCount[screen.parentID] ?? 1) - 1
      if remaining > 0 {
        flowScreenCount[screen.parentID] = remaining
      } else {
        flowScreenCount[screen.parentID] = nil
        if let flow = screen.parent, Self.closes(flow, because: cause) { closedFlows.append((screen.depth - 1, flow)) }
      }
    }
    for screen in ordered {
      guard let router = screen.router, let parent = screen.parent, Self.isAttached(router, to: parent) else {
        if case let .businessLogic(detached, by) = cause, screen.routerID == ObjectIdentifier(detached) {
          decide(.detached, screen, "business logic detached it\(by.map { " from \($0.ribName)" } ?? "")")
        }
        continue
      }
      decide(.detached, screen, Self.describeDetach(of: screen, cause: cause))
      parent.detachChild(router)
    }
    for (_, flow) in closedFlows.sorted(by: { $0.depth > $1.depth }) { close(flow) }
  }

  private static func describeDetach(of screen: TrackedScreen, cause: Cause) -> String {
    switch cause {
    case .user:
      "its screen left its container (the user or UIKit): detached from \(screen.parent?.ribName ?? "its parent"), deepest first"
    case let .businessLogic(detached, _): "its screen went with \(detached.ribName)'s, which business logic detached"
    }
  }

  private func forget(_ screen: TrackedScreen) {
    screen.isGone = true
    let vcID = screen.viewControllerID
    screensByViewController[vcID] = nil
    pending[vcID] = nil
    if screenByRouter[screen.routerID] === screen { screenByRouter[screen.routerID] = nil }
    // An emptied table stays for the parent's next child (no reallocation per push and pop); it goes
    // when the parent is detached, or when nothing is tracked any more.
    screensByParent[screen.parentID]?[vcID] = nil
    if screensByViewController.isEmpty { stopObserving() }
  }

  /// Whether a flow that lost its last screen for `cause` is closed. The user closing it, yes. Business
  /// logic: not when the code that detached knows — the flow itself or its subtree was detached, or the
  /// flow detached its own screen (to show another); yes when an unrelated detach took the flow's screens
  /// along (they were above the detached screen).
  private static func closes(_ flow: any Routing, because cause: Cause) -> Bool {
    guard case let .businessLogic(detached, detachingParent) = cause else { return true }
    if flow === detachingParent { return false }
    var current: (any Routing)? = flow
    while let router = current {
      if router === detached { return false }
      current = router.parentRouting
    }
    return true
  }

  /// The user closed a viewless flow's last screen: tell it, and make sure it ends up detached.
  private func close(_ flow: any Routing) {
    guard flow.parentRouting != nil else { return }
    (flow.interactable as? any NavigationFlowInteractable)?.navigationFlowDidClose()
    if let parent = flow.parentRouting {
      parent.detachChild(flow)
      decide(
        .flowClosed, flow,
        "its last screen went; navigationFlowDidClose() left it attached, so the sync detached it (fallback)")
    } else {
      decide(.flowClosed, flow, "its last screen went; navigationFlowDidClose() told its listener, which detached it")
    }
  }

  // MARK: - Decisions

  private final class DecisionObserver {
    let handler: @MainActor (NavigationSyncDecision) -> Void
    init(_ handler: @escaping @MainActor (NavigationSyncDecision) -> Void) { self.handler = handler }
  }

  private var decisionObservers: [DecisionObserver] = []

  /// Whether anyone observes the decisions; none is built otherwise.
  public var hasDecisionObservers: Bool { !decisionObservers.isEmpty }

  /// Calls `handler` with every decision the sync takes from now on (``NavigationSyncDecision``), in
  /// order, synchronously, until the returned cancellable is cancelled or deallocated. A handler only
  /// observes: it should not show or detach RIBs.
  public func observeDecisions(_ handler: @escaping @MainActor (NavigationSyncDecision) -> Void) -> AnyCancellable {
    let observer = DecisionObserver(handler)
    decisionObservers.append(observer)
    return AnyCancellable { [weak self, weak observer] in
      MainActor.assumeIsolated { self?.decisionObservers.removeAll { $0 === observer } }
    }
  }

  private func decide(_ kind: NavigationSyncDecision.Kind, _ router: any Routing, _ detail: @autoclosure () -> String) {
    guard !decisionObservers.isEmpty else { return }
    deliver(
      NavigationSyncDecision(kind: kind, ribName: router.ribName, ribID: ObjectIdentifier(router), detail: detail()))
  }

  private func decide(_ kind: NavigationSyncDecision.Kind, _ screen: TrackedScreen, _ detail: @autoclosure () -> String)
  {
    guard !decisionObservers.isEmpty else { return }
    deliver(NavigationSyncDecision(kind: kind, ribName: screen.name, ribID: screen.routerID, detail: detail()))
  }

  private func deliver(_ decision: NavigationSyncDecision) {
    for observer in decisionObservers { observer.handler(decision) }
  }

  // MARK: - Describing

  /// The number of screens being tracked.
  public var trackedScreenCount: Int { screensByViewController.count }

  /// Whether `router`'s screen is tracked (shown through NavigationSync and not yet removed).
  public func isTracking(_ router: any ViewableRouting) -> Bool { screenByRouter[ObjectIdentifier(router)] != nil }

  /// Where `router`'s screen is: tab, stack position, sheet; "not in any container" when it is nowhere.
  public func placement(of router: any ViewableRouting) -> ScreenPlacement {
    ScreenPlacement.of(router.viewControllable.uiviewController)
  }

  /// The RIBs under `root` (itself included) that are attached but whose screen is in no container: the
  /// leak uber's LeakDetector cannot see, since the RIB is still attached and active. Walks the tree; meant
  /// for diagnostics (the shell's `leaks`, tests), not for every event.
  public func screenlessRIBs(under root: any Routing) -> [any ViewableRouting] {
    var result: [any ViewableRouting] = []
    var stack: [any Routing] = [root]
    while let router = stack.popLast() {
      if let viewable = router as? any ViewableRouting,
        !Self.isInHierarchy(viewable.viewControllable.uiviewController)
      {
        result.append(viewable)
      }
      stack.append(contentsOf: router.children.reversed())
    }
    return result
  }

  /// The viewless RIBs under `root` (flows like Topup) that are attached, have RIBs with screens under
  /// them, and none of those screens is in a container: a flow stranded when its screens went without the
  /// sync. Walks the tree; meant for diagnostics.
  public func strandedFlows(under root: any Routing) -> [any Routing] {
    // Post-order without recursion: for each node, whether its subtree has a screen, and whether one is shown.
    var result: [any Routing] = []
    var summary: [ObjectIdentifier: (hasScreen: Bool, showsScreen: Bool)] = [:]
    var stack: [(router: any Routing, childrenDone: Bool)] = [(root, false)]
    while let (router, childrenDone) = stack.popLast() {
      guard childrenDone else {
        stack.append((router, true))
        stack.append(contentsOf: router.children.reversed().map { ($0, false) })
        continue
      }
      var hasScreen = false
      var showsScreen = false
      for child in router.children {
        let childSummary = summary.removeValue(forKey: ObjectIdentifier(child)) ?? (false, false)
        hasScreen = hasScreen || childSummary.hasScreen
        showsScreen = showsScreen || childSummary.showsScreen
      }
      if let viewable = router as? any ViewableRouting {
        hasScreen = true
        showsScreen = showsScreen || Self.isInHierarchy(viewable.viewControllable.uiviewController)
      } else if hasScreen, !showsScreen, router !== root {
        result.append(router)
      }
      summary[ObjectIdentifier(router)] = (hasScreen, showsScreen)
    }
    return result
  }

  /// Forgets every tracked screen without detaching anything (for a shell `reset` or between tests).
  public func reset() {
    screensByViewController = [:]
    screenByRouter = [:]
    screensByParent = [:]
    flowScreenCount = [:]
    pending = [:]
    stopObserving()
  }

  // MARK: - Helpers

  /// The top of `viewController`'s containment chain (itself when it has no parent).
  static func root(of viewController: UIViewController) -> UIViewController {
    var top = viewController
    while let parent = top.parent { top = parent }
    return top
  }

  /// Whether `viewController` is in a window's hierarchy: its chain ends at a presentation (not yet
  /// dismissed, or one being dragged) or at a window's root.
  static func isInHierarchy(_ viewController: UIViewController) -> Bool {
    let top = root(of: viewController)
    return top.presentingViewController != nil || top.viewIfLoaded?.window != nil
  }

  /// Whether the presentation `viewController` is in is being dismissed: its presenter no longer presents
  /// it (a dismissal was requested and has not finished, or the user is dragging it away).
  static func isBeingDismissed(_ viewController: UIViewController) -> Bool {
    let top = root(of: viewController)
    guard let presenter = top.presentingViewController else { return false }
    return presenter.presentedViewController !== top
  }

  private static func isAttached(_ router: any Routing, to parent: any Routing) -> Bool {
    if let current = router.parentRouting { return current === parent }
    return parent.hasChild(router)  // O(1) for a Router: no scan of the siblings
  }

  /// Whether `viewController` or a container it is in takes part in a transition the user drives (a
  /// swipe-back, a sheet being dragged): a request there would only run after the gesture, when it may no
  /// longer make sense.
  private static func isInInteractiveTransition(_ viewController: UIViewController) -> Bool {
    interactiveCoordinator(around: viewController) != nil
  }

  /// The coordinator of the transition the user drives that `viewController` or a container it is in takes
  /// part in; nil when there is none. Costs the containment depth.
  private static func interactiveCoordinator(
    around viewController: UIViewController
  ) -> (any UIViewControllerTransitionCoordinator)? {
    var current: UIViewController? = viewController
    while let node = current {
      if let coordinator = node.transitionCoordinator, coordinator.isInteractive { return coordinator }
      current = node.parent
    }
    return nil
  }

  /// The number of containers and presentations under `viewController` (0 for a window's root).
  private static func containmentDepth(_ viewController: UIViewController?) -> Int {
    var depth = 0
    var current = viewController
    while let node = current {
      depth += 1
      current = node.parent ?? node.presentingViewController
    }
    return depth
  }

  /// Whether `candidate` is an ancestor of `router` in the RIB tree (O(depth)).
  private static func isAncestor(_ candidate: any Routing, of router: any Routing) -> Bool {
    var current = router.parentRouting
    while let next = current {
      if next === candidate { return true }
      current = next.parentRouting
    }
    return false
  }

  private static func depth(of router: any Routing) -> Int {
    var depth = 0
    var current = router.parentRouting
    while let next = current {
      depth += 1
      current = next.parentRouting
    }
    return depth
  }
}
