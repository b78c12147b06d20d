extension UIViewController {
  /// The window this view controller's hierarchy is shown in: the visible window whose root is this view
  /// controller's root ancestor, following presenters upwards; nil when not in a visible window.
  var windowOfHierarchy: UIWindow? {
    var node = self
    while true {
      if let parent = node.parentStorage {
        node = parent
      } else if let window = node.hostingWindow {
        return window.isHidden ? nil : window
      } else if let presenter = node.ownPresentingViewController {
        node = presenter
      } else {
        return nil
      }
    }
  }

  /// Whether this view controller's view is on screen (appeared, not in a change).
  var isShownOnScreen: Bool { appearState == .appeared }

  /// beginAppearanceTransition's behaviour.
  func performBeginAppearance(_ isAppearing: Bool, animated: Bool) {
    let log = UIKitEventLog.shared
    if isAppearing {
      guard appearState == .disappeared || appearState == .disappearing else { return }
      loadViewIfNeeded()
      appearState = .appearing
      appearanceAnimated = animated
      loadedView?.windowStorage = windowOfHierarchy
      log.emit(.viewWillAppear(animated: animated), self)
      viewWillAppear(animated)
    } else {
      guard appearState == .appeared || appearState == .appearing else { return }
      appearState = .disappearing
      appearanceAnimated = animated
      log.emit(.viewWillDisappear(animated: animated), self)
      viewWillDisappear(animated)
    }
    if shouldAutomaticallyForwardAppearanceMethods {
      forwardBeginAppearance(isAppearing, animated: animated)
    }
  }

  /// endAppearanceTransition's behaviour.
  func performEndAppearance() {
    let log = UIKitEventLog.shared
    let animated = appearanceAnimated
    switch appearState {
    case .appearing:
      appearState = .appeared
      log.emit(.viewDidAppear(animated: animated), self)
      viewDidAppear(animated)
      if shouldAutomaticallyForwardAppearanceMethods { forwardEndAppearance(true, animated: animated) }
    case .disappearing:
      appearState = .disappeared
      loadedView?.windowStorage = nil
      log.emit(.viewDidDisappear(animated: animated), self)
      viewDidDisappear(animated)
      if shouldAutomaticallyForwardAppearanceMethods { forwardEndAppearance(false, animated: animated) }
    case .appeared, .disappeared:
      return
    }
  }
}
