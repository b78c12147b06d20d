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
      RIBsDiagnostics.report(
        .navigation,
        "showing \(child.ribName) from \(parent.ribName): it is already attached to \(current.ribName); nothing changed.")
      return nil
    }
    if viewController.parent != nil || viewController.presentingViewController != nil {
      RIBsDiagnostics.report(
        .navigation,
        "showing \(child.ribName) from \(parent.ribName): its view controller is already in a container; nothing changed.")
      return nil
    }
    switch placement {
    case let .push(navigationController):
      if viewController is UINavigationController {
        RIBsDiagnostics.report(
          .navigation,
          "pushing \(child.ribName) from \(parent.ribName): its view controller is a navigation controller, which cannot be pushed; nothing changed.")
        return nil
      }
      if navigationController.transitionCoordinator?.isInteractive == true {
        RIBsDiagnostics.report(
          .navigation,
          "pushing \(child.ribName) from \(parent.ribName): the user is swiping that stack; nothing changed (try again when the gesture ends).")
        return nil
      }
    case let .present(presenter, _, _):
      if presenter.presentedViewController != nil {
        RIBsDiagnostics.report(
          .navigation,
          "presenting \(child.ribName) from \(parent.ribName): the presenter already presents a view controller; nothing changed.")
        return nil
      }
      if presenter.transitionCoordinator?.isInteractive == true {
        RIBsDiagnostics.report(
          .navigation,
          "presenting \(child.ribName) from \(parent.ribName): the user is dragging a sheet there; nothing changed (try again when the gesture ends).")
        return nil
      }
    }
    parent.attachChild(child)
    guard child.parentRouting === parent else { return nil }  // refused by RIBs, which reported why

    let shown: UIViewController
    switch placement {
    case let .push(navigationController):
      navigationController.pushViewController(viewController, animated: animated)
      shown = viewController
    case let .present(presenter, style, wrap):
      let presented = wrap ? UINavigationController(rootViewController: viewController) : viewController
      if let style { presented.modalPresentationStyle = style }
      presenter.present(presented, animated: animated, completion: nil)
      guard presenter.presentedViewController === presented else {
        // UIKit refused (the presenter is not in a window): undo the attach, leave the tree as it was.
        parent.detachChild(child)
        RIBsDiagnostics.report(
          .navigation,
          "presenting \(child.ribName) from \(parent.ribName): UIKit refused the presentation; \(child.ribName) was detached again.")
        return nil
      }
      shown = presented
    }
    if isEnabled { track(child, parent: parent, viewController: viewController) }
    return shown
  }

  private func track(
    _ child: any ViewableRouting, parent: any Routing, viewController: UIViewController
  ) {
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
      if let screen = screensByViewController[id] { pending[id] = screen }
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
      presentationWasDismissed(root)
      guard let presenter = root.presentingViewController else { break }
      root = Self.root(of: presenter)
    }
  }

  /// The presentation whose root is `root` was dismissed (or is finishing its dismissal): the tracked
  /// screens inside it are candidates. Presentations above it send their own signal (the top of a chain is
  /// on screen), and walk down to this one.
  func presentationWasDismissed(_ root: UIViewController) {
    forEachTrackedScreen(inside: root) { pending[$0.viewControllerID] = $0 }
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
    for screen in candidates where !screen.isGone {
      if let viewController = screen.viewController, Self.isInHierarchy(viewController) { continue }
      gone[screen.viewControllerID] = screen
    }
    guard !gone.isEmpty else { return }
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
      for (id, screen) in screensByParent[ObjectIdentifier(parent)] ?? [:] where swept[id] == nil && seen.insert(id).inserted {
        found.append(screen)
        if let router = screen.router { parents.append(router) }
      }
      for child in parent.children where !(child is any ViewableRouting) { parents.append(child) }
    }
    for screen in found.sorted(by: { $0.sequence < $1.sequence }) { sweep(screen, into: &swept) }
  }

  /// Adds `screen` to `swept`, first taking it off screen (with everything above it) if it is still shown.
  private func sweep(_ screen: TrackedScreen, into swept: inout [ObjectIdentifier: TrackedScreen]) {
    guard swept[screen.viewControllerID] == nil else { return }
    if let viewController = screen.viewController, Self.isInHierarchy(viewController) {
      takeOffScreen(viewController, owner: screen.name, sweeping: &swept)
    }
    swept[screen.viewControllerID] = screen
  }

  /// Removes `viewController` and everything above it from its container; records the tracked screens
  /// that go with it.
  private func takeOffScreen(
    _ viewController: UIViewController, owner: String, sweeping swept: inout [ObjectIdentifier: TrackedScreen]
  ) {
    if let navigationController = viewController.parent as? UINavigationController {
      let stack = navigationController.viewControllers
      // Searching from the top costs the number of screens that are about to go.
      guard let index = stack.lastIndex(where: { $0 === viewController }) else {
        // Still a child but out of the stack: the user is swiping it away. Ask for a pop to what the stack
        // shows; UIKit runs it when the gesture ends, so a cancelled swipe does not bring the screen back.
        if let top = stack.last { navigationController.popToViewController(top, animated: true) }
        return
      }
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
          "\(owner) was detached but its screen is the first of a navigation stack nobody presented; it stays on screen.")
        return
      }
      dismiss(root, sweeping: &swept)
    } else {
      let root = Self.root(of: viewController)
      if root.presentingViewController != nil { dismiss(root, sweeping: &swept) }
    }
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
      guard let router = screen.router, let parent = screen.parent, Self.isAttached(router, to: parent) else { continue }
      parent.detachChild(router)
    }
    for (_, flow) in closedFlows.sorted(by: { $0.depth > $1.depth }) { close(flow) }
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
    if let parent = flow.parentRouting { parent.detachChild(flow) }
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
        !Self.isInHierarchy(viewable.viewControllable.uiviewController) {
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
      || top.presentedViewController != nil
  }

  private static func isAttached(_ router: any Routing, to parent: any Routing) -> Bool {
    if let current = router.parentRouting { return current === parent }
    return parent.hasChild(router)  // O(1) for a Router: no scan of the siblings
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
