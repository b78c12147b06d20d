/// Identity lookups written as plain loops.
///
/// A closure formed in main-actor code and passed to a standard-library algorithm (`contains(where:)`,
/// `firstIndex(where:)`, `compactMap`, `sorted(by:)`) checks at run time, on every call, that it runs on
/// the main actor: about 220 instructions per element. These helpers take no closure.
extension Array where Element: AnyObject {
  /// Whether `object` itself (not an equal one) is an element.
  func containsIdentical(_ object: AnyObject) -> Bool { lastIndexOfIdentical(object) != nil }

  /// The last index of `object` itself, or nil.
  func lastIndexOfIdentical(_ object: AnyObject) -> Int? {
    var index = endIndex
    while index > startIndex {
      index -= 1
      if self[index] === object { return index }
    }
    return nil
  }
}
