/// A router's children in attach order, with membership by identity: O(1) to append, to test and (amortized)
/// to remove, whatever the number of siblings and wherever the child sits.
///
/// A child built on ``RouterBase`` (every router, in practice) keeps its own slot number
/// (`RouterBase.indexInParent`), so membership is a comparison, without a table; any other `Routing` is
/// found through a table of positions. Removing a child empties its slot instead of shifting the ones after
/// it; the slots are compacted once the holes outnumber the children, so each removal pays O(1) amortized.
/// Removing the last child (detaching in reverse order) leaves no hole. ``elements``, the array
/// ``RouterBase/children`` returns, is built on first read and kept up to date from then on by appends and
/// by removals at the end; after a removal from the middle the next read rebuilds it (O(n), once).
@MainActor
struct RouterChildren {
  /// The children, in attach order; `nil` where one was removed.
  private var slots: [(any Routing)?] = []
  /// The slot of each child that is not a ``RouterBase`` (those keep their own).
  private var foreignPositions: [ObjectIdentifier: Int] = [:]
  /// The empty slots. The last slot is never empty (trailing holes are dropped at once), so there are no
  /// children exactly when there are no slots.
  private var holes = 0
  /// The children without holes, when known (until first read, and after a removal from the middle).
  private var snapshot: [any Routing]?

  /// No children. Nonisolated, for ``RouterOwned``'s initializer.
  nonisolated init() {}

  /// The number of children: the slots that are not holes.
  var count: Int { slots.count - holes }

  /// Whether there are no children.
  var isEmpty: Bool { slots.isEmpty }

  /// Whether `child` is one of the children (by identity). `node` is `child` as a ``RouterBase``, if it is one.
  func contains(_ child: any Routing, node: RouterBase?) -> Bool {
    guard let node else { return foreignPositions[ObjectIdentifier(child)] != nil }
    let index = node.indexInParent
    // The slot is this table's only if it holds the child: a router in another parent has a slot there.
    guard index >= 0, index < slots.count, let slot = slots[index] else { return false }
    return slot === child
  }

  /// Whether a child is viewless (not a ``ViewableRouting``). Reads the slots: no ``elements`` is built.
  var hasViewlessChild: Bool {
    for case let child? in slots where !(child is any ViewableRouting) { return true }
    return false
  }

  /// The children in attach order.
  var elements: [any Routing] {
    mutating get {
      if let snapshot { return snapshot }
      // A plain loop: a closure here would check the executor on each child (see Performance.md).
      var elements: [any Routing] = []
      elements.reserveCapacity(count)
      for case let child? in slots { elements.append(child) }
      snapshot = elements
      return elements
    }
  }

  /// Appends `child`, which must not be one of the children (see ``contains(_:node:)``).
  mutating func append(_ child: any Routing, node: RouterBase?) {
    if let node {
      node.indexInParent = slots.count
    } else {
      foreignPositions[ObjectIdentifier(child)] = slots.count
    }
    slots.append(child)
    snapshot?.append(child)
  }

  /// Removes `child`; returns `false` when it is not there.
  mutating func remove(_ child: any Routing, node: RouterBase?) -> Bool {
    let index: Int
    if let node {
      guard contains(child, node: node) else { return false }
      index = node.indexInParent
      node.indexInParent = -1
    } else {
      guard let position = foreignPositions.removeValue(forKey: ObjectIdentifier(child)) else { return false }
      index = position
    }
    if index == slots.count - 1 {
      slots.removeLast()
      snapshot?.removeLast()
      // Holes left before it are now at the end: drop them (each hole is dropped once).
      while let last = slots.last, last == nil {
        slots.removeLast()
        holes -= 1
      }
    } else {
      slots[index] = nil
      holes += 1
      snapshot = nil
      if holes > 16 && holes > count { compact() }
    }
    return true
  }

  /// Moves the children down over the holes, in place (as HeadlessUIKit's `ChildList` does): no new array.
  private mutating func compact() {
    var kept = 0
    for index in slots.indices {
      guard let child = slots[index] else { continue }
      if kept != index {
        slots[kept] = child
        if let node = child as? RouterBase {
          node.indexInParent = kept
        } else {
          foreignPositions[ObjectIdentifier(child)] = kept
        }
      }
      kept += 1
    }
    slots.removeLast(slots.count - kept)
    holes = 0
  }
}
