import Detail
import Master
import NavigatableRIBs

/// The listeners of Master's children: Master's interactor listens to Details and to the plain screen (and to
/// the children generate-rib adds).
typealias MasterChildListeners = DetailListener & PlainScreenListener
// generate-rib: listeners

/// What Master's router needs from its interactor.
@MainActor
protocol MasterInteractable: Interactable, MasterChildListeners {
  var router: (any MasterRouting)? { get set }
  var listener: (any MasterListener)? { get set }
}

/// What Master's router needs from its view controller: nothing beyond being a view controller.
@MainActor
protocol MasterViewControllable: ViewControllable {}

/// Shows Master's examples: pushes or presents Details (`pushChild`, `presentChildInNavigationController`)
/// and pushes the plain screen with plain UIKit. It never pops or dismisses a Detail: detaching does that.
final class MasterRouter: ViewableRouter<any MasterInteractable, any MasterViewControllable>, MasterRouting {
  private let detailBuilder: any DetailBuildable
  /// The Detail Master attached, while attached (the tree keeps it alive; NavigationSync may detach it).
  private weak var detail: (any ViewableRouting)?
  /// The plain screen, while its navigation controller holds it.
  private weak var plainScreen: PlainViewController?
  /// Master's component: the routes generate-rib adds (`MasterRouter+Child.swift`) build their children with
  /// the builders its dependency gives.
  let component: MasterComponent
  /// The children those routes attached, by name (the tree owns them).
  let attached = AttachedChildren()

  init(
    interactor: any MasterInteractable,
    viewController: any MasterViewControllable,
    detailBuilder: any DetailBuildable,
    component: MasterComponent
  ) {
    self.detailBuilder = detailBuilder
    self.component = component
    super.init(interactor: interactor, viewController: viewController)
    interactor.router = self
  }

  private var navigationController: UINavigationController? {
    viewControllable.uiviewController.navigationController
  }

  func routeToDetail(kind: DetailKind) -> (any DetailActionableItem)? {
    detachDetail()
    let (router, item) = detailBuilder.build(withListener: interactor, depth: 1, kind: kind)
    guard pushChild(router) else { return nil }
    detail = router
    return item
  }

  func routeToPlainScreen() {
    guard let navigationController, navigationController.topViewController === viewControllable.uiviewController
    else { return }
    let plain = PlainViewController()
    plain.listener = interactor
    navigationController.pushViewController(plain, animated: true)
    plainScreen = plain
  }

  func routeToDetailAbovePlainScreen() {
    guard let plainScreen, let navigationController = plainScreen.navigationController,
      navigationController.topViewController === plainScreen
    else { return }
    detachDetail()
    let (router, _) = detailBuilder.build(withListener: interactor, depth: 1, kind: .afterPlainScreen)
    if pushChild(router, on: navigationController) { detail = router }
  }

  func routeToSheetDetail() {
    detachDetail()
    let (router, _) = detailBuilder.build(withListener: interactor, depth: 1, kind: .sheet)
    if presentChildInNavigationController(router, from: viewControllable, modalPresentationStyle: .pageSheet) != nil {
      detail = router
    }
  }

  func routeToFullScreenDetail() {
    detachDetail()
    let (router, _) = detailBuilder.build(withListener: interactor, depth: 1, kind: .fullScreen)
    if presentChildInNavigationController(router, from: viewControllable, modalPresentationStyle: .fullScreen) != nil {
      detail = router
    }
  }

  func detachDetail() {
    guard let detail else { return }
    detachChild(detail)
  }

  func closeDetails() {
    detachDetail()
    // The plain screen is no RIB: nothing detaches it, so it is popped with plain UIKit.
    let master = viewControllable.uiviewController
    if let navigationController, navigationController.topViewController !== master {
      navigationController.popToViewController(master, animated: false)
    }
  }

  func closeSheet() {
    guard let detail, detail.viewControllable.uiviewController.navigationController?.presentingViewController != nil
    else { return }
    detachChild(detail)
  }
}
