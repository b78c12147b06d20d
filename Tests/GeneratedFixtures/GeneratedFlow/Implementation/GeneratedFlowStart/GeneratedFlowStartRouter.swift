import NavigatableRIBs

/// What the first screen's router needs from its interactor.
@MainActor
protocol GeneratedFlowStartInteractable: Interactable {
  var router: (any GeneratedFlowStartRouting)? { get set }
  var listener: (any GeneratedFlowStartListener)? { get set }
}

/// What the first screen's router needs from its view controller: nothing beyond being a view controller.
@MainActor
protocol GeneratedFlowStartViewControllable: ViewControllable {}

/// GeneratedFlow's first screen's router: no children (the flow attaches what comes next).
final class GeneratedFlowStartRouter:
  ViewableRouter<any GeneratedFlowStartInteractable, any GeneratedFlowStartViewControllable>,
  GeneratedFlowStartRouting
{
  override init(
    interactor: any GeneratedFlowStartInteractable,
    viewController: any GeneratedFlowStartViewControllable
  ) {
    super.init(interactor: interactor, viewController: viewController)
    interactor.router = self
  }
}
