import NavigatableRIBs
import TutorialGreeting

/// What Home's router needs from its interactor: it listens to Greeting.
@MainActor
protocol HomeInteractable: Interactable, GreetingListener {
  var router: (any HomeRouting)? { get set }
}

/// What Home's router needs from its view controller: nothing beyond being a view controller.
@MainActor
protocol HomeViewControllable: ViewControllable {}

/// Home's router: pushes Greeting with `pushChild` and detaches it with `detachChild`. It never pops:
/// NavigationSync does, both ways.
final class HomeRouter: ViewableRouter<any HomeInteractable, any HomeViewControllable>, HomeRouting {
  private let greetingBuilder: any GreetingBuildable
  /// Greeting while it is attached. Weak: the tree owns it, and NavigationSync may detach it.
  private weak var greeting: (any ViewableRouting)?

  init(
    interactor: any HomeInteractable, viewController: any HomeViewControllable,
    greetingBuilder: any GreetingBuildable
  ) {
    self.greetingBuilder = greetingBuilder
    super.init(interactor: interactor, viewController: viewController)
    interactor.router = self
  }

  func routeToGreeting() -> (any GreetingActionableItem)? {
    // TODO(chapter 2, step 3): detach the Greeting already shown, build a new one listening to the interactor,
    // push it with `pushChild` (nil when that is refused), keep it in `greeting`, return its actionable item.
    nil
  }

  func detachGreeting() {
    // TODO(chapter 2, step 3): detach `greeting`, if there is one, with `detachChild`. Never pop by hand.
  }
}
