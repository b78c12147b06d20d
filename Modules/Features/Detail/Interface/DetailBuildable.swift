import NavigatableRIBs

/// Builds a Detail RIB.
@MainActor
public protocol DetailBuildable: Buildable {
  /// Builds a Detail at `depth` (1 = the first above its container's root) of the given `kind`, reporting
  /// to `listener`. Returns its router and the item deep links drive.
  ///
  /// - Parameters:
  ///   - listener: Told when the Detail asks to close or to pop.
  ///   - depth: Its place in the chain (1 = the first above its container's root).
  ///   - kind: How it is reached, which decides what it offers.
  /// - Returns: Its router and the item deep links drive.
  func build(
    withListener listener: any DetailListener, depth: Int, kind: DetailKind
  )
    -> (router: any ViewableRouting, actionableItem: any DetailActionableItem)
}
