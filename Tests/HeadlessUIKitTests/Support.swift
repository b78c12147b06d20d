import Testing

@testable import HeadlessUIKit

/// Records events as short lines ("B.willAppear", "willShow(A)") for exact-order assertions.
@MainActor
final class EventRecorder {
  private(set) var lines: [String] = []
  private(set) var events: [UIKitEvent] = []
  private var subscription: UIKitEventSubscription?
  private let includesLoads: Bool

  /// Drains work left by other suites first, so only this test's events are recorded.
  init(includesLoads: Bool = true) {
    HeadlessRunLoop.main.runUntilIdle()
    self.includesLoads = includesLoads
    subscription = UIKitEventLog.shared.subscribe { [weak self] event in self?.record(event) }
  }

  private func record(_ event: UIKitEvent) {
    if !includesLoads, event.kind == .viewDidLoad { return }
    events.append(event)
    lines.append(Self.format(event))
  }

  /// Returns the lines so far and forgets them.
  func take() -> [String] {
    defer {
      lines = []
      events = []
    }
    return lines
  }

  func stop() { subscription?.cancel() }

  static func short(_ name: String?) -> String {
    guard let name else { return "?" }
    return name.components(separatedBy: " #").first ?? name
  }

  static func format(_ event: UIKitEvent) -> String {
    let name = short(event.viewControllerName)
    let container = short(event.containerName)
    switch event.kind {
    case .viewDidLoad: return "\(name).viewDidLoad"
    case .viewWillAppear: return "\(name).willAppear"
    case .viewDidAppear: return "\(name).didAppear"
    case .viewWillDisappear: return "\(name).willDisappear"
    case .viewDidDisappear: return "\(name).didDisappear"
    case .willMoveToParent(let isNil): return "\(name).willMove(\(isNil ? "nil" : container))"
    case .didMoveToParent(let isNil): return "\(name).didMove(\(isNil ? "nil" : container))"
    case .navigationWillShow: return "willShow(\(name))"
    case .navigationDidShow: return "didShow(\(name))"
    case .tabShouldSelect: return "shouldSelect(\(name))"
    case .tabDidSelect: return "didSelect(\(name))"
    case .presentationShouldDismiss: return "shouldDismiss(\(name))"
    case .presentationWillDismiss: return "willDismiss(\(name))"
    case .presentationDidDismiss: return "didDismiss(\(name))"
    case .presentationDidAttemptToDismiss: return "didAttemptToDismiss(\(name))"
    case .present: return "present(\(name))"
    case .dismiss: return "dismiss(\(name))"
    case .warning: return "warning(\(name))"
    }
  }
}

/// What a view controller saw inside one of its callbacks.
struct Snapshot: Equatable {
  var callback: String
  var animated: Bool
  var isMovingToParent: Bool
  var isMovingFromParent: Bool
  var isBeingPresented: Bool
  var isBeingDismissed: Bool
  var hasWindow: Bool
  var hasCoordinator: Bool
  var coordinatorIsInteractive: Bool
  var coordinatorIsCancelled: Bool
}

/// A view controller that records what it saw in each lifecycle callback and can run code there.
final class Screen: UIViewController {
  var snapshots: [Snapshot] = []
  var onDidAppear: ((Screen) -> Void)?
  var onWillDisappear: ((Screen) -> Void)?

  init(_ title: String) {
    super.init(nibName: nil, bundle: nil)
    self.title = title
  }

  required init?(coder: NSCoder) { nil }

  private func snap(_ callback: String, _ animated: Bool) {
    let coordinator = transitionCoordinator
    snapshots.append(
      Snapshot(
        callback: callback, animated: animated, isMovingToParent: isMovingToParent,
        isMovingFromParent: isMovingFromParent, isBeingPresented: isBeingPresented,
        isBeingDismissed: isBeingDismissed, hasWindow: viewIfLoaded?.window != nil,
        hasCoordinator: coordinator != nil, coordinatorIsInteractive: coordinator?.isInteractive ?? false,
        coordinatorIsCancelled: coordinator?.isCancelled ?? false))
  }

  func snapshot(_ callback: String) -> Snapshot? { snapshots.last { $0.callback == callback } }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    snap("willAppear", animated)
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    snap("didAppear", animated)
    onDidAppear?(self)
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    snap("willDisappear", animated)
    onWillDisappear?(self)
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    snap("didDisappear", animated)
  }
}

/// A navigation delegate recording what it was told and what the coordinator said at didShow.
final class NavigationDelegateSpy: UINavigationControllerDelegate {
  var willShow: [String] = []
  var didShow: [String] = []
  var didShowCoordinatorCancelled: [Bool?] = []
  var onDidShow: ((UINavigationController, UIViewController) -> Void)?

  func navigationController(
    _ navigationController: UINavigationController,
    willShow viewController: UIViewController, animated: Bool
  ) {
    willShow.append(viewController.title ?? "?")
  }

  func navigationController(
    _ navigationController: UINavigationController,
    didShow viewController: UIViewController, animated: Bool
  ) {
    didShow.append(viewController.title ?? "?")
    didShowCoordinatorCancelled.append(navigationController.transitionCoordinator?.isCancelled)
    onDidShow?(navigationController, viewController)
  }
}

/// Shows `root` in a new key window and runs the run loop until idle.
@MainActor
func showInWindow(_ root: UIViewController) -> UIWindow {
  let window = UIWindow()
  window.rootViewController = root
  window.makeKeyAndVisible()
  HeadlessRunLoop.main.runUntilIdle()
  return window
}

/// A navigation controller titled "nav" with the given screens, shown in a window and settled.
@MainActor
func makeNavigation(_ titles: [String]) -> (UINavigationController, [Screen], UIWindow) {
  let screens = titles.map(Screen.init)
  let navigation = UINavigationController(rootViewController: screens[0])
  navigation.title = "nav"
  let window = showInWindow(navigation)
  for screen in screens.dropFirst() { navigation.pushViewController(screen, animated: false) }
  HeadlessRunLoop.main.runUntilIdle()
  return (navigation, screens, window)
}

/// Runs what is already queued on the shared run loop, so a test that counts turns counts its own.
///
/// Every test of the process shares ``HeadlessRunLoop/main``; work another test left queued would run in
/// this test's first turn and push this test's transition to a later one. Call it first in a test that
/// runs single turns (`runOnce()`), before anything that enqueues.
@MainActor
func startFromIdle() {
  settle("work left queued by another test never settles")
}

/// Runs the run loop until idle and expects it to settle.
/// - Parameter comment: What a run loop that never settles means here.
@MainActor
func settle(_ comment: Comment? = nil) {
  let idle = HeadlessRunLoop.main.runUntilIdle()
  #expect(idle, comment)
}
