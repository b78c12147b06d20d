/// The base class of a router whose RIB owns a view controller.
///
/// Besides what ``Router`` does, it watches the view: each time its interactor deactivates it expects
/// the view controller's view to leave the window within 5 s, and on deallocation it expects the view
/// controller to be deallocated within 5 s (both through ``LeakDetector``). Detaching a viewable RIB
/// without dismissing or popping its screen is therefore reported.
@MainActor
open class ViewableRouter<InteractorType, ViewControllerType>: Router<InteractorType>, ViewableRouting {
  /// The view controller, as its RIB-specific type.
  public let viewController: ViewControllerType

  /// The view controller, as routers see it.
  public final var viewControllable: any ViewControllable { owned.view.unsafelyUnwrapped }

  /// Creates a router driving `interactor` and owning `viewController`, which must conform to
  /// `ViewControllable`. When it does not, the misuse is reported and the router owns an empty stand-in
  /// view controller.
  ///
  /// - Parameters:
  ///   - interactor: The RIB's interactor.
  ///   - viewController: The RIB's view controller.
  public init(interactor: InteractorType, viewController: ViewControllerType) {
    self.viewController = viewController
    let viewControllable = viewController as? any ViewControllable
    if viewControllable == nil {
      RIBsDiagnostics.report(
        .viewControllerNotViewControllable,
        "\(type(of: viewController)) does not conform to ViewControllable; \(Self.self) owns an empty stand-in.")
    }
    super.init(interactor: interactor)
    // Kept by RouterBase, whose deinit expects it to go (one deinit per router: see MainActorTeardown).
    owned.view = viewControllable ?? StandInViewController()
  }

  // MARK: - Internal

  /// Each time the interactor deactivates, expects the view to leave the window within 5 s; reactivating
  /// withdraws the expectation. Then brings the subtree along (``Router``).
  override func interactorActivenessDidChange(_ isActive: Bool) {
    owned.viewDisappearExpectation?.cancel()
    owned.viewDisappearExpectation = nil
    if !isActive {
      owned.viewDisappearExpectation = LeakDetector.instance.expectViewDisappear(of: viewControllable.uiviewController)
    }
    super.interactorActivenessDidChange(isActive)
  }
}

/// The view controller of a viewable router built with one that is not `ViewControllable`.
@MainActor
private final class StandInViewController: UIViewController, ViewControllable {}
