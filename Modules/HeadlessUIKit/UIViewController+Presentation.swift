extension UIViewController {
  /// The root of this view controller's containment tree (the view controller itself without a parent).
  var containmentRoot: UIViewController {
    var node = self
    while let parent = node.parentStorage { node = parent }
    return node
  }

  /// The presentation controller, created if needed, linked to the current presenter.
  func ensurePresentationController() -> UIPresentationController {
    if let ownPresentationController { return ownPresentationController }
    let controller = UIPresentationController(presentedViewController: self, presenting: ownPresentingViewController)
    ownPresentationController = controller
    return controller
  }

  /// Why `host` cannot present `presented`, or nil.
  private func refusalToPresent(_ presented: UIViewController, on host: UIViewController) -> String? {
    let name = presented.headlessDebugName
    if isSelfOrAncestor(presented) || host === presented {
      return "Attempt to present \(name) on itself or its descendant \(headlessDebugName)."
    }
    if let presenter = presented.ownPresentingViewController {
      return "Attempt to present \(name), which is already presented by \(presenter.headlessDebugName)."
    }
    if let parent = presented.parentStorage {
      return "Attempt to present \(name), which is a child of \(parent.headlessDebugName)."
    }
    if presented.hostingWindow != nil {
      return "Attempt to present \(name), which is a window's root."
    }
    if let current = host.ownPresentedViewController {
      return "Attempt to present \(name) on \(host.headlessDebugName) which is already presenting "
        + "\(current.headlessDebugName)."
    }
    if let presenter = host.ownPresentingViewController, presenter.ownPresentedViewController !== host {
      return "Attempt to present \(name) on \(host.headlessDebugName) which is being dismissed."
    }
    if host.windowOfHierarchy == nil {
      return "Attempt to present \(name) on \(host.headlessDebugName) whose view is not in the window hierarchy."
    }
    return nil
  }

  /// present(_:animated:completion:)'s behaviour.
  func performPresent(_ presented: UIViewController, animated: Bool, completion: (() -> Void)?) {
    let host = containmentRoot
    if host.gestureInFlight != nil {
      host.deferredOperations.append { [self] in performPresent(presented, animated: animated, completion: completion) }
      return
    }
    if let refusal = refusalToPresent(presented, on: host) {
      UIKitEventLog.shared.warn(refusal, presented, container: host)
      return
    }
    let style = presented.modalPresentationStyle.resolved
    let removesPresenter =
      style.removesPresentersView
      || (style.isSheet && UIKitBehavior.profile.sheetPresenterGetsAppearanceCallbacks)
    host.ownPresentedViewController = presented
    presented.ownPresentingViewController = host
    presented.presentationRecord = PresentationRecord(style: style, removesPresenter: removesPresenter)
    presented.ensurePresentationController().presentingStorage = host
    UIKitEventLog.shared.emit(.present(animated: animated), presented, container: host)
    TransitionScheduler.shared.enqueue(
      PresentTransition(host: host, presented: presented, animated: animated, completion: completion))
  }

  /// dismiss(animated:completion:)'s behaviour.
  ///
  /// The presenter and the presented view controller are equivalent receivers ("If you call this method on
  /// the presented view controller itself, UIKit asks the presenting view controller to handle the
  /// dismissal", developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)),
  /// also while the user drags the sheet: the request runs when the gesture ends, and does nothing if the
  /// drag already dismissed the sheet.
  func performDismiss(animated: Bool, completion: (() -> Void)?) {
    let node = containmentRoot
    let host: UIViewController
    // A host whose sheet the user is dragging still owns that presentation (it comes back if the drag is
    // cancelled): the request waits for the gesture, as it does when made through the sheet itself.
    if node.ownPresentedViewController != nil || node.gestureInFlight is DismissTransition {
      host = node
    } else if let presenter = node.ownPresentingViewController {
      host = presenter
    } else {
      return
    }
    // Everything above goes with it: if the user is dragging the top of that chain, the request waits for
    // the gesture (a cancelled drag puts the sheet back into the chain).
    var top = host
    while let next = top.ownPresentedViewController { top = next }
    for node in [host, top] where node.gestureInFlight != nil {
      // The request is about the presentation `host` owns now (the dragged sheet, if the user drags the
      // host's own sheet). It runs when the gesture ends only if `host` still presents it: after a finished
      // drag it does nothing, and it never re-resolves its receiver against the chain that is left (that
      // would dismiss the host itself, which the user never touched).
      let aimed = host.ownPresentedViewController ?? (host.gestureInFlight as? DismissTransition)?.presented
      node.deferredOperations.append { [host] in
        guard let aimed, host.ownPresentedViewController === aimed else { return }
        host.performDismiss(animated: animated, completion: completion)
      }
      return
    }
    guard let chain = host.detachPresentedChain() else { return }
    UIKitEventLog.shared.emit(.dismiss(animated: animated), chain[0], container: host)
    TransitionScheduler.shared.enqueue(
      DismissTransition(host: host, chain: chain, animated: animated, completion: completion))
  }

  /// Clears the forward links of everything this host presents (at once, as the state changes
  /// synchronously) and returns that chain, bottom first; nil when it presents nothing.
  func detachPresentedChain() -> [UIViewController]? {
    guard let first = ownPresentedViewController else { return nil }
    var chain = [first]
    ownPresentedViewController = nil
    var node = first
    while let next = node.ownPresentedViewController {
      node.ownPresentedViewController = nil
      chain.append(next)
      node = next
    }
    return chain
  }
}
