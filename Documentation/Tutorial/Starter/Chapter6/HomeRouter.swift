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

/// Home's router, written the way a router is written in plain RIBs: it attaches Greeting and pushes its
/// screen, then detaches Greeting and pops its screen, two calls each way.
final class HomeRouter: ViewableRouter<any HomeInteractable, any HomeViewControllable>, HomeRouting {
  private let greetingBuilder: any GreetingBuildable
  /// Greeting while it is attached.
  private weak var greeting: (any ViewableRouting)?

  init(
    interactor: any HomeInteractable, viewController: any HomeViewControllable,
    greetingBuilder: any GreetingBuildable
  ) {
    self.greetingBuilder = greetingBuilder
    super.init(interactor: interactor, viewController: viewController)
    interactor.router = self
  }

  // TODO(chapter 6, step 4): the explorer's failure leads here; fix the two methods below.

  func routeToGreeting() -> (any GreetingActionableItem)? {
    detachGreeting()
    guard let navigation = viewController.uiviewController.navigationController else { return nil }
    let (greeting, actionableItem) = greetingBuilder.build(withListener: interactor)
    attachChild(greeting)
    navigation.pushViewController(greeting.viewControllable.uiviewController, animated: true)
    self.greeting = greeting
    return actionableItem
  }

  func detachGreeting() {
    guard let greeting else { return }
    detachChild(greeting)
    _ = viewController.uiviewController.navigationController?.popToViewController(
      viewController.uiviewController, animated: true)
  }
}
