import Detail
import NavigatableRIBs

/// What a deep link (a Workflow step) may ask of Master.
@MainActor
public protocol MasterActionableItem: AnyObject {
  /// Removes the Details (and the plain screen) Master shows, then pushes a deep-link Detail at depth 1
  /// and yields it, for the next step.
  ///
  /// - Returns: A publisher of the Detail's item, or of an error when it cannot be pushed.
  func openDetail() -> AnyPublisher<(any DetailActionableItem, Void), any Error>
  /// Removes the Details Master shows (pushed or presented) and any plain screen: Examples is on top.
  func closeDetails()
  /// Removes a Detail Master presented as a sheet, if any; pushed screens stay.
  func closeSheet()
}

extension Step where ActionableItemType == any MasterActionableItem {
  /// Chains the steps that open a Detail at `depth` (1 or more): Master opens Detail 1, each Detail pushes
  /// the next. Each step waits until the previous Detail is active.
  ///
  /// - Parameter depth: The depth of the last Detail to open; values below 1 open Detail 1.
  /// - Returns: The step that yields the last Detail's actionable item.
  public func openDetail(depth: Int) -> Step<WorkflowActionableItemType, any DetailActionableItem, Void> {
    var step = onStep { master, _ in master.openDetail() }
    for _ in 1..<max(1, depth) {
      step = step.onStep { detail, _ in detail.pushNext() }
    }
    return step
  }
}

/// Opens a Detail at a given depth from Master: the "Deep link" example, and the tail of the app's
/// `ribs://examples/detail?depth=N` deep link.
public final class OpenDetailWorkflow: Workflow<any MasterActionableItem> {
  /// The depth of the Detail the workflow ends on.
  public let depth: Int

  /// A workflow opening a Detail at `depth` (clamped to at least 1).
  ///
  /// - Parameter depth: The depth of the Detail the workflow ends on, from 1.
  public init(depth: Int) {
    self.depth = max(1, depth)
    super.init()
    onStep { master in Just((master, ())).setFailureType(to: (any Error).self).eraseToAnyPublisher() }
      .openDetail(depth: self.depth)
      .commit()
  }
}
