import NavigatableRIBs

/// Builds a Detail RIB.
@MainActor
public protocol DetailBuildable: Buildable {
  /// Builds a Detail at `depth` (1 = the first above its container's root) of the given `kind`, reporting
  /// to `listener`. Returns its router and the item deep links drive.
  func build(
    withListener listener: any DetailListener, depth: Int, kind: DetailKind
  )
    -> (router: any ViewableRouting, actionableItem: any DetailActionableItem)
}
