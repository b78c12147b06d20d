// HeadlessUIKit-only API: these methods simulate a person swiping a sheet down. They do not exist in UIKit.
// Invalid gestures return false and never crash.

extension UIViewController {
  /// The presented view controller at the root of this one's containment tree, if it is the top of its
  /// presentation chain, shown as a sheet, and its presentation is idle.
  private var swipeableSheet: (sheet: UIViewController, host: UIViewController)? {
    let sheet = containmentRoot
    guard let host = sheet.ownPresentingViewController, host.ownPresentedViewController === sheet,
      sheet.ownPresentedViewController == nil, sheet.presentationRecord?.style.isSheet == true,
      sheet.isShownOnScreen, !host.hasUnfinishedTransitions, !sheet.hasUnfinishedTransitions,
      !TransitionScheduler.shared.isUserGestureInFlight
    else { return nil }
    return (sheet, host)
  }

  /// The sheet swipe in flight on this view controller's presentation, not yet finished or cancelled.
  private var sheetSwipeInFlight: DismissTransition? {
    let sheet = containmentRoot
    guard let host = sheet.ownPresentingViewController,
      let transition = host.gestureInFlight as? DismissTransition, transition.presented === sheet,
      transition.requestedCancellation == nil
    else { return nil }
    return transition
  }

  /// Whether the sheet or a child it shows has `isModalInPresentation` set.
  private var isModalIncludingShownChildren: Bool {
    if isModalInPresentation { return true }
    return appearanceChildren().contains { $0.isModalIncludingShownChildren }
  }

  /// Simulates the start of a swipe down on the sheet this view controller is (or is inside).
  ///
  /// With `isModalInPresentation` (on the sheet or a child it shows) only
  /// `presentationControllerDidAttemptToDismiss` is called, at once; otherwise
  /// `presentationControllerShouldDismiss` is asked at once, and false also ends in `DidAttemptToDismiss`.
  /// When allowed, the presenter's `presentedViewController` becomes nil at once; on the next turn
  /// `presentationControllerWillDismiss` and the sheet's `viewWillDisappear` (with `isBeingDismissed`).
  ///
  /// HeadlessUIKit only.
  ///
  /// - Returns: whether a dismissal started; false also when there is no idle, topmost sheet here.
  @discardableResult
  public func userBeginSwipeDownSheet() -> Bool {
    guard let (sheet, host) = swipeableSheet else { return false }
    let controller = sheet.ensurePresentationController()
    let log = UIKitEventLog.shared
    if !sheet.isModalIncludingShownChildren {
      log.emit(.presentationShouldDismiss, sheet, container: host)
      if controller.delegate?.presentationControllerShouldDismiss(controller) ?? true {
        guard let chain = host.detachPresentedChain() else { return false }
        log.emit(.dismiss(animated: true), sheet, container: host)
        let transition = DismissTransition(host: host, chain: chain, animated: true, completion: nil, interactive: true)
        transition.gestureContainer = host
        host.gestureInFlight = transition
        TransitionScheduler.shared.enqueue(transition)
        return true
      }
    }
    log.emit(.presentationDidAttemptToDismiss, sheet, container: host)
    controller.delegate?.presentationControllerDidAttemptToDismiss(controller)
    return false
  }

  /// Simulates completing the swipe down: on a later turn the sheet's `viewDidDisappear`, then
  /// `presentationControllerDidDismiss`.
  ///
  /// HeadlessUIKit only.
  ///
  /// - Returns: false when no swipe is in flight.
  @discardableResult
  public func userFinishSwipeDownSheet() -> Bool {
    guard let transition = sheetSwipeInFlight else { return false }
    return TransitionScheduler.shared.requestEnd(of: transition, cancelled: false)
  }

  /// Simulates the sheet snapping back: the presenter presents it again at once; on a later turn the
  /// sheet gets `viewWillAppear`/`viewDidAppear`. No `presentationControllerDidDismiss`.
  ///
  /// HeadlessUIKit only.
  ///
  /// - Returns: false when no swipe is in flight.
  @discardableResult
  public func userCancelSwipeDownSheet() -> Bool {
    guard let transition = sheetSwipeInFlight,
      TransitionScheduler.shared.requestEnd(of: transition, cancelled: true)
    else { return false }
    transition.host.ownPresentedViewController = transition.presented
    return true
  }

  /// Simulates a complete swipe down: ``userBeginSwipeDownSheet()`` then ``userFinishSwipeDownSheet()``.
  ///
  /// HeadlessUIKit only.
  ///
  /// - Returns: whether the dismissal started.
  @discardableResult
  public func userSwipeDownSheet() -> Bool {
    userBeginSwipeDownSheet() && userFinishSwipeDownSheet()
  }
}
