import NavigatableRIBs

/// A window showing `root` inside a navigation controller, laid out and idle.
///
/// - Parameter root: The navigation controller's root view controller.
/// - Returns: The key window and the navigation controller.
@MainActor
public func showInWindow(_ root: UIViewController) -> (UIWindow, UINavigationController) {
  let navigation = UINavigationController(rootViewController: root)
  let window = UIWindow()
  window.rootViewController = navigation
  window.makeKeyAndVisible()
  HeadlessRunLoop.main.runUntilIdle()
  return (window, navigation)
}

/// Runs `body` with diagnostics collected and a leak detector on a virtual clock, restoring both and
/// resetting NavigationSync afterwards.
///
/// - Parameter body: The test's code.
/// - Returns: The diagnostics reported while `body` ran.
/// - Throws: What `body` throws.
@MainActor
@discardableResult
public func withCleanGlobals(_ body: () throws -> Void) rethrows -> [RIBsDiagnostic] {
  NavigationSync.shared.reset()
  NavigationSync.shared.isEnabled = true
  let previous = LeakDetector.instance
  LeakDetector.instance = LeakDetector(clock: VirtualClock()) { _ in }
  defer {
    HeadlessRunLoop.main.runUntilIdle()
    LeakDetector.instance = previous
    NavigationSync.shared.reset()
  }
  let (_, diagnostics) = try RIBsDiagnostics.capture { try body() }
  return diagnostics
}
