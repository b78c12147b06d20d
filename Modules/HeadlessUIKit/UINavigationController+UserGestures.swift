// HeadlessUIKit-only API: these methods simulate a person using the navigation bar and the screen edge.
// They do not exist in UIKit. Invalid gestures return false (or do nothing) and never crash.

extension UINavigationController {
  /// Simulates a tap on the back button: `popViewController(animated: true)`, as UIKit calls it.
  ///
  /// HeadlessUIKit only.
  ///
  /// - Returns: false when there is no back button (fewer than two screens) or the controller cannot be
  ///   touched now (not on screen, covered, transition running).
  @discardableResult
  public func userTapBackButton() -> Bool {
    guard acceptsTouches, stack.count >= 2 else { return false }
    popViewController(animated: true)
    return true
  }

  /// Simulates the start of a swipe back from the screen's left edge: UIKit starts
  /// `popViewController(animated: true)` interactively. The stack drops the top at once
  /// (`topViewController` is the destination); on the next turn the delegate gets `willShow(destination)`,
  /// the top `viewWillDisappear` (with `isMovingFromParent == true`) and the destination `viewWillAppear`.
  /// The controller's `transitionCoordinator` is interactive until the swipe ends. Whether
  /// `willMove(toParent: nil)` fires now or at the finish is ``UIKitBehaviorProfile``'s choice.
  ///
  /// HeadlessUIKit only.
  ///
  /// - Returns: false when the stack has one screen, a transition is pending or running, the controller
  ///   is not on screen or covered, or `popViewController` is overridden to refuse.
  @discardableResult
  public func userBeginSwipeBack() -> Bool {
    guard acceptsTouches, stack.count >= 2 else { return false }
    startsInteractivePop = true
    startedInteractivePop = nil
    popViewController(animated: true)
    startsInteractivePop = false
    guard let transition = startedInteractivePop else { return false }
    startedInteractivePop = nil
    transition.gestureContainer = self
    gestureInFlight = transition
    return true
  }

  /// Simulates the finger moving during a swipe back (`progress` in 0...1). Nothing is called; only the
  /// coordinator's `percentComplete` changes.
  ///
  /// HeadlessUIKit only.
  ///
  /// - Parameter progress: How far the finger has moved across the screen, from 0 (the edge) to 1 (the
  ///   whole width); it becomes the coordinator's `percentComplete`.
  /// - Returns: false when no swipe is in flight.
  @discardableResult
  public func userMoveSwipeBack(progress: Double) -> Bool {
    guard let transition = swipeInFlight else { return false }
    transition.coordinator?.update(percentComplete: progress)
    return true
  }

  /// Simulates lifting the finger far enough: the pop completes on a later turn (top `viewDidDisappear`,
  /// destination `viewDidAppear`, top `didMove(toParent: nil)`, delegate `didShow(destination)`).
  ///
  /// HeadlessUIKit only.
  ///
  /// - Returns: false when no swipe is in flight.
  @discardableResult
  public func userFinishSwipeBack() -> Bool {
    guard let transition = swipeInFlight else { return false }
    return TransitionScheduler.shared.requestEnd(of: transition, cancelled: false)
  }

  /// Simulates letting the swipe go back: the stack holds the top again at once; on a later turn the top
  /// gets `viewWillAppear`/`viewDidAppear`, the destination `viewWillDisappear`/`viewDidDisappear`, no
  /// `didMove(toParent: nil)`; `didShow(top)` with a cancelled coordinator only on the iOS 18 profile.
  ///
  /// HeadlessUIKit only.
  ///
  /// - Returns: false when no swipe is in flight.
  @discardableResult
  public func userCancelSwipeBack() -> Bool {
    guard let transition = swipeInFlight, let top = transition.removed.first else { return false }
    guard TransitionScheduler.shared.requestEnd(of: transition, cancelled: true) else { return false }
    restoreTop(top)
    return true
  }

  /// Whether a swipe back is in flight and not yet finished or cancelled.
  public var isUserSwipingBack: Bool { swipeInFlight != nil }

  private var swipeInFlight: NavigationTransition? {
    guard let transition = gestureInFlight as? NavigationTransition, transition.requestedCancellation == nil
    else { return nil }
    return transition
  }

  /// The screens the back button's long-press menu lists: the earlier view controllers, nearest first.
  ///
  /// HeadlessUIKit only (UIKit builds the menu itself).
  public var backButtonMenuItems: [UIViewController] {
    guard stack.count >= 2 else { return [] }
    return stack.dropLast().reversed()
  }

  /// The titles of ``backButtonMenuItems``: each one's `navigationItem.backButtonTitle`, else its
  /// navigation item's title, else its title, else "Back".
  ///
  /// HeadlessUIKit only.
  public var backButtonMenuTitles: [String] {
    backButtonMenuItems.map { item in
      item.navigationItem.backButtonTitle ?? item.navigationItem.title ?? item.title ?? "Back"
    }
  }

  /// Simulates choosing entry `index` of the back button's long-press menu: a user-driven pop to that
  /// view controller (animated). The overridable `popToViewController(_:animated:)` is not called.
  ///
  /// HeadlessUIKit only.
  ///
  /// - Parameter index: The menu entry, counted from 0 at the top of the menu: the screen right below the
  ///   top one, then the screens further down toward the root.
  /// - Returns: false when `index` is out of range or the controller cannot be touched.
  @discardableResult
  public func userChooseBackButtonMenuItem(at index: Int) -> Bool {
    guard acceptsTouches else { return false }
    let items = backButtonMenuItems
    guard items.indices.contains(index) else { return false }
    return performPop(to: items[index], animated: true) != nil
  }
}
