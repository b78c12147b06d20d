extension UIViewController {
  // MARK: Internal containment, used by the containers (never goes through overridable entry points)

  /// Whether `candidate` is this view controller or one of its ancestors.
  func isSelfOrAncestor(_ candidate: UIViewController) -> Bool {
    var current: UIViewController? = self
    while let node = current {
      if node === candidate { return true }
      current = node.parentStorage
    }
    return false
  }

  /// Why `child` cannot become a child of this view controller, or nil if it can.
  func refusalToAdopt(_ child: UIViewController) -> String? {
    if isSelfOrAncestor(child) {
      return "\(child.headlessDebugName) cannot be a child of itself or of its descendant \(headlessDebugName)."
    }
    if child.ownPresentingViewController != nil {
      return "\(child.headlessDebugName) is presented and cannot become a child of \(headlessDebugName)."
    }
    if child.hostingWindow != nil {
      return "\(child.headlessDebugName) is a window's root and cannot become a child of \(headlessDebugName)."
    }
    return nil
  }

  /// addChild's behaviour: returns false (with a warning) when refused.
  @discardableResult
  func attachChild(_ child: UIViewController) -> Bool {
    if child.parentStorage === self { return true }
    if let refusal = refusalToAdopt(child) {
      UIKitEventLog.shared.warn("addChild refused: " + refusal, child, container: self)
      return false
    }
    if child.parentStorage != nil {
      child.detachFromParent()
    }
    sendWillMove(child, toParent: self)
    childList.append(child)
    child.parentStorage = self
    return true
  }

  /// removeFromParent's behaviour.
  func detachFromParent() {
    guard let oldParent = parentStorage else { return }
    oldParent.childList.remove(self)
    parentStorage = nil
    oldParent.childWasDetached(self)
    UIKitEventLog.shared.emit(.didMoveToParent(parentIsNil: true), self, container: oldParent)
    didMove(toParent: nil)
  }

  /// Logs and calls `willMove(toParent:)`.
  func sendWillMove(_ child: UIViewController, toParent newParent: UIViewController?) {
    UIKitEventLog.shared.emit(
      .willMoveToParent(parentIsNil: newParent == nil), child,
      container: newParent ?? child.parentStorage)
    child.willMove(toParent: newParent)
  }

  /// Logs and calls `didMove(toParent:)` with a non-nil parent.
  func sendDidMove(_ child: UIViewController, toParent newParent: UIViewController) {
    UIKitEventLog.shared.emit(.didMoveToParent(parentIsNil: false), child, container: newParent)
    child.didMove(toParent: newParent)
  }
}
