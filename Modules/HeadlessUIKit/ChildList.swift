/// An ordered list of view controllers with identity lookups: O(1) append, membership and removal
/// (amortized; removals leave holes that are compacted once they dominate). The list as an array is kept
/// once built, until a removal: `children` is read on every appearance change and walk of the containers.
@MainActor
struct ChildList {
  private var slots: [UIViewController?] = []
  private var positions: [ObjectIdentifier: Int] = [:]
  private var holes = 0
  private var snapshot: [UIViewController]?

  /// The number of view controllers in the list.
  var count: Int { positions.count }

  /// The view controllers in insertion order (a plain loop: see `Array+Identity.swift` on closures).
  var elements: [UIViewController] {
    mutating get {
      if let snapshot { return snapshot }
      var elements: [UIViewController] = []
      elements.reserveCapacity(count)
      for case let element? in slots { elements.append(element) }
      snapshot = elements
      return elements
    }
  }

  /// Whether `element` is in the list.
  func contains(_ element: UIViewController) -> Bool { positions[ObjectIdentifier(element)] != nil }

  /// Appends `element` unless it is already there.
  mutating func append(_ element: UIViewController) {
    let id = ObjectIdentifier(element)
    guard positions[id] == nil else { return }
    positions[id] = slots.count
    slots.append(element)
    snapshot?.append(element)
  }

  /// Removes `element` if present.
  mutating func remove(_ element: UIViewController) {
    guard let index = positions.removeValue(forKey: ObjectIdentifier(element)) else { return }
    slots[index] = nil
    snapshot = nil
    holes += 1
    while let last = slots.last, last == nil {
      slots.removeLast()
      holes -= 1
    }
    if holes > 32 && holes > positions.count { compact() }
  }

  /// Moves the view controllers down over the holes, in place: no new array (a plain loop, no closure
  /// per element: a closure formed here is main-actor isolated and checks the executor on each call).
  private mutating func compact() {
    var kept = 0
    for index in slots.indices {
      guard let element = slots[index] else { continue }
      if kept != index {
        slots[kept] = element
        positions[ObjectIdentifier(element)] = kept
      }
      kept += 1
    }
    slots.removeLast(slots.count - kept)
    holes = 0
  }
}
