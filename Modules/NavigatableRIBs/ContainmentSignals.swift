#if canImport(UIKit)
import ObjectiveC
#endif

/// Where NavigationSync hears that a view controller left its container or a presentation ended.
///
/// - On HeadlessUIKit: the model's event log (`UIKitEventLog`), which reports every `didMove(toParent:)`,
///   `viewDidDisappear` and sheet `DidDismiss` the framework calls.
/// - On UIKit: `ContainmentSignals+UIKit.swift` exchanges `didMove(toParent:)` and `viewDidDisappear(_:)`
///   once with versions that report and then run the originals (not verified here; see AdoptingOnIOS.md).
@MainActor
final class ContainmentSignals {
  #if !canImport(UIKit)
  private var subscription: UIKitEventSubscription?
  #endif

  init(sync: NavigationSync) {
    #if canImport(UIKit)
    Self.installUIKitHooks(sync)
    #else
    subscription = UIKitEventLog.shared.subscribe(where: Self.isSignal) { [weak sync] event in
      guard let sync, let viewController = event.viewController else { return }
      switch event.kind {
      case .didMoveToParent(parentIsNil: true): sync.viewControllerDidLeaveParent(viewController)
      case .viewDidDisappear: sync.viewControllerDidDisappear(viewController)
      case .presentationDidDismiss: sync.presentationWasDismissed(NavigationSync.root(of: viewController))
      default: break
      }
    }
    #endif
  }

  #if !canImport(UIKit)
  /// The only events the sync reacts to; the log builds no event for the others.
  private static func isSignal(_ kind: UIKitEvent.Kind) -> Bool {
    switch kind {
    case .didMoveToParent(parentIsNil: true), .viewDidDisappear, .presentationDidDismiss: true
    default: false
    }
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
