import FinanceHome
import Master
import NavigatableRIBs

/// What Root's router needs from its interactor: it listens to the tabs' RIBs.
@MainActor
protocol RootInteractable: Interactable, MasterListener, FinanceHomeListener {
  var router: (any RootRouting)? { get set }
}

/// What Root's router needs from its view controller: the tabs.
@MainActor
protocol RootViewControllable: ViewControllable {
  /// Shows each screen as the root of its own navigation controller, one tab each, in order.
  func setTabs(_ screens: [any ViewControllable])
  /// Selects tab `index`.
  func selectTab(at index: Int)
}

/// Root's router: on load, attaches Master and FinanceHome and puts their screens in the tabs. They stay
/// attached for the app's life (tab roots never leave their navigation controllers).
final class RootRouter: LaunchRouter<any RootInteractable, any RootViewControllable>, RootRouting {
  private let masterBuilder: any MasterBuildable
  private let financeHomeBuilder: any FinanceHomeBuildable
  private(set) weak var masterActionableItem: (any MasterActionableItem)?
  private(set) weak var financeHomeActionableItem: (any FinanceHomeActionableItem)?

  init(
    interactor: any RootInteractable, viewController: any RootViewControllable,
    masterBuilder: any MasterBuildable, financeHomeBuilder: any FinanceHomeBuildable
  ) {
    self.masterBuilder = masterBuilder
    self.financeHomeBuilder = financeHomeBuilder
    super.init(interactor: interactor, viewController: viewController)
    interactor.router = self
  }

  override func didLoad() {
    super.didLoad()
    let master = masterBuilder.build(withListener: interactor)
    let finance = financeHomeBuilder.build(withListener: interactor)
    attachChild(master.router)
    attachChild(finance.router)
    masterActionableItem = master.actionableItem
    financeHomeActionableItem = finance.actionableItem
    viewController.setTabs([master.router.viewControllable, finance.router.viewControllable])
  }

  func select(_ tab: RootTab) {
    viewController.selectTab(at: tab.rawValue)
  }
}
