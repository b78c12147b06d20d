/// Showing a child RIB's screen: attach the child and put its screen on a container, in one call.
extension Routing {
  /// Attaches `child` and pushes its view controller on `navigationController`.
  ///
  /// The push is requested, then the child is attached with `attachChild(_:)` in the same call: it is
  /// active and loaded before its screen appears (on a later run-loop turn), and a child that shows its own
  /// child from `didBecomeActive` finds its screen in place, so the grandchild lands above it. From then on
  /// NavigationSync detaches it when its screen leaves the stack by any path, and pops its screen when
  /// business logic detaches it.
  ///
  /// Refused (reported through `RIBsDiagnostics`, nothing changed, the child never activated) when `child`
  /// is already attached, this router is not active, its view controller already has a parent or a
  /// presenter, the user is swiping that stack (or dragging a sheet over it), or that stack's presentation
  /// is being dismissed.
  ///
  /// - Parameters:
  ///   - child: The child router to attach; its view controller is pushed.
  ///   - navigationController: The stack to push it on.
  ///   - animated: Whether the push is animated.
  /// - Returns: Whether the child was attached and pushed.
  @discardableResult
  public func pushChild(
    _ child: any ViewableRouting, on navigationController: UINavigationController, animated: Bool = true
  ) -> Bool {
    NavigationSync.shared.show(child, from: self, destination: .push(navigationController), animated: animated) != nil
  }

  /// Attaches `child` and presents its view controller modally from `presenter`.
  ///
  /// `modalPresentationStyle` (when given) is set on the presented view controller first. NavigationSync
  /// detaches the child when the presentation is dismissed by any path (the user's swipe-down included), and
  /// dismisses it when business logic detaches the child. As with a push, the presentation is requested
  /// before the child is attached.
  ///
  /// Refused (reported, nothing changed, the child never activated) when the presenter already presents,
  /// is out of every window, is in a presentation being dismissed, or is under a gesture in flight.
  ///
  /// - Parameters:
  ///   - child: The child router to attach; its view controller is presented.
  ///   - presenter: The screen to present from.
  ///   - modalPresentationStyle: The style to give the presented view controller; `nil` keeps its own.
  ///   - animated: Whether the presentation is animated.
  /// - Returns: Whether the child was attached and presented.
  @discardableResult
  public func presentChild(
    _ child: any ViewableRouting, from presenter: any ViewControllable,
    modalPresentationStyle: UIModalPresentationStyle? = nil, animated: Bool = true
  ) -> Bool {
    NavigationSync.shared.show(
      child, from: self, destination: .present(presenter.uiviewController, modalPresentationStyle, wrap: false),
      animated: animated) != nil
  }

  /// Attaches `child` and presents its view controller as the root of a new navigation controller.
  ///
  /// Use the returned navigation controller for the flow's next screens (`pushChild(_:on:animated:)`).
  /// Its screens are tracked like any other; when the last one leaves, a viewless owner adopting
  /// ``NavigationFlowInteractable`` learns that the user closed the flow. Refused in the same cases as
  /// `presentChild(_:from:modalPresentationStyle:animated:)`.
  ///
  /// - Parameters:
  ///   - child: The child router to attach; its view controller becomes the navigation controller's root.
  ///   - presenter: The screen to present from.
  ///   - modalPresentationStyle: The style to give the navigation controller; `nil` keeps its own.
  ///   - animated: Whether the presentation is animated.
  /// - Returns: The presented navigation controller, or `nil` when the request was refused.
  @discardableResult
  public func presentChildInNavigationController(
    _ child: any ViewableRouting, from presenter: any ViewControllable,
    modalPresentationStyle: UIModalPresentationStyle? = nil, animated: Bool = true
  ) -> UINavigationController? {
    NavigationSync.shared.show(
      child, from: self, destination: .present(presenter.uiviewController, modalPresentationStyle, wrap: true),
      animated: animated) as? UINavigationController
  }
}

extension ViewableRouting {
  /// Attaches `child` and pushes its screen on the navigation controller that shows this router's screen.
  ///
  /// The same as `pushChild(_:on:animated:)` with this router's own navigation controller;
  /// refused (and reported) when this router's view controller is in no navigation controller.
  ///
  /// - Parameters:
  ///   - child: The child router to attach; its view controller is pushed.
  ///   - animated: Whether the push is animated.
  /// - Returns: Whether the child was attached and pushed.
  @discardableResult
  public func pushChild(_ child: any ViewableRouting, animated: Bool = true) -> Bool {
    guard let navigationController = viewControllable.uiviewController.navigationController else {
      RIBsDiagnostics.report(
        .navigation,
        "pushing \(child.ribName) from \(ribName): \(ribName)'s screen is in no navigation controller; nothing changed."
      )
      return false
    }
    return pushChild(child, on: navigationController, animated: animated)
  }
}
