import Home
import NavigatableRIBs

/// The listeners of Root's tabs: Root's interactor is each tab's listener (generate-rib adds them).
typealias RootChildListeners = HomeListener
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
}

/// Root's router: on load, attaches Home and the tabs `make rib ... AS=tab` adds, and puts their screens in
/// the tabs. They stay attached for the app's life (tab roots never leave their navigation controllers).
final class RootRouter: LaunchRouter<any RootInteractable, any RootViewControllable>, RootRouting {
  /// The app's dependency: each tab is built with the builder it gives.
  let dependency: any RootDependency

  init(interactor: any RootInteractable, viewController: any RootViewControllable, dependency: any RootDependency) {
    self.dependency = dependency
    super.init(interactor: interactor, viewController: viewController)
    interactor.router = self
  }

  override func didLoad() {
    super.didLoad()
    var tabs: [any ViewableRouting] = []
    tabs.append(dependency.homeBuildable.build(withListener: interactor))
    // generate-rib: tabs
    for tab in tabs { attachChild(tab) }
    viewController.setTabs(tabs.map(\.viewControllable))
  }
}
