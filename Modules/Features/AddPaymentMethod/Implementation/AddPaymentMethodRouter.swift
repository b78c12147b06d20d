import AddPaymentMethod
import NavigatableRIBs

/// What AddPaymentMethod's router needs from its interactor.
@MainActor
protocol AddPaymentMethodInteractable: Interactable {
  var router: (any AddPaymentMethodRouting)? { get set }
  var listener: (any AddPaymentMethodListener)? { get set }
}

/// What AddPaymentMethod's router needs from its view controller.
@MainActor
protocol AddPaymentMethodViewControllable: ViewControllable {}

/// AddPaymentMethod's router: a leaf.
final class AddPaymentMethodRouter: ViewableRouter<
  any AddPaymentMethodInteractable, any AddPaymentMethodViewControllable
>,
AddPaymentMethodRouting
{
  override init(interactor: any AddPaymentMethodInteractable, viewController: any AddPaymentMethodViewControllable) {
    super.init(interactor: interactor, viewController: viewController)
    interactor.router = self
  }
}
