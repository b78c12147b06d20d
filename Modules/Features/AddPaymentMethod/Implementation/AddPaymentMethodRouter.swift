import AddPaymentMethod
import NavigatableRIBs

/// The listeners of AddPaymentMethod's children: none yet (generate-rib adds them).
typealias AddPaymentMethodChildListeners = AnyObject
// generate-rib: listeners

/// What AddPaymentMethod's router needs from its interactor.
@MainActor
protocol AddPaymentMethodInteractable: Interactable, AddPaymentMethodChildListeners {
  var router: (any AddPaymentMethodRouting)? { get set }
  var listener: (any AddPaymentMethodListener)? { get set }
}

/// What AddPaymentMethod's router needs from its view controller.
@MainActor
protocol AddPaymentMethodViewControllable: ViewControllable {}

/// AddPaymentMethod's router: a leaf until generate-rib gives it a child.
final class AddPaymentMethodRouter: ViewableRouter<
  any AddPaymentMethodInteractable, any AddPaymentMethodViewControllable
>,
AddPaymentMethodRouting
{
  // generate-rib: router properties

  // `override` while the router has no child: its initializer is then ViewableRouter's own. generate-rib
  // drops the word when it adds the first child's builder below.
  override init(
    interactor: any AddPaymentMethodInteractable,
    viewController: any AddPaymentMethodViewControllable,
    // generate-rib: router parameters
  ) {
    // generate-rib: router assignments
    super.init(interactor: interactor, viewController: viewController)
    interactor.router = self
  }
}
