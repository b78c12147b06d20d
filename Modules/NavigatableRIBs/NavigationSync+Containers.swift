// Questions about containers and the tree the other parts ask (all O(depth)).
extension NavigationSync {
  /// The top of `viewController`'s containment chain (itself when it has no parent).
  static func root(of viewController: UIViewController) -> UIViewController {
    var top = viewController
    while let parent = top.parent { top = parent }
    return top
  }

  /// Whether `viewController` is in a window's hierarchy, by containment: the top of its containment
  /// chain (``root(of:)``) is in it (``isInHierarchy(root:)``).
  static func isInHierarchy(_ viewController: UIViewController) -> Bool {
    isInHierarchy(root: root(of: viewController))
  }

  /// Whether `top`, the top of a containment chain, is in a window's hierarchy: it is presented (not yet
  /// dismissed, or being dragged), it presents (a presenter whose view a full-screen presentation took out
  /// of the window stays in its containers, as do the view controllers in them: Apple's
  /// `UIModalPresentationStyle.fullScreen`), or its view is in a window (a window's root). The one rule
  /// for "in a container" that the sync, its diagnostics and ``ScreenPlacement`` share.
  static func isInHierarchy(root top: UIViewController) -> Bool {
    // The window first: the usual answer, and the cheapest (the other two walk the parents).
    top.viewIfLoaded?.window != nil || top.presentingViewController != nil || top.presentedViewController != nil
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

  /// Whether `viewController`'s containment top is the one of the screen of the root of `router`'s RIB
  /// tree: a launched root's screen is its window's root, in a container even while its view is out of
  /// the window (a full-screen presentation over it being dismissed, whose transition has not run yet:
  /// the root then presents nothing and its view is not back). Costs the depth of the tree; asked only of
  /// a screen ``isInHierarchy(_:)`` finds in no container.
  static func isInLaunchedRootsContainment(_ viewController: UIViewController, of router: any Routing) -> Bool {
    var treeRoot = router
    while let parent = treeRoot.parentRouting { treeRoot = parent }
    guard let viewable = treeRoot as? any ViewableRouting else { return false }
    return root(of: viewable.viewControllable.uiviewController) === root(of: viewController)
  }

  /// Whether `coordinator`, the coordinator of a transition the user drives found around
  /// `navigationController` (``rootAndInteractiveCoordinator(of:)``), is that stack's own swipe-back: the
  /// screen it takes away is still that stack's child. Otherwise the user drags a sheet the stack is in
  /// or under.
  static func isSwipeBack(
    of navigationController: UINavigationController, _ coordinator: any UIViewControllerTransitionCoordinator
  ) -> Bool {
    guard let swiped = coordinator.viewController(forKey: .from) else { return false }
    return swiped.parent === navigationController
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
