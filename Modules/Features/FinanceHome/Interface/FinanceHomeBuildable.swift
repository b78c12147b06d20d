import NavigatableRIBs

/// Builds the FinanceHome RIB.
@MainActor
public protocol FinanceHomeBuildable: Buildable {
  /// Builds FinanceHome reporting to `listener`; returns its router and the item deep links drive.
  ///
  /// - Parameter listener: FinanceHome's listener.
  /// - Returns: FinanceHome's router, for the parent to show, and the item deep links drive.
  func build(
    withListener listener: any FinanceHomeListener
  )
    -> (router: any ViewableRouting, actionableItem: any FinanceHomeActionableItem)
}
