#if canImport(UIKit) && canImport(ObjectiveC)
import ObjectiveC
import UIKit

// Real UIKit has no event log: NavigationSync hears of containment changes by exchanging two
// UIViewController methods once with versions that run the original, then report. This is the only code
// that cannot be written the same way on both platforms. Not compiled or verified on this Linux project;
// see Documentation/AdoptingOnIOS.md.

extension ContainmentSignals {
  /// The sync the hooks report to while it tracks screens.
  nonisolated(unsafe) private static weak var reportingSync: NavigationSync?
  nonisolated(unsafe) private static var hooksInstalled = false

  static func installUIKitHooks(_ sync: NavigationSync) {
    reportingSync = sync
    guard !hooksInstalled else { return }
    hooksInstalled = true
    exchange(#selector(UIViewController.didMove(toParent:)), #selector(UIViewController.nr_didMove(toParent:)))
    exchange(#selector(UIViewController.viewDidDisappear(_:)), #selector(UIViewController.nr_viewDidDisappear(_:)))
  }

  private static func exchange(_ original: Selector, _ replacement: Selector) {
    guard let originalMethod = class_getInstanceMethod(UIViewController.self, original),
      let replacementMethod = class_getInstanceMethod(UIViewController.self, replacement)
    else { return }
    method_exchangeImplementations(originalMethod, replacementMethod)
  }

  fileprivate static var sync: NavigationSync? { reportingSync }
}

extension UIViewController {
  @objc fileprivate func nr_didMove(toParent parent: UIViewController?) {
    nr_didMove(toParent: parent)  // the original, after the exchange
    if parent == nil { ContainmentSignals.sync?.viewControllerDidLeaveParent(self) }
  }

  @objc fileprivate func nr_viewDidDisappear(_ animated: Bool) {
    nr_viewDidDisappear(animated)  // the original, after the exchange
    ContainmentSignals.sync?.viewControllerDidDisappear(self)
  }
}
#endif
