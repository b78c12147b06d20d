import GeneratedFlow
import NavigatableRIBs

/// GeneratedTab's component gives the routes to GeneratedFlow its builder, from the dependency the composition root
/// satisfies (wired by generate-rib).
extension GeneratedTabComponent {
  /// Builds GeneratedFlow.
  var generatedFlowBuildable: any GeneratedFlowBuildable { dependency.generatedFlowBuildable }
}
