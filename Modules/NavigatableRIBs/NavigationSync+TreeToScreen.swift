// Tree → screen: business logic detached a RIB; its screens and those above them leave their containers.
import OrderedCollections

extension NavigationSync {
  func routerWasDetached(_ router: any Routing, from parent: (any Routing)?) {
    let id = ObjectIdentifier(router)
    // A flow the sync told it closed goes as its screens did: with the cause of that removal.
    let closingCause = tracked.takeClosingCause(of: id)
    // The detached router's table goes if it is empty; if not, screens are attached under it.
    let hasScreensAttached = tracked.forgetParentIfEmpty(id)
    // Nothing tracked: nothing to sweep. The usual detach — a RIB with no screen of its own tracked and
    // nothing tracked under it (the sync's own detach of a screen it forgot first, a viewless leaf) — has
    // nothing to sweep either.
    guard tracksAnyScreen, hasScreensAttached || tracked.screen(of: id) != nil || router.hasViewlessChildren else {
      return
    }
    // What the removal below empties goes too.
    defer { tracked.forgetParentIfEmpty(id) }
    var swept = GatheredScreens()
    let cause = closingCause ?? .businessLogic(detached: router, by: parent)
    if let own = tracked.screen(of: id) { sweep(own, cause: cause, into: &swept) }
    // Every screen swept so far (its own, the ones above it, a presentation's in the order they were
    // found, not necessarily its own first) has RIBs under it whose screens go too.
    sweepScreens(attachedUnder: router, andUnderScreensOf: &swept, cause: cause)
    // Handed over whole: `remove` lets each screen go as its RIB is detached.
    let screens = swept.values.elements
    swept = [:]
    remove(screens, cause: cause)
  }

  /// Whether ``sweepScreens(attachedUnder:andUnderScreensOf:cause:)`` could find anything under `router`:
  /// a tracked screen attached to it, or a viewless child (a flow) to walk through. O(1) for a leaf.
  func hasTrackedScreens(under router: any Routing) -> Bool {
    tracked.hasScreens(attachedTo: ObjectIdentifier(router)) || router.hasViewlessChildren
  }

  /// Adds the tracked screens of the RIBs attached (transitively) under `router` and under the RIBs of
  /// the screens in `swept` to `swept`, taking those still shown off screen together with everything above
  /// them — and, in turn, the screens of the RIBs under those (a screen above can have a sheet or a child
  /// of its own), until nothing is added, so that one removal holds every screen that goes and detaches
  /// them deepest first. Viewless RIBs in between (flows, coordinators) are walked through. Each router is
  /// visited once per round, so this costs the size of what goes, not the depth of the tree times it.
  func sweepScreens(
    attachedUnder router: (any Routing)?, andUnderScreensOf swept: inout GatheredScreens, cause: Cause
  ) {
    var rootsStart = 0
    var routers = router.map { [$0] } ?? []
    while rootsStart < swept.count || !routers.isEmpty {
      let before = swept.count
      sweepScreensOnce(attachedUnder: routers, andUnderScreensFrom: rootsStart, cause: cause, into: &swept)
      routers = []
      rootsStart = before
    }
  }

  /// One round of ``sweepScreens(attachedUnder:andUnderScreensOf:cause:)``: what is under `routers` and
  /// under the RIBs of `swept`'s screens from position `rootsStart` on.
  ///
  /// The screens are read in place, their RIBs as each is walked: a removal of thousands of screens keeps
  /// no array of their routers (retaining them, then releasing them, would read each again).
  private func sweepScreensOnce(
    attachedUnder routers: [any Routing], andUnderScreensFrom rootsStart: Int, cause: Cause,
    into swept: inout GatheredScreens
  ) {
    var found: [TrackedScreen] = []
    // Each router is walked once: a RIB's screen is found under its parent, and the RIB is often a root of
    // this round as well (a popToRoot's: every RIB that goes is).
    var walked: Set<ObjectIdentifier> = []
    walked.reserveCapacity(swept.count - rootsStart + routers.count)
    var parents = routers
    var nextRoot = swept.count
    while true {
      let parent: any Routing
      if let next = parents.popLast() {
        parent = next
      } else if nextRoot > rootsStart {
        // The roots from the last: in a stack's order, that is the deepest first, each found walked already
        // when its parent is reached.
        nextRoot -= 1
        let screen = swept.values[nextRoot]
        guard !walked.contains(screen.routerID), let screenRouter = screen.router else { continue }
        parent = screenRouter
      } else {
        break
      }
      guard walked.insert(ObjectIdentifier(parent)).inserted else { continue }
      for (id, screen) in tracked.screens(attachedTo: ObjectIdentifier(parent)) {
        // A screen swept already (taken along with a presentation above it) still has RIBs under it.
        if swept[id] == nil { found.append(screen) }
        if !walked.contains(screen.routerID), let router = screen.router { parents.append(router) }
      }
      if parent.hasViewlessChildren {
        for child in parent.children where !(child is any ViewableRouting) { parents.append(child) }
      }
    }
    for screen in TrackedScreen.ordered(found, by: TrackedScreen.registrationOrder) {
      sweep(screen, cause: cause, into: &swept)
    }
  }

  /// Adds `screen` to `swept`, first taking it off screen (with everything above it) if it is still shown,
  /// or out of its stack if that stack is out of the window.
  func sweep(
    _ screen: TrackedScreen, cause: Cause, into swept: inout GatheredScreens
  ) {
    guard swept[screen.viewControllerID] == nil else { return }
    if let viewController = screen.viewController {
      if Self.isInHierarchy(viewController) {
        decide(
          .takenOff, screen,
          Self.isInInteractiveTransition(viewController)
            ? "the user is dragging its container: taken off when the gesture ends, whichever way it ends"
            : "taken off screen with every screen above it")
        takeOffScreen(viewController, owner: screen.name, cause: cause, sweeping: &swept)
      } else {
        removeFromStackOutOfWindow(viewController, sweeping: &swept)
      }
    }
    swept[screen.viewControllerID] = screen
  }

  /// A screen whose RIB goes while its stack is out of the window (a tab the app removed and keeps, say)
  /// leaves that stack too, with the screens above it, so it cannot come back without its RIB when the
  /// stack is shown again. The stack is not on screen: no transition, no appearance callbacks.
  @discardableResult
  func removeFromStackOutOfWindow(
    _ viewController: UIViewController, sweeping swept: inout GatheredScreens
  ) -> Bool {
    guard let navigationController = viewController.parent as? UINavigationController,
      let index = navigationController.viewControllers.lastIndexOfIdentical(viewController), index > 0
    else { return false }
    let stack = navigationController.viewControllers
    for above in stack[index...] {
      let id = ObjectIdentifier(above)
      if let screen = tracked.screen(showing: id) { swept[id] = screen }
    }
    navigationController.popToViewController(stack[index - 1], animated: false)
    return true
  }

  /// Removes `viewController` and everything above it from its container; records the tracked screens
  /// that go with it. While the user drags that container (a swipe-back, a sheet), nothing is requested:
  /// the screen is taken off when the gesture ends, whichever way it ends (see ``takeOffAfterGesture(_:)``).
  /// Returns whether UIKit was asked for a pop or a dismissal now.
  @discardableResult
  func takeOffScreen(
    _ viewController: UIViewController, owner: String, cause: Cause,
    sweeping swept: inout GatheredScreens
  ) -> Bool {
    // What goes is decided now, from the containers as they are when business logic asks: the screen and
    // every screen above it. While the user drags the container, only UIKit's part waits for the gesture.
    let coordinator = Self.interactiveCoordinator(around: viewController)
    if let navigationController = viewController.parent as? UINavigationController {
      let stack = navigationController.viewControllers
      // Searching from the top costs the number of screens that are about to go. A child out of the stack
      // is already leaving: a pop whose transition has not run yet, or the screen the user is swiping away
      // (it comes back if the swipe is cancelled, so it is taken off when the gesture ends).
      guard let index = stack.lastIndexOfIdentical(viewController) else {
        if let coordinator { takeOffAfterGesture(viewController, coordinator: coordinator, owner: owner, cause: cause) }
        return false
      }
      if index > 0 {
        for above in stack[index...] {
          let id = ObjectIdentifier(above)
          if let screen = tracked.screen(showing: id) { swept[id] = screen }
        }
        if let coordinator {
          // The screen the user is swiping away is above all of them (UIKit has taken it out of
          // `viewControllers` already; it comes back if the swipe is cancelled).
          if let swiped = coordinator.viewController(forKey: .from), swiped.parent === navigationController,
            let screen = tracked.screen(showing: ObjectIdentifier(swiped))
          {
            swept[screen.viewControllerID] = screen
          }
          takeOffAfterGesture(viewController, coordinator: coordinator, owner: owner, cause: cause)
          return false
        }
        // A stack whose presentation is already being dismissed leaves with it: nothing more is asked.
        guard !Self.isBeingDismissed(navigationController) else { return false }
        navigationController.popToViewController(stack[index - 1], animated: true)
        return true
      }
    }
    let root = Self.root(of: viewController)
    guard root.presentingViewController != nil else {
      if viewController.parent is UINavigationController {
        RIBsDiagnostics.report(
          .navigation,
          "\(owner) was detached but its screen is the first of a navigation stack nobody presented; it stays on screen."
        )
      }
      return false
    }
    if let coordinator {
      collectPresentedChain(from: root, into: &swept)
      takeOffAfterGesture(viewController, coordinator: coordinator, owner: owner, cause: cause)
      return false
    }
    return dismiss(root, sweeping: &swept)
  }

  /// Takes `viewController` off screen once the gesture in its container ends. Requests made during the
  /// gesture would run after it, against a stack or chain that may have changed meanwhile (a cancelled
  /// swipe puts the top back, a sheet that snaps back is presented again); a request made after looks at
  /// what is really there. Finished or cancelled, a screen whose RIB is gone never stays. The detach's
  /// `cause` goes with it: the outcome is the one the same detach would have had with no gesture.
  func takeOffAfterGesture(
    _ viewController: UIViewController, coordinator: any UIViewControllerTransitionCoordinator, owner: String,
    cause: Cause
  ) {
    guard tracked.awaitGestureEnd(WeakScreen(viewController: viewController, owner: owner, cause: cause)) else {
      return
    }
    coordinator.animate(alongsideTransition: nil) { _ in
      ContainmentSignals.afterCurrentTransition { [weak self] in self?.takeOffScreensAwaitingGestureEnd() }
    }
  }

  /// The detail of the decision made for each screen taken off when a gesture ends, in the order the
  /// sync asks UIKit.
  static let takenOffAtGestureEndDetail = "the gesture ended: taken off now, with every screen above it"

  func takeOffScreensAwaitingGestureEnd() {
    let waiting = tracked.takeAwaitingGestureEnd()
    // Lowest first (taking one off takes the ones above it along); among equals, in the order asked for.
    let depths = waiting.map { Self.containmentDepth($0.element.viewController) }
    let ordered = waiting.indices.sorted {
      RemovalOrder.requests((depths[$0], waiting[$0].offset), before: (depths[$1], waiting[$1].offset))
    }.map { waiting[$0] }
    // Screens an earlier request took along: asking again would be a second request for what is leaving.
    var takenAlong: Set<ObjectIdentifier> = []
    for (_, entry) in ordered {
      guard let viewController = entry.viewController, !takenAlong.contains(ObjectIdentifier(viewController)) else {
        continue
      }
      var swept = GatheredScreens()
      // The gesture is over: what is in a window is taken off with everything above it; what is not (a
      // stack a full-screen presentation covers while its dismissal runs) leaves its stack directly.
      let requested: Bool
      if Self.isInHierarchy(viewController) {
        requested = takeOffScreen(viewController, owner: entry.owner, cause: entry.cause, sweeping: &swept)
      } else {
        // A pop out of a stack in no container any more (a sheet the user swiped away) is made, but it
        // changes nothing anyone sees: it is not a request about the app's containers.
        let stackIsInAContainer = Self.isInAContainer(viewController.parent)
        requested = removeFromStackOutOfWindow(viewController, sweeping: &swept) && stackIsInAContainer
      }
      if requested { decide(.takenOff, named: entry.owner, Self.takenOffAtGestureEndDetail) }
      takenAlong.formUnion(swept.keys)
      // Screens of RIBs still attached that were above it go for the same cause as with no gesture.
      remove(Array(swept.values.filter { !$0.isGone }), cause: entry.cause)
    }
  }

  /// Dismisses the presentation whose root is `root`, with everything above it; records the tracked
  /// screens that go. Returns whether UIKit was asked (not when the presentation is already leaving).
  @discardableResult
  func dismiss(_ root: UIViewController, sweeping swept: inout GatheredScreens) -> Bool {
    // Everything presented above goes too: the chain, read before the dismissal clears it.
    collectPresentedChain(from: root, into: &swept)
    // A presentation already being dismissed (app code asked first) is leaving: asking again would reach a
    // presenter that presents nothing any more, and UIKit would dismiss the presenter itself.
    guard !Self.isBeingDismissed(root), let presenter = root.presentingViewController else { return false }
    presenter.dismiss(animated: true, completion: nil)
    return true
  }

  /// Whether `container` is held by a container or a presentation.
  static func isInAContainer(_ container: UIViewController?) -> Bool {
    guard let container else { return false }
    return container.parent != nil || container.presentingViewController != nil
  }

  /// Adds the tracked screens in the presentation `root` and in every presentation above it to `swept`.
  func collectPresentedChain(from root: UIViewController, into swept: inout GatheredScreens) {
    var presented: UIViewController? = root
    while let current = presented {
      forEachTrackedScreen(inside: current) { swept[$0.viewControllerID] = $0 }
      // The sheet the user is dragging counts as above, however far up the chain: while the drag lasts,
      // its presenter does not list it.
      presented = current.presentedViewController ?? Self.sheetBeingDragged(from: current)
    }
  }

  /// The sheet the user is dragging away from `presenter` (which, during the drag, does not list it as
  /// presented); nil when there is none.
  static func sheetBeingDragged(from presenter: UIViewController) -> UIViewController? {
    guard let coordinator = presenter.transitionCoordinator, coordinator.isInteractive,
      let dragged = coordinator.viewController(forKey: .from), dragged !== presenter,
      dragged.presentingViewController === presenter
    else { return nil }
    return dragged
  }
}
