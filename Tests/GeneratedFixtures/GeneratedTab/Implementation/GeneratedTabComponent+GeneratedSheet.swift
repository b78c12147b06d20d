import GeneratedSheet
import NavigatableRIBs

/// GeneratedTab's component gives the routes to GeneratedSheet its builder, from the dependency the composition root
/// satisfies (wired by generate-rib).
extension GeneratedTabComponent {
  /// Builds GeneratedSheet.
  var generatedSheetBuildable: any GeneratedSheetBuildable { dependency.generatedSheetBuildable }
}
