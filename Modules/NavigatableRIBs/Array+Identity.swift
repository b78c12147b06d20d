/// The first and last index of a view controller itself in a stack or a tab bar's tabs, as plain loops: a
/// closure formed in main-actor code and passed to `firstIndex(where:)` or `lastIndex(where:)` checks at
/// run time that it runs on the main actor, on every call (its cost is in Performance.md). HeadlessUIKit
/// has the same helper for its own use; the sync cannot use that one, as it is built against UIKit on iOS,
/// where HeadlessUIKit is not linked.
extension Array where Element == UIViewController {
  /// The last index of `viewController` itself, or nil.
  func lastIndexOfIdentical(_ viewController: UIViewController) -> Int? {
    var index = endIndex
    while index > startIndex {
      index -= 1
      if self[index] === viewController { return index }
    }
    return nil
  }

  /// The first index of `viewController` itself, or nil.
  func firstIndexOfIdentical(_ viewController: UIViewController) -> Int? {
    for index in indices where self[index] === viewController { return index }
    return nil
  }
}
