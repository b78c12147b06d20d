import Foundation
import Benchmark
import NavigatableRIBs

// The RIBs, the scene and the clock every benchmark uses. Kept minimal on purpose: the numbers should be
// the cost of RIBs, NavigationSync and HeadlessUIKit, not of the fixtures.

/// A screen's business logic that does nothing.
@MainActor
final class BenchInteractor: Interactor {}

/// A screen's view controller that does nothing.
@MainActor
final class BenchViewController: UIViewController, ViewControllable {}

/// A RIB with a screen.
@MainActor
final class BenchRouter: ViewableRouter<BenchInteractor, BenchViewController> {
  /// A fixed name, so no benchmark pays for deriving one from the type.
  override var ribName: String { "Detail" }

  /// A new, unattached Detail RIB: router, interactor, view controller.
  static func make() -> BenchRouter {
    BenchRouter(interactor: BenchInteractor(), viewController: BenchViewController())
  }
}

/// The root's view controller: a navigation controller, so its RIB can push its children on it.
@MainActor
final class RootNavigationController: UINavigationController, ViewControllable {}

/// The root RIB.
@MainActor
final class BenchRootRouter: LaunchRouter<BenchInteractor, RootNavigationController> {
  override var ribName: String { "Root" }
}

/// A leak-detector clock that keeps every scheduled check in an array and runs them all on ``drain()``.
///
/// RIBs registers three leak expectations per detached screen RIB; the benchmarks pay for registering and
/// checking them, but not for a clock's bookkeeping (RIBs' own `VirtualClock` is quadratic in the number
/// of pending checks, see Documentation/Performance.md), and nothing piles up between iterations.
@MainActor
final class DrainingClock: LeakDetectorClock {
  private var actions: [(cancelled: Bool, action: @MainActor () -> Void)] = []

  func schedule(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void) -> AnyCancellable {
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
  func drain() {
    let due = actions
    actions.removeAll(keepingCapacity: true)
    for entry in due where !entry.cancelled { entry.action() }
  }
}

/// A launched app: a window whose root RIB shows a navigation controller with one plain screen.
@MainActor
final class BenchScene {
  let window = UIWindow()
  let root: BenchRootRouter
  let navigation: RootNavigationController
  let clock = DrainingClock()
  private(set) var leaks = 0

  init() {
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
  func settle() { HeadlessRunLoop.main.runUntilIdle() }

  /// Pushes a chain of `depth` Detail RIBs through the sync, each the child of the one before.
  func pushChain(depth: Int) {
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

/// Registers a benchmark whose body runs on the main actor (RIBs and HeadlessUIKit are `@MainActor`).
///
/// The body measures what it wants between `benchmark.startMeasurement()` and `stopMeasurement()`; the
/// hop to the main actor is outside the measured region.
func mainActorBenchmark(
  _ name: String, configuration: Benchmark.Configuration = Benchmark.defaultConfiguration,
  _ body: @escaping @MainActor (Benchmark) -> Void
) {
  Benchmark(name, configuration: configuration) { benchmark async in
    nonisolated(unsafe) let benchmark = benchmark
    await MainActor.run { body(benchmark) }
  }
}
