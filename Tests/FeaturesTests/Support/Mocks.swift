import NavigatableRIBs

/// A hand-written stand-in for a router: records calls, attaches nothing. Subclasses adopt a RIB's
/// `XRouting` protocol and record its calls in `calls`.
@MainActor
class MockRouter: ViewableRouting {
  var calls: [String] = []
  let interactable: any Interactable = MockInteractable()
  var children: [any Routing] { [] }
  var lifecycle: AnyPublisher<RouterLifecycle, Never> { Empty().eraseToAnyPublisher() }
  let viewControllable: any ViewControllable = MockViewController()
  func load() {}
  func attachChild(_ child: any Routing) {}
  func detachChild(_ child: any Routing) {}
}

/// An interactable that only flips its flag.
@MainActor
final class MockInteractable: Interactable {
  private let subject = CurrentValueSubject<Bool, Never>(false)
  var isActive: Bool { subject.value }
  var isActiveStream: AnyPublisher<Bool, Never> { subject.eraseToAnyPublisher() }
  func activate() { subject.send(true) }
  func deactivate() { subject.send(false) }
}

/// A bare view controller for mocks and bases.
final class MockViewController: UIViewController, ViewControllable {}

/// A window showing `root` inside a navigation controller, laid out and idle.
@MainActor
func showInWindow(_ root: UIViewController) -> (UIWindow, UINavigationController) {
  let navigation = UINavigationController(rootViewController: root)
  let window = UIWindow()
  window.rootViewController = navigation
  window.makeKeyAndVisible()
  HeadlessRunLoop.main.runUntilIdle()
  return (window, navigation)
}

/// Runs `body` with diagnostics collected and a leak detector on a virtual clock, restoring both and
/// resetting NavigationSync afterwards. Returns the diagnostics.
@MainActor
@discardableResult
func withCleanGlobals(_ body: () throws -> Void) rethrows -> [RIBsDiagnostic] {
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
