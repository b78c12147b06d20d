import NavigatableRIBs

/// What GeneratedFlow's first screen tells the flow: "Done", and a method per row (generate-rib adds them).
@MainActor
protocol GeneratedFlowStartListener: AnyObject {
  /// The user tapped "Done": the flow is complete.
  func generatedFlowStartDidTapDone()
  // generate-rib: start listener
}

/// What GeneratedFlow's first screen needs: nothing yet (GeneratedFlow's component gives it).
@MainActor
protocol GeneratedFlowStartDependency: Dependency {}

/// Builds GeneratedFlow's first screen.
@MainActor
protocol GeneratedFlowStartBuildable: Buildable {
  /// Builds the screen reporting to `listener` (the flow's interactor).
  func build(withListener listener: any GeneratedFlowStartListener) -> any ViewableRouting
}

/// The builder of GeneratedFlow's first screen.
final class GeneratedFlowStartBuilder: Builder<any GeneratedFlowStartDependency>, GeneratedFlowStartBuildable {
  func build(withListener listener: any GeneratedFlowStartListener) -> any ViewableRouting {
    let viewController = GeneratedFlowStartViewController()
    let interactor = GeneratedFlowStartInteractor(presenter: viewController)
    interactor.listener = listener
    return GeneratedFlowStartRouter(interactor: interactor, viewController: viewController)
  }
}
