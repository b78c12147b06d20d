import NavigatableRIBs

/// Told by a Detail when it wants to leave, or wants the stack popped back to an earlier Detail.
@MainActor
public protocol DetailListener: AnyObject {
  /// The Detail's "Close" was tapped: detach it (NavigationSync pops or dismisses its screen).
  func detailDidRequestClose()
  /// A Detail above wants the stack popped to the Detail at `depth`. Details forward it up until the
  /// one at `depth` handles it; a listener that is not a Detail ignores it.
  ///
  /// - Parameter depth: The depth of the Detail to pop back to.
  func detailDidRequestPop(toDepth depth: Int)
}
