import NavigatableRIBs

/// What a deep link (a Workflow step) may ask of FinanceHome.
@MainActor
public protocol FinanceHomeActionableItem: AnyObject {
  /// Ends the flows FinanceHome shows (Topup, Add card) and starts Topup; yields FinanceHome.
  ///
  /// - Returns: A publisher of FinanceHome's item, or of an error when Topup cannot start.
  func startTopup() -> AnyPublisher<(any FinanceHomeActionableItem, Void), any Error>
  /// Ends the flows FinanceHome shows (Topup, Add card) and shows Add card; yields FinanceHome.
  ///
  /// - Returns: A publisher of FinanceHome's item, or of an error when Add card cannot be shown.
  func startAddCard() -> AnyPublisher<(any FinanceHomeActionableItem, Void), any Error>
  /// Ends the flows FinanceHome shows (Topup, Add card), so nothing covers the tabs.
  func closeFlows()
}
