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
  /// AddPaymentMethod's component: the routes generate-rib adds (`AddPaymentMethodRouter+Child.swift`) build
  /// their children with the builders its dependency gives.
  let component: AddPaymentMethodComponent
  /// The children those routes attached, by name (the tree owns them).
  let attached = AttachedChildren()

  init(
    interactor: any AddPaymentMethodInteractable,
    viewController: any AddPaymentMethodViewControllable,
    component: AddPaymentMethodComponent
  ) {
    self.component = component
    super.init(interactor: interactor, viewController: viewController)
    interactor.router = self
  }
}
