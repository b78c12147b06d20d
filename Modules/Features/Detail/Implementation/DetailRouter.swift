import Detail
import NavigatableRIBs

/// The listeners of Detail's children: Detail's interactor listens to the next Detail (and to the children
/// generate-rib adds).
typealias DetailChildListeners = DetailListener
// generate-rib: listeners

/// What Detail's router needs from its interactor.
@MainActor
protocol DetailInteractable: Interactable, DetailChildListeners {
  var router: (any DetailRouting)? { get set }
  var listener: (any DetailListener)? { get set }
}

/// What Detail's router needs from its view controller: nothing beyond being a view controller.
@MainActor
protocol DetailViewControllable: ViewControllable {}

/// Attaches the next Detail (pushed on this Detail's navigation controller) and pops back to this Detail.
final class DetailRouter: ViewableRouter<any DetailInteractable, any DetailViewControllable>, DetailRouting {
  private let nextBuilder: any DetailBuildable
  /// The next Detail, while attached (the tree keeps it alive; NavigationSync may detach it).
  private weak var next: (any ViewableRouting)?
  /// Detail's component: the routes generate-rib adds (`DetailRouter+Child.swift`) build their children with
  /// the builders its dependency gives.
  let component: DetailComponent
  /// The children those routes attached, by name (the tree owns them).
  let attached = AttachedChildren()

  init(
    interactor: any DetailInteractable,
    viewController: any DetailViewControllable,
    nextBuilder: any DetailBuildable,
    component: DetailComponent
  ) {
    self.nextBuilder = nextBuilder
    self.component = component
    super.init(interactor: interactor, viewController: viewController)
    interactor.router = self
  }

  func routeToNext(depth: Int, kind: DetailKind) -> (any DetailActionableItem)? {
    if let next { detachChild(next) }  // a stale next (its screen is already gone) is replaced
    let (router, item) = nextBuilder.build(withListener: interactor, depth: depth, kind: kind)
    guard pushChild(router) else { return nil }
    next = router
    return item
  }

  func detachNext() {
    guard let next else { return }
    detachChild(next)
  }

  func popToOwnScreen() {
    let own = viewControllable.uiviewController
    guard let navigation = own.navigationController, navigation.topViewController !== own else { return }
    navigation.popToViewController(own, animated: true)
  }
}
