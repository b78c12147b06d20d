#if canImport(UIKit)
import ObjectiveC
#endif

/// Where NavigationSync hears that a view controller left its container or a presentation ended.
///
/// The same two signals on both platforms, `didMove(toParent:)` and `viewDidDisappear(_:)`, read the same
/// way (a `nil` parent means the view controller left its container):
/// - On HeadlessUIKit: the model's `UIViewControllerHooks`, which stand for method exchange: run by
///   `UIViewController`'s own implementations of the two methods. No event is built for the sync.
/// - On UIKit: `ContainmentSignals+UIKit.swift` exchanges the two methods once with versions that run the
///   originals, then report (not verified here; see AdoptingOnIOS.md).
@MainActor
final class ContainmentSignals {
  init(sync: NavigationSync) {
    #if canImport(UIKit)
    Self.installUIKitHooks(sync)
    #else
    // The hooks are set while the sync owns these signals; their deinit takes them down. They capture
    // nothing (the sync is `shared`, the only instance): a call retains no context.
    UIViewControllerHooks.didMoveToParent = { viewController, parent in
      if parent == nil { NavigationSync.shared.viewControllerDidLeaveParent(viewController) }
    }
    UIViewControllerHooks.viewDidDisappear = { viewController, _ in
      NavigationSync.shared.viewControllerDidDisappear(viewController)
    }
    #endif
  }

  #if !canImport(UIKit)
  isolated deinit {
    UIViewControllerHooks.didMoveToParent = nil
    UIViewControllerHooks.viewDidDisappear = nil
  }
  #endif

  /// Runs `work` once the transition being delivered has completed (the next run-loop turn).
  static func afterCurrentTransition(_ work: @escaping @MainActor () -> Void) {
    #if canImport(UIKit)
    RunLoop.main.perform { MainActor.assumeIsolated { work() } }
    #else
    HeadlessRunLoop.main.perform(work)
    #endif
  }
}
