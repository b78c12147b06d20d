import FinanceHome
import Master
import NavigatableRIBs

/// Runs a deep link across the RIB tree, step by step: Root selects the tab, then the tab's RIB (and, for
/// Details, each Detail in turn) routes on. Each step waits until its RIB is active.
final class DeepLinkWorkflow: Workflow<any RootActionableItem> {
  /// The link being run.
  let link: DeepLink
  /// Whether every step ran.
  private(set) var isComplete = false
  /// The error that ended the workflow early, if any.
  private(set) var error: (any Error)?

  init(_ link: DeepLink) {
    self.link = link
    super.init()
    switch link {
    case .examples:
      onStep { root in root.showExamples() }
        .onStep { master, _ in
          master.closeDetails()
          return Just((master, ())).setFailureType(to: (any Error).self).eraseToAnyPublisher()
        }
        .commit()
    case let .examplesDetail(depth):
      onStep { root in root.showExamples() }
        .openDetail(depth: depth)
        .commit()
    case .finance:
      onStep { root in root.showFinance() }
        .onStep { finance, _ in
          finance.closeFlows()
          return Just((finance, ())).setFailureType(to: (any Error).self).eraseToAnyPublisher()
        }
        .commit()
    case .financeTopup:
      onStep { root in root.showFinance() }
        .onStep { finance, _ in finance.startTopup() }
        .commit()
    case .financeAddCard:
      onStep { root in root.showFinance() }
        .onStep { finance, _ in finance.startAddCard() }
        .commit()
    }
  }

  override func didComplete() {
    isComplete = true
  }

  override func didReceiveError(_ error: any Error) {
    self.error = error
  }
}
