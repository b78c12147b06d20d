#if canImport(UIKit)
import ObjectiveC
#endif

/// Where NavigationSync hears that a view controller left its container or a presentation ended.
///
/// - On HeadlessUIKit: the model's `UIViewControllerHooks`, which stand for method exchange: called at
///   every `didMove(toParent: nil)`, `viewDidDisappear` and sheet `DidDismiss` the framework makes, after
///   the event log's subscribers. No event is built for the sync.
/// - On UIKit: `ContainmentSignals+UIKit.swift` exchanges `didMove(toParent:)` and `viewDidDisappear(_:)`
///   once with versions that report and then run the originals (not verified here; see AdoptingOnIOS.md).
@MainActor
final class ContainmentSignals {
  init(sync: NavigationSync) {
    #if canImport(UIKit)
    Self.installUIKitHooks(sync)
    #else
    // The hooks hold the sync only while installed: the sync owns these signals, and their deinit takes
    // the hooks down.
    UIViewControllerHooks.didLeaveParent = { sync.viewControllerDidLeaveParent($0) }
    UIViewControllerHooks.viewDidDisappear = { sync.viewControllerDidDisappear($0) }
    UIViewControllerHooks.presentationDidDismiss = { sync.presentationWasDismissed(NavigationSync.root(of: $0)) }
    #endif
  }

  #if !canImport(UIKit)
  isolated deinit {
    UIViewControllerHooks.didLeaveParent = nil
    UIViewControllerHooks.viewDidDisappear = nil
    UIViewControllerHooks.presentationDidDismiss = nil
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
