import FinanceHome
import Master
import NavigatableRIBs

/// The listeners of Root's tabs: Root's interactor is each tab's listener (generate-rib adds them).
typealias RootChildListeners = MasterListener
  & FinanceHomeListener
// generate-rib: listeners

/// What Root's router needs from its interactor: it listens to the tabs' RIBs.
@MainActor
protocol RootInteractable: Interactable, RootChildListeners {
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

/// Root's router: on load, attaches Master, FinanceHome and the tabs `generate-rib --as tab` adds, and puts
/// their screens in the tabs. They stay attached for the app's life (tab roots never leave their navigation
/// controllers).
final class RootRouter: LaunchRouter<any RootInteractable, any RootViewControllable>, RootRouting {
  private let masterBuilder: any MasterBuildable
  private let financeHomeBuilder: any FinanceHomeBuildable
  private(set) weak var masterActionableItem: (any MasterActionableItem)?
  private(set) weak var financeHomeActionableItem: (any FinanceHomeActionableItem)?
  /// The app's dependency: the tabs generate-rib adds are built with the builders it gives.
  let dependency: any RootDependency

  init(
    interactor: any RootInteractable,
    viewController: any RootViewControllable,
    masterBuilder: any MasterBuildable,
    financeHomeBuilder: any FinanceHomeBuildable,
    dependency: any RootDependency
  ) {
    self.masterBuilder = masterBuilder
    self.financeHomeBuilder = financeHomeBuilder
    self.dependency = dependency
    super.init(interactor: interactor, viewController: viewController)
    interactor.router = self
  }

  override func didLoad() {
    super.didLoad()
    let master = masterBuilder.build(withListener: interactor)
    let finance = financeHomeBuilder.build(withListener: interactor)
    masterActionableItem = master.actionableItem
    financeHomeActionableItem = finance.actionableItem
    var tabs: [any ViewableRouting] = []
    tabs.append(master.router)
    tabs.append(finance.router)
    // generate-rib: tabs
    for tab in tabs { attachChild(tab) }
    viewController.setTabs(tabs.map(\.viewControllable))
  }

  func select(_ tab: RootTab) {
    viewController.selectTab(at: tab.rawValue)
  }
}
