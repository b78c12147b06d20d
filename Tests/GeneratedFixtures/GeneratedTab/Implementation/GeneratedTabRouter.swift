import GeneratedFlow
import GeneratedPush
import GeneratedSheet
import GeneratedTab
import NavigatableRIBs

/// The listeners of GeneratedTab's children: GeneratedTab's interactor is each child's listener (generate-rib
/// adds them).
typealias GeneratedTabChildListeners = AnyObject
  & GeneratedPushListener
  & GeneratedSheetListener
  & GeneratedFlowListener
// generate-rib: listeners

/// What GeneratedTab's router needs from its interactor.
@MainActor
protocol GeneratedTabInteractable: Interactable, GeneratedTabChildListeners {
  var router: (any GeneratedTabRouting)? { get set }
  var listener: (any GeneratedTabListener)? { get set }
}

/// What GeneratedTab's router needs from its view controller: nothing beyond being a view controller.
@MainActor
protocol GeneratedTabViewControllable: ViewControllable {}

/// GeneratedTab's router: shows each child with one call (`pushChild`, `presentChildInNavigationController`,
/// `attachChild`) and takes it away with `detachChild`; NavigationSync removes the child's screen, and
/// detaches the child when the user removes its screen. It keeps children `weak`: the tree owns them.
final class GeneratedTabRouter: ViewableRouter<any GeneratedTabInteractable, any GeneratedTabViewControllable>,
  GeneratedTabRouting
{
  /// GeneratedTab's component: the routes generate-rib adds, one file per child
  /// (`GeneratedTabRouter+Child.swift`), build their children with the builders its dependency gives.
  let component: GeneratedTabComponent
  /// The children those routes attached, by name (the tree owns them).
  let attached = AttachedChildren()

  init(
    interactor: any GeneratedTabInteractable,
    viewController: any GeneratedTabViewControllable,
    component: GeneratedTabComponent
  ) {
    self.component = component
    super.init(interactor: interactor, viewController: viewController)
    interactor.router = self
  }
}
