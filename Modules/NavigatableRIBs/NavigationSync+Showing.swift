// Showing a child: the refusal rules, then the screen into its container, then the attach.
extension NavigationSync {
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
      if Self.isBeingDismissed(navigationController) {
        refuse(
          child, .navigation,
          "pushing \(child.ribName) from \(parent.ribName): that stack's presentation is being dismissed; nothing changed."
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
      if Self.isInHierarchy(viewController) {
        takeOffScreen(
          viewController, owner: child.ribName, cause: .businessLogic(detached: child, by: parent), sweeping: &swept)
      }
      return nil
    }
    decide(.shown, child, Self.describeShowing(placement, tracked: screen != nil))
    return shown
  }

  static func describeShowing(_ placement: Placement, tracked: Bool) -> String {
    let how =
      switch placement {
      case .push: "pushed, then attached"
      case .present(_, _, wrap: true): "presented in a navigation controller, then attached"
      case .present: "presented, then attached"
      }
    return how + (tracked ? "; tracked from now on" : "; not tracked (the sync is disabled)")
  }

  /// Reports why showing `child` was refused, to RIBsDiagnostics and as a decision.
  func refuse(_ child: any Routing, _ kind: RIBsDiagnostic.Kind, _ message: String) {
    RIBsDiagnostics.report(kind, message)
    decide(.refused, child, message)
  }

  @discardableResult
  func track(
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
}
