import NavigatableRIBs

/// What Greeting's router needs from its interactor.
@MainActor
protocol GreetingInteractable: Interactable {
  var router: (any GreetingRouting)? { get set }
  var listener: (any GreetingListener)? { get set }
}

/// What Greeting's router needs from its view controller: nothing beyond being a view controller.
@MainActor
protocol GreetingViewControllable: ViewControllable {}

/// Greeting's router. Greeting has no children, so it only connects the interactor to itself.
final class GreetingRouter: ViewableRouter<any GreetingInteractable, any GreetingViewControllable>,
  GreetingRouting
{
  override init(interactor: any GreetingInteractable, viewController: any GreetingViewControllable) {
    super.init(interactor: interactor, viewController: viewController)
    interactor.router = self
  }
}
