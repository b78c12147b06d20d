import NavigatableRIBs

/// Builds the Master RIB.
@MainActor
public protocol MasterBuildable: Buildable {
  /// Builds Master reporting to `listener`; returns its router and the item deep links drive.
  ///
  /// - Parameter listener: Master's listener.
  /// - Returns: Master's router, for the parent to show, and the item deep links drive.
  func build(
    withListener listener: any MasterListener
  )
    -> (router: any ViewableRouting, actionableItem: any MasterActionableItem)
}
