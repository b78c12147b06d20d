import GeneratedFlow
import NavigatableRIBs

/// How GeneratedTab shows GeneratedFlow and takes it away (wired by generate-rib).
extension GeneratedTabRouter {
  /// GeneratedFlow's builder, from GeneratedTab's component (`GeneratedTabComponent+GeneratedFlow.swift`).
  private var generatedFlowBuilder: any GeneratedFlowBuildable { component.generatedFlowBuildable }
  /// GeneratedFlow, while attached (the tree owns it; NavigationSync may detach it).
  private var generatedFlow: (any Routing)? {
    get { attached["GeneratedFlow"] }
    set { attached["GeneratedFlow"] = newValue }
  }

  func routeToGeneratedFlow() {
    guard generatedFlow == nil else { return }
    let router = generatedFlowBuilder.build(withListener: interactor, presentingFrom: viewControllable)
    generatedFlow = router  // before attaching: a flow may close at once (when it cannot present)
    attachChild(router)
  }

  func detachGeneratedFlow() {
    guard let generatedFlow else { return }
    detachChild(generatedFlow)  // the flow takes its screens down
  }
}
