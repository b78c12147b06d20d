import Home
import NavigatableRIBs

/// The listeners of Home's children: Home's interactor is each child's listener (generate-rib
/// adds them).
typealias HomeChildListeners = AnyObject
// generate-rib: listeners

/// What Home's router needs from its interactor.
@MainActor
protocol HomeInteractable: Interactable, HomeChildListeners {
  var router: (any HomeRouting)? { get set }
  var listener: (any HomeListener)? { get set }
}

/// What Home's router needs from its view controller: nothing beyond being a view controller.
@MainActor
protocol HomeViewControllable: ViewControllable {}

/// Home's router: shows each child with one call (`pushChild`, `presentChildInNavigationController`,
/// `attachChild`) and takes it away with `detachChild`; NavigationSync removes the child's screen, and
/// detaches the child when the user removes its screen. It keeps children `weak`: the tree owns them.
final class HomeRouter: ViewableRouter<any HomeInteractable, any HomeViewControllable>, HomeRouting {
  /// Home's component: the routes generate-rib adds, one file per child
  /// (`HomeRouter+Child.swift`), build their children with the builders its dependency gives.
  let component: HomeComponent
  /// The children those routes attached, by name (the tree owns them).
  let attached = AttachedChildren()

  init(
    interactor: any HomeInteractable,
    viewController: any HomeViewControllable,
    component: HomeComponent
  ) {
    self.component = component
    super.init(interactor: interactor, viewController: viewController)
    interactor.router = self
  }
}
