/// A presentation: the presented view controller appears (the presenter disappears for styles that
/// remove its view), then the completion runs.
@MainActor
final class PresentTransition: HeadlessTransition {
  override var isPresentation: Bool { true }
  let host: UIViewController
  let presented: UIViewController
  let animated: Bool
  let completion: (() -> Void)?

  init(host: UIViewController, presented: UIViewController, animated: Bool, completion: (() -> Void)?) {
    self.host = host
    self.presented = presented
    self.animated = animated
    self.completion = completion
    let style = presented.presentationRecord?.style ?? .pageSheet
    super.init(
      owners: [host, presented],
      coordinator: animated
        ? HeadlessTransitionCoordinator(from: host, to: presented, interactive: false, presentationStyle: style)
        : nil)
  }

  override func begin() {
    // Dismissed again before this turn: nothing to show.
    guard presented.ownPresentingViewController === host else {
      completion?()
      return
    }
    let removesPresenter = presented.presentationRecord?.removesPresenter ?? false
    let onScreen = host.windowOfHierarchy != nil
    presented.loadViewIfNeeded()
    presented.beingPresentedFlag = true
    if onScreen {
      if removesPresenter { host.performBeginAppearance(false, animated: animated) }
      presented.performBeginAppearance(true, animated: animated)
    }
    coordinator?.complete()
    if onScreen {
      if removesPresenter { host.performEndAppearance() }
      presented.performEndAppearance()
    }
    presented.beingPresentedFlag = false
    completion?()
  }
}

/// A dismissal of a presented chain (programmatic, or the user's swipe down on a sheet, interactive).
@MainActor
final class DismissTransition: HeadlessTransition {
  override var isPresentation: Bool { true }
  let host: UIViewController
  /// The dismissed view controllers, bottom first.
  let chain: [UIViewController]
  let animated: Bool
  let completion: (() -> Void)?
  private var hostReappears = false

  init(
    host: UIViewController, chain: [UIViewController], animated: Bool, completion: (() -> Void)?,
    interactive: Bool = false
  ) {
    self.host = host
    self.chain = chain
    self.animated = animated
    self.completion = completion
    let style = chain[0].presentationRecord?.style ?? .pageSheet
    super.init(
      owners: [host] + chain,
      coordinator: animated
        ? HeadlessTransitionCoordinator(from: chain.last, to: host, interactive: interactive, presentationStyle: style)
        : nil,
      isInteractive: interactive)
  }

  /// The bottom of the chain: the view controller the host presented.
  var presented: UIViewController { chain[0] }

  override func begin() {
    let top = chain[chain.count - 1]
    for element in chain { element.beingDismissedFlag = true }
    if isInteractive, let controller = presented.ownPresentationController {
      UIKitEventLog.shared.emit(.presentationWillDismiss, presented, container: host)
      controller.delegate?.presentationControllerWillDismiss(controller)
    } else if isInteractive {
      UIKitEventLog.shared.emit(.presentationWillDismiss, presented, container: host)
    }
    for element in chain.reversed() {
      element.performBeginAppearance(false, animated: element === top ? animated : false)
    }
    hostReappears = (presented.presentationRecord?.removesPresenter ?? false) && host.windowOfHierarchy != nil
    if hostReappears { host.performBeginAppearance(true, animated: animated) }
    coordinator?.runAnimations()
    if !isInteractive { completeForward() }
  }

  override func completeForward() {
    coordinator?.complete()
    for element in chain.reversed() { element.performEndAppearance() }
    if hostReappears { host.performEndAppearance() }
    for element in chain {
      element.beingDismissedFlag = false
      element.ownPresentingViewController = nil
      element.presentationRecord = nil
      element.ownPresentationController?.presentingStorage = nil
    }
    completion?()
    if isInteractive {
      UIKitEventLog.shared.emit(.presentationDidDismiss, presented, container: host)
      if let controller = presented.ownPresentationController {
        controller.delegate?.presentationControllerDidDismiss(controller)
      }
    }
  }

  /// The sheet snapped back: it appears again, the host (if it reappeared) disappears again.
  override func completeCancelled() {
    coordinator?.complete()
    presented.beingDismissedFlag = false
    if hostReappears { host.performBeginAppearance(false, animated: animated) }
    presented.performBeginAppearance(true, animated: animated)
    if hostReappears { host.performEndAppearance() }
    presented.performEndAppearance()
  }
}
