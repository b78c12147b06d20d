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

/// A launched app: a window whose root RIB shows a navigation controller with one plain screen.
@MainActor
public final class BenchScene {
  public let window = UIWindow()
  public let root: BenchRootRouter
  public let navigation: RootNavigationController
  /// RIBs' own virtual clock (the one `RealTimeLeakDetectorClock` runs on), advanced by ``checkLeaks()``.
  public let clock = VirtualClock()
  public private(set) var leaks = 0
  /// What the root publishes to its children: the subject the subscription scenarios' children subscribe to.
  public let values = PassthroughSubject<Int, Never>()

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

  /// Runs every leak check scheduled so far, as if their time had come (the longest limit is 5 s), so
  /// nothing piles up between iterations.
  public func checkLeaks() { clock.advance(by: LeakDefaultExpectationTime.viewDisappear) }

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
