import FinanceHome
import Master
import NavigatableRIBs

/// What Root's interactor asks of its router.
@MainActor
protocol RootRouting: ViewableRouting {
  /// Selects `tab`.
  func select(_ tab: RootTab)
  /// Master's deep-link item, once attached.
  var masterActionableItem: (any MasterActionableItem)? { get }
  /// FinanceHome's deep-link item, once attached.
  var financeHomeActionableItem: (any FinanceHomeActionableItem)? { get }
}

/// What Root's interactor asks of its view: nothing yet.
@MainActor
protocol RootPresentable: Presentable {}

/// Root's business logic: the deep-link entry points.
final class RootInteractor: PresentableInteractor<any RootPresentable>, RootInteractable, RootActionableItem {
  weak var router: (any RootRouting)?

  func showExamples() -> AnyPublisher<(any MasterActionableItem, Void), any Error> {
    guard let router, let master = router.masterActionableItem else {
      return Fail(error: RootRoutingError.tabNotReady(.examples)).eraseToAnyPublisher()
    }
    router.financeHomeActionableItem?.closeFlows()
    router.select(.examples)
    return Just((master, ())).setFailureType(to: (any Error).self).eraseToAnyPublisher()
  }

  func showFinance() -> AnyPublisher<(any FinanceHomeActionableItem, Void), any Error> {
    guard let router, let finance = router.financeHomeActionableItem else {
      return Fail(error: RootRoutingError.tabNotReady(.finance)).eraseToAnyPublisher()
    }
    router.masterActionableItem?.closeSheet()
    router.select(.finance)
    return Just((finance, ())).setFailureType(to: (any Error).self).eraseToAnyPublisher()
  }
}
