/// The tracked screens of one parent, by view controller: the first one in place, the others in a table
/// made when a second comes. A parent usually shows one child at a time, so most parents' screens cost no
/// allocation of their own.
///
/// Rule: when there is no first screen there are no others (removing the first moves one of the others
/// in). Iteration order is unspecified, as a dictionary's: callers that act in a loop order what they find.
struct ScreenTable: Sequence {
  private var first: (id: ObjectIdentifier, screen: TrackedScreen)?
  private var others: [ObjectIdentifier: TrackedScreen] = [:]

  /// An empty table.
  init() {}

  /// Whether no screen is in the table.
  var isEmpty: Bool { first == nil }

  /// The number of screens.
  var count: Int { first == nil ? 0 : 1 + others.count }

  /// The screen whose view controller has identity `id`; setting `nil` removes it.
  subscript(id: ObjectIdentifier) -> TrackedScreen? {
    get { first?.id == id ? first?.screen : others[id] }
    set {
      if let current = first, current.id == id {
        if let newValue {
          first = (id, newValue)
        } else {
          first = others.popFirst().map { ($0.key, $0.value) }
        }
      } else if first == nil {
        first = newValue.map { (id, $0) }
      } else {
        others[id] = newValue
      }
    }
  }

  /// Empties the table.
  mutating func removeAll() { self = ScreenTable() }

  /// The screens with their view controllers' identities.
  func makeIterator() -> Iterator { Iterator(first: first, others: others.makeIterator()) }

  /// Iterates a ``ScreenTable``: its first screen, then the others.
  struct Iterator: IteratorProtocol {
    fileprivate var first: (id: ObjectIdentifier, screen: TrackedScreen)?
    fileprivate var others: Dictionary<ObjectIdentifier, TrackedScreen>.Iterator

    /// The next screen with its view controller's identity, or `nil` after the last.
    mutating func next() -> (key: ObjectIdentifier, value: TrackedScreen)? {
      if let (id, screen) = first {
        first = nil
        return (id, screen)
      }
      return others.next()
    }
  }
}
