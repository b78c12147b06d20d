/// A router's children in attach order, with membership by identity: O(1) to append, to test and (amortized)
/// to remove, whatever the number of siblings and wherever the child sits.
///
/// Removing a child empties its slot instead of shifting the ones after it; the slots are compacted once
/// the holes outnumber the children, so each removal pays O(1) amortized. Removing the last child (detaching
/// in reverse order) leaves no hole. ``elements``, the array ``Router/children`` returns, is kept up to date
/// by appends and by removals at the end, so reading it costs nothing then; after a removal from the middle
/// the first read rebuilds it (O(n), once).
@MainActor
struct RouterChildren {
  /// The children, in attach order; `nil` where one was removed.
  private var slots: [(any Routing)?] = []
  /// Each child's index in `slots`.
  private var positions: [ObjectIdentifier: Int] = [:]
  private var holes = 0
  /// The children without holes, when known (nil after a removal from the middle, until read).
  private var snapshot: [any Routing]? = []

  /// The number of children.
  var count: Int { positions.count }

  /// Whether there are no children.
  var isEmpty: Bool { positions.isEmpty }

  /// Whether `child` is one of the children (by identity).
  func contains(_ child: any Routing) -> Bool { positions[ObjectIdentifier(child)] != nil }

  /// The children in attach order.
  var elements: [any Routing] {
    mutating get {
      if let snapshot { return snapshot }
      let elements = slots.compactMap { $0 }
      snapshot = elements
      return elements
    }
  }

  /// Appends `child`; returns `false` (and changes nothing) when it is already there.
  @discardableResult
  mutating func append(_ child: any Routing) -> Bool {
    let id = ObjectIdentifier(child)
    guard positions[id] == nil else { return false }
    positions[id] = slots.count
    slots.append(child)
    snapshot?.append(child)
    return true
  }

  /// Removes `child`; returns `false` when it is not there.
  @discardableResult
  mutating func remove(_ child: any Routing) -> Bool {
    guard let index = positions.removeValue(forKey: ObjectIdentifier(child)) else { return false }
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
      if holes > 16 && holes > positions.count { compact() }
    }
    return true
  }

  /// Removes every child and returns them in attach order.
  mutating func removeAll() -> [any Routing] {
    let all = elements
    self = RouterChildren()
    return all
  }

  private mutating func compact() {
    var compacted: [(any Routing)?] = []
    compacted.reserveCapacity(positions.count)
    for case let child? in slots {
      positions[ObjectIdentifier(child)] = compacted.count
      compacted.append(child)
    }
    slots = compacted
    holes = 0
  }
}
