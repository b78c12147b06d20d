import Foundation
@_exported import NavigatableRIBs

// The RIBs, the scene and the clock every benchmark uses. Kept minimal on purpose: the numbers should be
// the cost of RIBs, NavigationSync and HeadlessUIKit, not of the fixtures.

/// A screen's business logic that does nothing.
@MainActor
public final class BenchInteractor: Interactor {}

/// A screen's view controller that does nothing.
@MainActor
public final class BenchViewController: UIViewController, ViewControllable {}

/// A RIB with a screen.
@MainActor
public final class BenchRouter: ViewableRouter<BenchInteractor, BenchViewController> {
  /// A fixed name, so no benchmark pays for deriving one from the type.
  public override var ribName: String { "Detail" }

  /// A new, unattached Detail RIB: router, interactor, view controller.
  public static func make() -> BenchRouter {
    BenchRouter(interactor: BenchInteractor(), viewController: BenchViewController())
  }
}

/// The root's view controller: a navigation controller, so its RIB can push its children on it.
@MainActor
public final class RootNavigationController: UINavigationController, ViewControllable {}

/// The root RIB.
@MainActor
public final class BenchRootRouter: LaunchRouter<BenchInteractor, RootNavigationController> {
  public override var ribName: String { "Root" }
}

/// A leak-detector clock that keeps every scheduled check in an array and runs them all on ``drain()``.
///
/// RIBs registers three leak expectations per detached screen RIB; the benchmarks pay for registering and
/// checking them, but not for a clock's bookkeeping (RIBs' own `VirtualClock` is quadratic in the number
/// of pending checks, see Documentation/Performance.md), and nothing piles up between iterations.
@MainActor
public final class DrainingClock: LeakDetectorClock {
  /// Creates an empty clock.
  public init() {}

  private var actions: [(cancelled: Bool, action: @MainActor () -> Void)] = []

  public func schedule(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void) -> AnyCancellable {
    let index = actions.count
    actions.append((false, action))
    return AnyCancellable { [weak self] in
      MainActor.assumeIsolated {
        guard let self, index < self.actions.count else { return }
        self.actions[index].cancelled = true
      }
    }
  }

  /// Runs every check scheduled so far (as if their time had come) and forgets them.
  public func drain() {
    let due = actions
    actions.removeAll(keepingCapacity: true)
    for entry in due where !entry.cancelled { entry.action() }
  }
}

/// A launched app: a window whose root RIB shows a navigation controller with one plain screen.
@MainActor
public final class BenchScene {
  public let window = UIWindow()
  public let root: BenchRootRouter
  public let navigation: RootNavigationController
  public let clock = DrainingClock()
  public private(set) var leaks = 0

  public init() {
    HeadlessRunLoop.main.runUntilIdle()
    NavigationSync.shared.reset()
    NavigationSync.shared.isEnabled = true
    navigation = RootNavigationController(rootViewController: UIViewController())
    root = BenchRootRouter(interactor: BenchInteractor(), viewController: navigation)
    LeakDetector.instance = LeakDetector(clock: clock) { [weak self] _ in self?.leaks += 1 }
    RIBsDiagnostics.handler = { diagnostic in
      fatalError("benchmark fixture misused RIBs: \(diagnostic)")
    }
    root.launch(from: window)
    settle()
  }

  /// Runs the run loop until idle (every transition and callback delivered).
  public func settle() { HeadlessRunLoop.main.runUntilIdle() }

  /// Pushes a chain of `depth` Detail RIBs through the sync, each the child of the one before.
  public func pushChain(depth: Int) {
    var parent: any ViewableRouting = root
    for _ in 0..<depth {
      let child = BenchRouter.make()
      guard parent.pushChild(child, on: navigation, animated: false) else {
        fatalError("pushChild refused")
      }
      parent = child
    }
    settle()
  }
}
