import AddPaymentMethod
import FinanceHome
import NavigatableRIBs
import Topup

/// What FinanceHome's router needs from its interactor: it listens to Topup and Add card.
@MainActor
protocol FinanceHomeInteractable: Interactable, TopupListener, AddPaymentMethodListener {
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

  init(
    interactor: any FinanceHomeInteractable, viewController: any FinanceHomeViewControllable,
    topupBuilder: any TopupBuildable, addPaymentMethodBuilder: any AddPaymentMethodBuildable
  ) {
    self.topupBuilder = topupBuilder
    self.addPaymentMethodBuilder = addPaymentMethodBuilder
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
