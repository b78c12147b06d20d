import AddPaymentMethod
import NavigatableRIBs
import Topup

/// The listeners of Topup's children: Topup's interactor listens to every screen of the flow (and to the
/// children generate-rib adds).
typealias TopupChildListeners = EnterAmountListener & CardOnFileListener & AddPaymentMethodListener
// generate-rib: listeners

/// What Topup's router needs from its interactor.
@MainActor
protocol TopupInteractable: Interactable, TopupChildListeners {
  var router: (any TopupRouting)? { get set }
  var listener: (any TopupListener)? { get set }
}

/// The viewless Topup flow's router: presents its own navigation controller from the parent's screen
/// (the `base` its builder was given) and moves the flow's screens in it. Every screen RIB is Topup's child.
///
/// It pops and dismisses nothing by hand except in ``cleanupViews()``: detaching a child makes
/// NavigationSync pop its screen, and UIKit removing a screen makes NavigationSync detach its RIB.
final class TopupRouter: Router<any TopupInteractable>, TopupRouting {
  /// The parent's screen Topup presents from (not Topup's: Topup has no view).
  private let viewController: any ViewControllable
  private let enterAmountBuilder: any EnterAmountBuildable
  private let cardOnFileBuilder: any CardOnFileBuildable
  private let addPaymentMethodBuilder: any AddPaymentMethodBuildable
  /// The navigation controller Topup presented, while UIKit holds it.
  private(set) weak var navigationController: UINavigationController?
  private weak var enterAmount: (any ViewableRouting)?
  private weak var cardOnFile: (any ViewableRouting)?
  private weak var addPaymentMethod: (any ViewableRouting)?
  /// Topup's component: the routes generate-rib adds (`TopupRouter+Child.swift`) build their children with
  /// the builders its dependency gives.
  let component: TopupComponent
  /// The children those routes attached, by name (the tree owns them).
  let attached = AttachedChildren()

  init(
    interactor: any TopupInteractable,
    viewController: any ViewControllable,
    enterAmountBuilder: any EnterAmountBuildable,
    cardOnFileBuilder: any CardOnFileBuildable,
    addPaymentMethodBuilder: any AddPaymentMethodBuildable,
    component: TopupComponent
  ) {
    self.viewController = viewController
    self.enterAmountBuilder = enterAmountBuilder
    self.cardOnFileBuilder = cardOnFileBuilder
    self.addPaymentMethodBuilder = addPaymentMethodBuilder
    self.component = component
    super.init(interactor: interactor)
    interactor.router = self
  }

  func attachEnterAmount() -> Bool {
    guard enterAmount == nil else { return true }
    let router = enterAmountBuilder.build(withListener: interactor)
    if let navigationController {
      // The flow started on AddPaymentMethod: EnterAmount becomes the root. UIKit removes the old root;
      // NavigationSync then detaches its RIB.
      guard pushChild(router, on: navigationController, animated: false) else { return false }
      navigationController.setViewControllers([router.viewControllable.uiviewController], animated: false)
    } else {
      guard let presented = present(router) else { return false }
      navigationController = presented
    }
    enterAmount = router
    return true
  }

  func attachCardOnFile() {
    guard cardOnFile == nil, let navigationController else { return }
    let router = cardOnFileBuilder.build(withListener: interactor)
    if pushChild(router, on: navigationController) { cardOnFile = router }
  }

  func detachCardOnFile() {
    if let cardOnFile {
      detachChild(cardOnFile)
    } else if let addPaymentMethod, enterAmount != nil {
      detachChild(addPaymentMethod)
    }
  }

  func attachAddPaymentMethod() -> Bool {
    guard addPaymentMethod == nil else { return true }
    let router = addPaymentMethodBuilder.build(withListener: interactor)
    if let navigationController {
      guard pushChild(router, on: navigationController) else { return false }
    } else {
      guard let presented = present(router) else { return false }
      navigationController = presented
    }
    addPaymentMethod = router
    return true
  }

  func detachAddPaymentMethod() {
    guard let addPaymentMethod else { return }
    detachChild(addPaymentMethod)
  }

  func cleanupViews() {
    guard let navigationController, let presenter = navigationController.presentingViewController,
      presenter.presentedViewController === navigationController
    else { return }
    presenter.dismiss(animated: true)
  }

  private func present(_ router: any ViewableRouting) -> UINavigationController? {
    presentChildInNavigationController(router, from: viewController, modalPresentationStyle: .pageSheet)
  }
}
