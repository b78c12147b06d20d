import GeneratedFlow
import NavigatableRIBs

/// The listeners of GeneratedFlow's children: GeneratedFlow's interactor is each child's listener, its first
/// screen's included (generate-rib adds them).
typealias GeneratedFlowChildListeners = GeneratedFlowStartListener
// generate-rib: listeners

/// What GeneratedFlow's router needs from its interactor.
@MainActor
protocol GeneratedFlowInteractable: Interactable, GeneratedFlowChildListeners {
  var router: (any GeneratedFlowRouting)? { get set }
  var listener: (any GeneratedFlowListener)? { get set }
}

/// The viewless GeneratedFlow's router: presents its first screen in a navigation controller from the
/// parent's screen, and shows its children's screens on it (pushed, or presented from it). Every screen RIB
/// is GeneratedFlow's child.
///
/// It pops and dismisses nothing by hand except in `cleanupViews()`: detaching a child makes
/// NavigationSync remove its screen, and UIKit removing a screen makes NavigationSync detach its RIB.
final class GeneratedFlowRouter: Router<any GeneratedFlowInteractable>, GeneratedFlowRouting {
  /// The parent's screen GeneratedFlow presents from (not GeneratedFlow's: GeneratedFlow has no view).
  private let viewController: any ViewControllable
  private let startBuilder: any GeneratedFlowStartBuildable
  /// GeneratedFlow's first screen, while attached.
  private weak var start: (any ViewableRouting)?
  /// GeneratedFlow's component: the routes generate-rib adds, one file per child
  /// (`GeneratedFlowRouter+Child.swift`), build their children with the builders its dependency gives.
  let component: GeneratedFlowComponent
  /// The children those routes attached, by name (the tree owns them).
  let attached = AttachedChildren()
  /// The navigation controller GeneratedFlow presented, while UIKit holds it.
  private(set) weak var navigationController: UINavigationController?

  init(
    interactor: any GeneratedFlowInteractable,
    viewController: any ViewControllable,
    startBuilder: any GeneratedFlowStartBuildable,
    component: GeneratedFlowComponent
  ) {
    self.viewController = viewController
    self.startBuilder = startBuilder
    self.component = component
    super.init(interactor: interactor)
    interactor.router = self
  }

  func routeToStart() -> Bool {
    guard start == nil else { return true }
    let router = startBuilder.build(withListener: interactor)
    navigationController = presentChildInNavigationController(
      router, from: viewController, modalPresentationStyle: .pageSheet)
    guard navigationController != nil else { return false }
    start = router
    return true
  }

  func cleanupViews() {
    guard let navigationController, let presenter = navigationController.presentingViewController,
      presenter.presentedViewController === navigationController
    else { return }
    presenter.dismiss(animated: true)
  }
}
