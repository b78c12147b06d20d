// Showing a child: the refusal rules, then the screen into its container, then the attach.
import OrderedCollections

extension NavigationSync {
  /// Attaches `child` to `parent` and shows its screen; returns what was pushed or presented.
  func show(
    _ child: any ViewableRouting, from parent: any Routing, destination: Destination, animated: Bool
  ) -> UIViewController? {
    let viewController = child.viewControllable.uiviewController
    // The top of the stack's containment, for a push: found by the refusal rules' walk up the containers.
    var stackTop: UIViewController?
    if let (kind, message) = refusalToShow(child, from: parent, destination: destination, stackTop: &stackTop) {
      refuse(child, kind, message)
      return nil
    }

    // The screen goes into its container before the RIB is attached: a child that routes from its own
    // `didBecomeActive` (or `didLoad`) then finds its screen in place, and what it shows lands above it.
    let shown: UIViewController
    switch destination {
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
          "presenting \(child.ribName) from \(parent.ribName): UIKit refused the presentation (the presenter is not in a window); nothing changed. \(Self.launchFlowHint)"
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
      let cause = Cause.businessLogic(detached: child, by: parent)
      var planner = RemovalPlanner(tracked: tracked)
      if Self.isInHierarchy(viewController) {
        planner.takeOffScreen(viewController, owner: child.ribName, cause: cause)
      }
      apply(planner.plan(forgetting: screen.flatMap { $0.isGone ? nil : [$0] } ?? [], cause: cause))
      return nil
    }
    announce(.shown, child, Self.describeShowing(destination, tracked: screen != nil))
    if let screen, let stackTop, !Self.isInHierarchy(root: stackTop),
      !Self.isInLaunchedRootsContainment(viewController, of: parent)
    {
      checkAfterTransition(screen)
    }
    return shown
  }

  /// A push onto a stack no container holds (a tab the app removed, or a stack built before it is shown):
  /// UIKit takes it, so the sync does too, and checks the screen once the transition completed, as it
  /// checks a screen a UIKit signal named. A stack shown by then (presented, or put in a tab) keeps it; a
  /// stack still in no container loses it and its RIB is detached: a RIB never stays attached with its
  /// screen in no container.
  private func checkAfterTransition(_ screen: TrackedScreen) {
    guard tracked.markPending(screen) else { return }
    announce(.signal, screen, "pushed onto a stack in no container; checked once the transition completed")
    scheduleCandidateCheckIfNeeded()
  }

  /// The first rule that refuses showing `child` from `parent` at `destination`, as a diagnostic's kind and
  /// message; nil when RIBs and UIKit would accept it. Checked before anything changes (guarantee 1): the
  /// child is never attached, its screen never shown. In order: the child is attached or shown already; a
  /// push of a navigation controller, onto a stack being dismissed, being swiped or under a sheet being
  /// dragged; a presentation from a
  /// presenter out of every window, being dismissed, already presenting or being dragged; an inactive
  /// parent; a cycle. For a push, `stackTop` receives the top of the stack's containment (the walk the
  /// rules make), which ``show(_:from:destination:animated:)`` asks again after the push.
  func refusalToShow(
    _ child: any ViewableRouting, from parent: any Routing, destination: Destination, stackTop: inout UIViewController?
  ) -> (RIBsDiagnostic.Kind, String)? {
    let viewController = child.viewControllable.uiviewController
    if let current = child.parentRouting {
      return (
        .navigation,
        "showing \(child.ribName) from \(parent.ribName): it is already attached to \(current.ribName); nothing changed."
      )
    }
    if viewController.parent != nil || viewController.presentingViewController != nil {
      return (
        .navigation,
        "showing \(child.ribName) from \(parent.ribName): its view controller is already in a container; nothing changed."
      )
    }
    switch destination {
    case let .push(navigationController):
      if viewController is UINavigationController {
        return (
          .navigation,
          "pushing \(child.ribName) from \(parent.ribName): its view controller is a navigation controller, which cannot be pushed; nothing changed."
        )
      }
      // One walk up the containers answers both questions below.
      let (top, coordinator) = Self.rootAndInteractiveCoordinator(of: navigationController)
      stackTop = top
      if Self.isBeingDismissed(root: top) {
        return (
          .navigation,
          "pushing \(child.ribName) from \(parent.ribName): that stack's presentation is being dismissed; nothing changed."
        )
      }
      if let coordinator {
        return (
          .navigation,
          Self.isSwipeBack(of: navigationController, coordinator)
            ? "pushing \(child.ribName) from \(parent.ribName): the user is swiping that stack; nothing changed (try again when the gesture ends)."
            : "pushing \(child.ribName) from \(parent.ribName): the user is dragging a sheet there; nothing changed (try again when the gesture ends)."
        )
      }
    case let .present(presenter, _, _):
      if !Self.isInHierarchy(presenter) {
        return (
          .navigation,
          "presenting \(child.ribName) from \(parent.ribName): the presenter is not in a window (UIKit would refuse); nothing changed. \(Self.launchFlowHint)"
        )
      }
      if Self.isBeingDismissed(presenter) {
        return (
          .navigation,
          "presenting \(child.ribName) from \(parent.ribName): the presenter's own presentation is being dismissed; nothing changed."
        )
      }
      if presenter.presentedViewController != nil {
        return (
          .navigation,
          "presenting \(child.ribName) from \(parent.ribName): the presenter already presents a view controller; nothing changed."
        )
      }
      if Self.isInInteractiveTransition(presenter) {
        return (
          .navigation,
          "presenting \(child.ribName) from \(parent.ribName): the user is dragging a sheet there; nothing changed (try again when the gesture ends)."
        )
      }
    }
    if !parent.interactable.isActive {
      return (
        .navigation,
        "showing \(child.ribName) from \(parent.ribName): \(parent.ribName) is not active (detached, or not attached yet); nothing changed."
      )
    }
    // Only a router with children can be an ancestor: a fresh child skips the walk up from the parent
    // (walking up on every push would make pushing a chain of n screens cost O(n²)).
    if child === parent || !child.children.isEmpty && Self.isAncestor(child, of: parent) {
      return (
        .attachWouldCreateCycle,
        "showing \(child.ribName) from \(parent.ribName): \(child.ribName) is \(parent.ribName) or one of its ancestors; nothing changed."
      )
    }

    return nil
  }

  /// Where a refusal to present from a screen out of every window sends the reader: a flow that starts at
  /// launch is attached once the window is shown.
  static let launchFlowHint =
    "A flow that starts at launch is attached after the window is shown (Documentation/Features.md, \"A flow that starts at launch\")."

  static func describeShowing(_ destination: Destination, tracked: Bool) -> String {
    let how =
      switch destination {
      case .push: "pushed, then attached"
      case .present(_, _, wrap: true): "presented in a navigation controller, then attached"
      case .present: "presented, then attached"
      }
    return how + (tracked ? "; tracked from now on" : "; not tracked (the sync is disabled)")
  }

  /// Reports why showing `child` was refused, to RIBsDiagnostics and as a decision.
  func refuse(_ child: any Routing, _ kind: RIBsDiagnostic.Kind, _ message: String) {
    RIBsDiagnostics.report(kind, message)
    announce(.refused, child, message)
  }

  @discardableResult
  func track(
    _ child: any ViewableRouting, parent: any Routing, viewController: UIViewController
  ) -> TrackedScreen {
    startObservingIfNeeded()
    return tracked.track(
      child, parent: parent, viewController: viewController, capturingName: hasDecisionObservers,
      isFlow: { !(parent is any ViewableRouting) && parent.interactable is any NavigationFlowInteractable },
      depth: { Self.depth(of: parent) })
  }
}
