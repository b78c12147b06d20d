// Questions about containers and the tree the other parts ask (all O(depth)).
extension NavigationSync {
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

  /// Whether the presentation `viewController` is in is being dismissed: its presenter does not present
  /// it (a dismissal was requested and has not finished, or the user is dragging it away).
  static func isBeingDismissed(_ viewController: UIViewController) -> Bool {
    isBeingDismissed(root: root(of: viewController))
  }

  /// ``isBeingDismissed(_:)`` for `top`, the top of a containment chain (``root(of:)``).
  static func isBeingDismissed(root top: UIViewController) -> Bool {
    guard let presenter = top.presentingViewController else { return false }
    return presenter.presentedViewController !== top
  }

  static func isAttached(_ router: any Routing, to parent: any Routing) -> Bool {
    if let current = router.parentRouting { return current === parent }
    return parent.hasChild(router)  // O(1) for a Router: no scan of the siblings
  }

  /// Whether `viewController` or a container it is in takes part in a transition the user drives (a
  /// swipe-back, a sheet being dragged): a request there would only run after the gesture, when it may no
  /// longer make sense.
  static func isInInteractiveTransition(_ viewController: UIViewController) -> Bool {
    interactiveCoordinator(around: viewController) != nil
  }

  /// The coordinator of the transition the user drives that `viewController` or a container it is in takes
  /// part in; nil when there is none. Costs the containment depth.
  static func interactiveCoordinator(
    around viewController: UIViewController
  ) -> (any UIViewControllerTransitionCoordinator)? {
    var current: UIViewController? = viewController
    while let node = current {
      if let coordinator = node.transitionCoordinator, coordinator.isInteractive { return coordinator }
      current = node.parent
    }
    return nil
  }

  /// The top of `viewController`'s containment chain (``root(of:)``) and the coordinator of the transition
  /// the user drives that a container on the way takes part in (``interactiveCoordinator(around:)``), in
  /// one walk.
  static func rootAndInteractiveCoordinator(
    of viewController: UIViewController
  ) -> (UIViewController, (any UIViewControllerTransitionCoordinator)?) {
    var top = viewController
    var found: (any UIViewControllerTransitionCoordinator)?
    while true {
      if found == nil, let coordinator = top.transitionCoordinator, coordinator.isInteractive { found = coordinator }
      guard let parent = top.parent else { return (top, found) }
      top = parent
    }
  }

  /// The number of containers and presentations under `viewController` (0 for a window's root).
  static func containmentDepth(_ viewController: UIViewController?) -> Int {
    var depth = 0
    var current = viewController
    while let node = current {
      depth += 1
      current = node.parent ?? node.presentingViewController
    }
    return depth
  }

  /// Whether `candidate` is an ancestor of `router` in the RIB tree (O(depth)).
  static func isAncestor(_ candidate: any Routing, of router: any Routing) -> Bool {
    var current = router.parentRouting
    while let next = current {
      if next === candidate { return true }
      current = next.parentRouting
    }
    return false
  }

  static func depth(of router: any Routing) -> Int {
    var depth = 0
    var current = router.parentRouting
    while let next = current {
      depth += 1
      current = next.parentRouting
    }
    return depth
  }
}
