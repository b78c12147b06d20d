import GeneratedPush
import NavigatableRIBs

/// GeneratedTab's component gives the routes to GeneratedPush its builder, from the dependency the composition root
/// satisfies (wired by generate-rib).
extension GeneratedTabComponent {
  /// Builds GeneratedPush.
  var generatedPushBuildable: any GeneratedPushBuildable { dependency.generatedPushBuildable }
}
