import AddPaymentMethod
import FinanceHome
import NavigatableRIBs
import Topup

/// The listeners of FinanceHome's children: FinanceHome's interactor listens to Topup and Add card (and to the
/// children generate-rib adds).
typealias FinanceHomeChildListeners = TopupListener & AddPaymentMethodListener
// generate-rib: listeners

/// What FinanceHome's router needs from its interactor.
@MainActor
protocol FinanceHomeInteractable: Interactable, FinanceHomeChildListeners {
  var router: (any FinanceHomeRouting)? { get set }
  var listener: (any FinanceHomeListener)? { get set }
}

/// What FinanceHome's router needs from its view controller.
@MainActor
protocol FinanceHomeViewControllable: ViewControllable {}

/// Attaches Topup (viewless: it presents its own screens from FinanceHome's) and presents Add card.
final class FinanceHomeRouter: ViewableRouter<any FinanceHomeInteractable, any FinanceHomeViewControllable>,
  FinanceHomeRouting
{
  private let topupBuilder: any TopupBuildable
  private let addPaymentMethodBuilder: any AddPaymentMethodBuildable
  private weak var topup: (any Routing)?
  private weak var addPaymentMethod: (any ViewableRouting)?
  /// FinanceHome's component: the routes generate-rib adds (`FinanceHomeRouter+Child.swift`) build their children with
  /// the builders its dependency gives.
  let component: FinanceHomeComponent
  /// The children those routes attached, by name (the tree owns them).
  let attached = AttachedChildren()

  init(
    interactor: any FinanceHomeInteractable,
    viewController: any FinanceHomeViewControllable,
    topupBuilder: any TopupBuildable,
    addPaymentMethodBuilder: any AddPaymentMethodBuildable,
    component: FinanceHomeComponent
  ) {
    self.topupBuilder = topupBuilder
    self.addPaymentMethodBuilder = addPaymentMethodBuilder
    self.component = component
    super.init(interactor: interactor, viewController: viewController)
    interactor.router = self
  }

  func attachTopup() {
    guard topup == nil, addPaymentMethod == nil else { return }
    let router = topupBuilder.build(withListener: interactor, presentingFrom: viewControllable)
    topup = router  // before attaching: Topup may close at once (when it cannot present)
    attachChild(router)
  }

  func detachTopup() {
    guard let topup else { return }
    self.topup = nil
    detachChild(topup)
  }

  func attachAddPaymentMethod() {
    guard addPaymentMethod == nil, topup == nil else { return }
    let router = addPaymentMethodBuilder.build(withListener: interactor)
    if presentChildInNavigationController(router, from: viewControllable, modalPresentationStyle: .pageSheet) != nil {
      addPaymentMethod = router
    }
  }

  func detachAddPaymentMethod() {
    guard let addPaymentMethod else { return }
    detachChild(addPaymentMethod)
  }
}
