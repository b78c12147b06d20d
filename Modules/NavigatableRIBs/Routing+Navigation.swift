/// Showing a child RIB's screen: attach the child and put its screen on a container, in one call.
extension Routing {
  /// Attaches `child` and pushes its view controller on `navigationController`.
  ///
  /// The child is attached with `attachChild(_:)` first (so it is active and loaded when its
  /// screen appears), then pushed. From then on NavigationSync detaches it when its screen leaves the stack
  /// by any path, and pops its screen when business logic detaches it.
  ///
  /// Refused (reported through `RIBsDiagnostics`, nothing changed) when `child` is already attached or its
  /// view controller already has a parent or a presenter.
  /// - Returns: whether the child was attached and pushed.
  @discardableResult
  public func pushChild(
    _ child: any ViewableRouting, on navigationController: UINavigationController, animated: Bool = true
  ) -> Bool {
    NavigationSync.shared.show(child, from: self, placement: .push(navigationController), animated: animated) != nil
  }

  /// Attaches `child` and presents its view controller modally from `presenter`.
  ///
  /// `modalPresentationStyle` (when given) is set on the presented view controller first. NavigationSync
  /// detaches the child when the presentation is dismissed by any path (the user's swipe-down included), and
  /// dismisses it when business logic detaches the child.
  /// - Returns: whether the child was attached and presented.
  @discardableResult
  public func presentChild(
    _ child: any ViewableRouting, from presenter: any ViewControllable,
    modalPresentationStyle: UIModalPresentationStyle? = nil, animated: Bool = true
  ) -> Bool {
    NavigationSync.shared.show(
      child, from: self, placement: .present(presenter.uiviewController, modalPresentationStyle, wrap: false),
      animated: animated) != nil
  }

  /// Attaches `child` and presents its view controller as the root of a new navigation controller.
  ///
  /// Use the returned navigation controller for the flow's next screens (`pushChild(_:on:animated:)`).
  /// Its screens are tracked like any other; when the last one leaves, a viewless owner adopting
  /// ``NavigationFlowInteractable`` learns that the user closed the flow.
  /// - Returns: the presented navigation controller, or `nil` when the request was refused.
  @discardableResult
  public func presentChildInNavigationController(
    _ child: any ViewableRouting, from presenter: any ViewControllable,
    modalPresentationStyle: UIModalPresentationStyle? = nil, animated: Bool = true
  ) -> UINavigationController? {
    NavigationSync.shared.show(
      child, from: self, placement: .present(presenter.uiviewController, modalPresentationStyle, wrap: true),
      animated: animated) as? UINavigationController
  }
}

extension ViewableRouting {
  /// Attaches `child` and pushes its screen on the navigation controller that shows this router's screen.
  ///
  /// The same as `pushChild(_:on:animated:)` with this router's own navigation controller;
  /// refused (and reported) when this router's view controller is in no navigation controller.
  @discardableResult
  public func pushChild(_ child: any ViewableRouting, animated: Bool = true) -> Bool {
    guard let navigationController = viewControllable.uiviewController.navigationController else {
      RIBsDiagnostics.report(
        .navigation,
        "pushing \(child.ribName) from \(ribName): \(ribName)'s screen is in no navigation controller; nothing changed.")
      return false
    }
    return pushChild(child, on: navigationController, animated: animated)
  }
}
