import GeneratedSheet
import NavigatableRIBs

/// The listeners of GeneratedSheet's children: GeneratedSheet's interactor is each child's listener (generate-rib
/// adds them).
typealias GeneratedSheetChildListeners = AnyObject
// generate-rib: listeners

/// What GeneratedSheet's router needs from its interactor.
@MainActor
protocol GeneratedSheetInteractable: Interactable, GeneratedSheetChildListeners {
  var router: (any GeneratedSheetRouting)? { get set }
  var listener: (any GeneratedSheetListener)? { get set }
}

/// What GeneratedSheet's router needs from its view controller: nothing beyond being a view controller.
@MainActor
protocol GeneratedSheetViewControllable: ViewControllable {}

/// GeneratedSheet's router: shows each child with one call (`pushChild`, `presentChildInNavigationController`,
/// `attachChild`) and takes it away with `detachChild`; NavigationSync removes the child's screen, and
/// detaches the child when the user removes its screen. It keeps children `weak`: the tree owns them.
final class GeneratedSheetRouter: ViewableRouter<any GeneratedSheetInteractable, any GeneratedSheetViewControllable>,
  GeneratedSheetRouting
{
  /// GeneratedSheet's component: the routes generate-rib adds, one file per child
  /// (`GeneratedSheetRouter+Child.swift`), build their children with the builders its dependency gives.
  let component: GeneratedSheetComponent
  /// The children those routes attached, by name (the tree owns them).
  let attached = AttachedChildren()

  init(
    interactor: any GeneratedSheetInteractable,
    viewController: any GeneratedSheetViewControllable,
    component: GeneratedSheetComponent
  ) {
    self.component = component
    super.init(interactor: interactor, viewController: viewController)
    interactor.router = self
  }
}
