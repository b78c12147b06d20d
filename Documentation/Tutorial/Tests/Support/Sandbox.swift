import NavigatableRIBs
import Testing

/// One test's private copy of the globals RIBs uses: a leak detector on a virtual clock, collected
/// diagnostics, a clean NavigationSync and the UIKit behaviour profile. Everything is restored afterwards.
@MainActor
final class Sandbox {
  /// The leak detector's clock: time only moves when the test advances it.
  let clock = VirtualClock()
  /// What the leak detector reported.
  private(set) var leaks: [LeakDetectionFailure] = []
  /// What RIBs and NavigationSync reported as misuse.
  private(set) var diagnostics: [RIBsDiagnostic] = []

  /// Runs `body` in a fresh sandbox under `profile`.
  static func run<Result>(
    profile: UIKitBehaviorProfile = .iOS18, _ body: (Sandbox) throws -> Result
  ) rethrows -> Result {
    HeadlessRunLoop.main.runUntilIdle()
    NavigationSync.shared.reset()
    NavigationSync.shared.isEnabled = true
    let previousProfile = UIKitBehavior.profile
    let previousDetector = LeakDetector.instance
    let previousHandler = RIBsDiagnostics.handler
    let sandbox = Sandbox()
    UIKitBehavior.profile = profile
    LeakDetector.instance = LeakDetector(clock: sandbox.clock) { [unowned sandbox] in sandbox.leaks.append($0) }
    RIBsDiagnostics.handler = { [unowned sandbox] in sandbox.diagnostics.append($0) }
    defer {
      HeadlessRunLoop.main.runUntilIdle()
      RIBsDiagnostics.handler = previousHandler
      LeakDetector.instance = previousDetector
      UIKitBehavior.profile = previousProfile
      NavigationSync.shared.reset()
      NavigationSync.shared.isEnabled = true
    }
    return try body(sandbox)
  }

  /// Moves the leak detector's clock past every expectation (1 s for objects, 5 s for views).
  func settleLeakDetector() {
    clock.advance(by: 10)
  }
}
