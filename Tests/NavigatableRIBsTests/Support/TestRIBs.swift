@testable import NavigatableRIBs

/// Counts lifecycle calls per RIB name for one test.
@MainActor
final class Probe {
  private(set) var resignCounts: [String: Int] = [:]
  private(set) var detachOrder: [String] = []
  private(set) var flowClosures: [String] = []

  func resigned(_ name: String) { resignCounts[name, default: 0] += 1 }
  func flowClosed(_ name: String) { flowClosures.append(name) }
  func detached(_ name: String) { detachOrder.append(name) }
  func resignCount(_ name: String) -> Int { resignCounts[name] ?? 0 }
}

/// An interactor that reports `willResignActive` to a probe and can run code on activation.
@MainActor
class ScreenInteractor: Interactor {
  let name: String
  let probe: Probe
  var onDidBecomeActive: (() -> Void)?
  var onWillResignActive: (() -> Void)?

  init(_ name: String, probe: Probe) {
    self.name = name
    self.probe = probe
  }

  override var ribName: String { name }
  override func didBecomeActive() { onDidBecomeActive?() }
  override func willResignActive() {
    probe.resigned(name)
    onWillResignActive?()
  }
}

/// A screen: a view controller titled with the RIB's name.
@MainActor
final class ScreenViewController: UIViewController, ViewControllable {
  var onViewDidAppear: (() -> Void)?

  convenience init(title: String) {
    self.init(nibName: nil, bundle: nil)
    self.title = title
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    onViewDidAppear?()
  }
}

/// A RIB with a screen.
@MainActor
final class ScreenRouter: ViewableRouter<ScreenInteractor, ScreenViewController> {
  override var ribName: String { interactor.name }
}

/// The interactor of a viewless flow RIB; tells a closure (its "listener") when the user closed the flow.
@MainActor
final class FlowInteractor: ScreenInteractor, NavigationFlowInteractable {
  var listener: (() -> Void)?
  func navigationFlowDidClose() {
    probe.flowClosed(name)
    listener?()
  }
}

/// A viewless flow RIB.
@MainActor
final class FlowRouter: Router<FlowInteractor> {
  override var ribName: String { interactor.name }
  /// Where the flow shows its screens: the navigation controller it presented, or the one it pushed on.
  weak var navigationController: UINavigationController?
}

/// The root's view controller: a tab bar.
@MainActor
final class RootViewController: UITabBarController, ViewControllable {}

/// The root RIB.
@MainActor
final class RootRouter: LaunchRouter<ScreenInteractor, RootViewController> {
  override var ribName: String { interactor.name }
}

/// Weak references to one RIB's objects, to check that they were deallocated.
@MainActor
struct Remains {
  weak var router: AnyObject?
  weak var interactor: AnyObject?
  weak var viewController: AnyObject?

  init(_ router: ScreenRouter) {
    self.router = router
    self.interactor = router.interactor
    self.viewController = router.viewController
  }

  var areGone: Bool { router == nil && interactor == nil && viewController == nil }
}
