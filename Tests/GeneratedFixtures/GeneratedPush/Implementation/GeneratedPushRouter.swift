import GeneratedPush
import NavigatableRIBs

/// The listeners of GeneratedPush's children: GeneratedPush's interactor is each child's listener (generate-rib
/// adds them).
typealias GeneratedPushChildListeners = AnyObject
// generate-rib: listeners

/// What GeneratedPush's router needs from its interactor.
@MainActor
protocol GeneratedPushInteractable: Interactable, GeneratedPushChildListeners {
  var router: (any GeneratedPushRouting)? { get set }
  var listener: (any GeneratedPushListener)? { get set }
}

/// What GeneratedPush's router needs from its view controller: nothing beyond being a view controller.
@MainActor
protocol GeneratedPushViewControllable: ViewControllable {}

/// GeneratedPush's router: shows each child with one call (`pushChild`, `presentChildInNavigationController`,
/// `attachChild`) and takes it away with `detachChild`; NavigationSync removes the child's screen, and
/// detaches the child when the user removes its screen. It keeps children `weak`: the tree owns them.
final class GeneratedPushRouter: ViewableRouter<any GeneratedPushInteractable, any GeneratedPushViewControllable>,
  GeneratedPushRouting
{
  /// GeneratedPush's component: the routes generate-rib adds, one file per child
  /// (`GeneratedPushRouter+Child.swift`), build their children with the builders its dependency gives.
  let component: GeneratedPushComponent
  /// The children those routes attached, by name (the tree owns them).
  let attached = AttachedChildren()

  init(
    interactor: any GeneratedPushInteractable,
    viewController: any GeneratedPushViewControllable,
    component: GeneratedPushComponent
  ) {
    self.component = component
    super.init(interactor: interactor, viewController: viewController)
    interactor.router = self
  }
}
