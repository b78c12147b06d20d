/// The three orders of a removal, in one place: what Documentation/Navigation.md states under "The order of
/// what the sync does", as comparisons on plain numbers (no UIKit, no RIBs), so that each can be checked
/// against the executable specification on its own.
///
/// - Detaches: **deepest first** (the depth in the RIB tree when the screen was shown); among equal depths,
///   **the most recently shown first**. A child never outlives its parent in the tree, and siblings on one
///   stack go from the top down, as a pop takes them.
/// - UIKit requests made when a gesture ends: **lowest in the containment hierarchy first**; among equals,
///   **in the order business logic asked**. Taking one screen off takes everything above it along.
/// - Flows told they closed: **innermost first**; among equals, **in the order their last screens were
///   detached**. A flow started by a flow is detached by its own listener when told; told after its outer
///   flow, it would go with it untold.
///
/// Every comparison is a strict total order on distinct inputs and `nonisolated` (a main-actor comparator
/// would check the executor at every comparison of a sort).
enum RemovalOrder {
  /// Whether a screen at tree depth `lhs.depth`, shown `lhs.shown`-th, is detached before one at `rhs`.
  ///
  /// - Parameters:
  ///   - lhs: The first screen's RIB depth (root = 0) and the order it was shown in.
  ///   - rhs: The second screen's.
  /// - Returns: Whether the first is detached first.
  @inline(__always)
  nonisolated static func detaches(_ lhs: (depth: Int, shown: Int), before rhs: (depth: Int, shown: Int)) -> Bool {
    lhs.depth != rhs.depth ? lhs.depth > rhs.depth : lhs.shown > rhs.shown
  }

  /// Whether the screen at containment depth `lhs.containmentDepth`, the `lhs.asked`-th business logic asked
  /// for during the gesture, is taken off before the one at `rhs` when the gesture ends.
  ///
  /// - Parameters:
  ///   - lhs: The first screen's number of containers and presentations under it, and the order asked.
  ///   - rhs: The second screen's.
  /// - Returns: Whether UIKit is asked for the first first.
  nonisolated static func requests(
    _ lhs: (containmentDepth: Int, asked: Int), before rhs: (containmentDepth: Int, asked: Int)
  ) -> Bool {
    lhs.containmentDepth != rhs.containmentDepth ? lhs.containmentDepth < rhs.containmentDepth : lhs.asked < rhs.asked
  }

  /// Whether the flow at tree depth `lhs.depth`, whose last screen was the `lhs.lastDetached`-th detached, is
  /// told it closed before the flow at `rhs`.
  ///
  /// - Parameters:
  ///   - lhs: The first flow's depth (root = 0) and the order its last screen was detached in.
  ///   - rhs: The second flow's.
  /// - Returns: Whether the first is told first.
  nonisolated static func flowsTold(
    _ lhs: (depth: Int, lastDetached: Int), before rhs: (depth: Int, lastDetached: Int)
  ) -> Bool {
    lhs.depth != rhs.depth ? lhs.depth > rhs.depth : lhs.lastDetached < rhs.lastDetached
  }
}
