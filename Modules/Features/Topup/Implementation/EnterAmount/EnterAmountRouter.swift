import NavigatableRIBs

/// What EnterAmount's router needs from its interactor.
@MainActor
protocol EnterAmountInteractable: Interactable {
  var router: (any EnterAmountRouting)? { get set }
  var listener: (any EnterAmountListener)? { get set }
}

/// What EnterAmount's router needs from its view controller.
@MainActor
protocol EnterAmountViewControllable: ViewControllable {}

/// EnterAmount's router: a leaf.
final class EnterAmountRouter: ViewableRouter<any EnterAmountInteractable, any EnterAmountViewControllable>,
  EnterAmountRouting
{
  override init(interactor: any EnterAmountInteractable, viewController: any EnterAmountViewControllable) {
    super.init(interactor: interactor, viewController: viewController)
    interactor.router = self
  }
}
