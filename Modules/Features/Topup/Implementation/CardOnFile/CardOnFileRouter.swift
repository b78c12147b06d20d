import NavigatableRIBs

/// What CardOnFile's router needs from its interactor.
@MainActor
protocol CardOnFileInteractable: Interactable {
  var router: (any CardOnFileRouting)? { get set }
  var listener: (any CardOnFileListener)? { get set }
}

/// What CardOnFile's router needs from its view controller.
@MainActor
protocol CardOnFileViewControllable: ViewControllable {}

/// CardOnFile's router: a leaf.
final class CardOnFileRouter: ViewableRouter<any CardOnFileInteractable, any CardOnFileViewControllable>,
  CardOnFileRouting
{
  override init(interactor: any CardOnFileInteractable, viewController: any CardOnFileViewControllable) {
    super.init(interactor: interactor, viewController: viewController)
    interactor.router = self
  }
}
