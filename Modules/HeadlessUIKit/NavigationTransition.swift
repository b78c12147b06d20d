/// One change of a navigation controller's shown view controller: push, pop (also multi-level and
/// interactive) or a stack replacement, with the containment calls of every added and removed VC.
@MainActor
final class NavigationTransition: HeadlessTransition {
  let navigation: UINavigationController
  /// The new top view controller (nil when the stack became empty).
  let target: UIViewController?
  let added: [UIViewController]
  let removed: [UIViewController]
  let animated: Bool
  /// For interactive pops whose `willMove(toParent: nil)` waits for the finish (profile choice).
  let sendsWillMoveAtEnd: Bool
  /// The view controller this transition takes off screen: the top when it began.
  private var source: UIViewController?
  private var showsChange = false

  init(
    navigation: UINavigationController, target: UIViewController?, added: [UIViewController],
    removed: [UIViewController], animated: Bool, interactive: Bool = false, sendsWillMoveAtEnd: Bool = false
  ) {
    self.navigation = navigation
    self.target = target
    self.added = added
    self.removed = removed
    self.animated = animated
    self.sendsWillMoveAtEnd = sendsWillMoveAtEnd
    super.init(
      owners: [navigation],
      coordinator: animated
        ? HeadlessTransitionCoordinator(
          from: navigation.displayedViewController, to: target,
          interactive: interactive) : nil,
      isInteractive: interactive)
  }

  override func begin() {
    let from = navigation.displayedViewController
    source = from
    coordinator?.setParticipants(from: from, to: target)
    guard navigation.isShownOnScreen, from !== target else {
      // Off screen, or the top did not change: containment only.
      navigation.displayedViewController = target
      if navigation.isShownOnScreen, let target, !(added.isEmpty && removed.isEmpty),
        UIKitBehavior.profile.sendsShowCallbacksWhenTopUnchanged
      {
        navigation.sendWillShow(target, animated: animated)
        completeContainment()
        navigation.sendDidShow(target, animated: animated)
      } else {
        completeContainment()
      }
      return
    }
    showsChange = true
    target?.loadViewIfNeeded()
    from?.ownTransitionCoordinator = coordinator
    target?.ownTransitionCoordinator = coordinator
    if let target { navigation.sendWillShow(target, animated: animated) }
    if let from, removed.containsIdentical(from) { from.movingFromParentFlag = true }
    if let target, added.containsIdentical(target) { target.movingToParentFlag = true }
    navigation.displayedViewController = target
    from?.performBeginAppearance(false, animated: animated)
    target?.performBeginAppearance(true, animated: animated)
    coordinator?.runAnimations()
    if !isInteractive { completeForward() }
  }

  /// The transition completed: did-callbacks, containment, didShow.
  override func completeForward() {
    coordinator?.complete()
    source?.performEndAppearance()
    target?.performEndAppearance()
    clearFlags()
    completeContainment()
    if let target { navigation.sendDidShow(target, animated: animated) }
  }

  /// An interactive pop was cancelled: the top reappears, the destination disappears, nothing is removed.
  override func completeCancelled() {
    coordinator?.complete()
    clearFlags()
    navigation.displayedViewController = source
    target?.performBeginAppearance(false, animated: animated)
    source?.performBeginAppearance(true, animated: animated)
    target?.performEndAppearance()
    source?.performEndAppearance()
    if let source, UIKitBehavior.profile.sendsDidShowOnCancelledInteractivePop {
      navigation.sendDidShow(source, animated: animated)
    }
    source?.ownTransitionCoordinator = nil
    target?.ownTransitionCoordinator = nil
  }

  private func clearFlags() {
    source?.movingFromParentFlag = false
    target?.movingToParentFlag = false
    if showsChange {
      source?.ownTransitionCoordinator = nil
      target?.ownTransitionCoordinator = nil
    }
  }

  /// `didMove(toParent: nav)` for the added VCs still children, then removal of the removed ones that
  /// did not come back.
  private func completeContainment() {
    // A child popped again before this ran still gets didMove(toParent: nav): its containment stays balanced.
    for child in added where child.parentStorage === navigation {
      navigation.sendDidMove(child, toParent: navigation)
    }
    for child in removed where child.parentStorage === navigation && !navigation.stackContains(child) {
      if sendsWillMoveAtEnd { navigation.sendWillMove(child, toParent: nil) }
      child.detachFromParent()
    }
  }
}
