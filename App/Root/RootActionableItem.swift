import FinanceHome
import Master
import NavigatableRIBs

/// Where every deep link starts: the root RIB's interactor.
@MainActor
public protocol RootActionableItem: AnyObject {
  /// Ends the Finance flows, selects the Examples tab and yields Master.
  func showExamples() -> AnyPublisher<(any MasterActionableItem, Void), any Error>
  /// Closes a Detail sheet, selects the Finance tab and yields FinanceHome.
  func showFinance() -> AnyPublisher<(any FinanceHomeActionableItem, Void), any Error>
}

/// Why a root step of a deep link failed.
public enum RootRoutingError: Error, Equatable {
  /// The tab's RIB is not attached (the root has not loaded).
  case tabNotReady(RootTab)
}
