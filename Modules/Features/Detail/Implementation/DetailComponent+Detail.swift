import Detail
import NavigatableRIBs

/// A Detail's component builds the next Detail over the Detail's own dependency: every Detail needs what its
/// parent was given (the builders of the children generate-rib adds included).
extension DetailComponent {
  /// Builds the next Detail a Detail pushes.
  var nextDetailBuildable: any DetailBuildable { DetailBuilder(dependency: dependency) }
}
