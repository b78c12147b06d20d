import NavigatableRIBs

/// Weak references to a RIB's router, interactor and view controller: once the RIB is detached and
/// nothing else holds it, all three must become nil.
@MainActor
struct WeakRIB {
  weak var router: (any ViewableRouting)?
  weak var interactor: (any Interactable)?
  weak var viewController: UIViewController?

  init(_ router: any ViewableRouting) {
    self.router = router
    interactor = router.interactable
    viewController = router.viewControllable.uiviewController
  }

  /// Whether the router, the interactor and the view controller were all deallocated.
  var isGone: Bool { router == nil && interactor == nil && viewController == nil }
}
