import Testing

@testable import NavigatableRIBs

/// A launched app for one test: a window whose root RIB shows a tab bar with two navigation controllers,
/// each rooted at a RIB screen ("Home" and "Finance"), and optionally a third ("Third"). Installs a leak detector on a virtual clock and
/// captures diagnostics; restores everything afterwards.
@MainActor
final class Scene {
  let probe = Probe()
  let window = UIWindow()
  let root: RootRouter
  let tabs: RootViewController
  let home: ScreenRouter
  let finance: ScreenRouter
  let homeNavigation: UINavigationController
  let financeNavigation: UINavigationController
  /// The third tab's root RIB and stack, when the scene has one.
  let third: ScreenRouter?
  let thirdNavigation: UINavigationController?
  /// Finance's tab: its navigation controller, or (with a banner) a plain container view controller that
  /// holds it below a banner.
  let financeTab: UIViewController
  let clock = VirtualClock()
  private(set) var diagnostics: [RIBsDiagnostic] = []
  private(set) var leaks: [LeakDetectionFailure] = []
  /// Every request HeadlessUIKit refused (UIKit's console warnings; many are exceptions on iOS).
  private(set) var uikitRefusals: [String] = []
  private var observation: AnyCancellable?
  private var refusalObservation: UIKitEventSubscription?

  private init(profile: UIKitBehaviorProfile, bannerTab: Bool, thirdTab: Bool) {
    UIKitBehavior.profile = profile
    tabs = RootViewController()
    root = RootRouter(interactor: ScreenInteractor("Root", probe: probe), viewController: tabs)
    home = ScreenRouter(
      interactor: ScreenInteractor("Home", probe: probe), viewController: ScreenViewController(title: "Home"))
    finance = ScreenRouter(
      interactor: ScreenInteractor("Finance", probe: probe), viewController: ScreenViewController(title: "Finance"))
    homeNavigation = UINavigationController(rootViewController: home.viewController)
    financeNavigation = UINavigationController(rootViewController: finance.viewController)
    if bannerTab {
      let banner = UIViewController()
      banner.title = "Finance"
      banner.addChild(financeNavigation)
      financeNavigation.didMove(toParent: banner)
      financeTab = banner
    } else {
      financeTab = financeNavigation
    }
    if thirdTab {
      let third = ScreenRouter(
        interactor: ScreenInteractor("Third", probe: probe), viewController: ScreenViewController(title: "Third"))
      self.third = third
      thirdNavigation = UINavigationController(rootViewController: third.viewController)
    } else {
      third = nil
      thirdNavigation = nil
    }
    tabs.viewControllers = [homeNavigation, financeTab] + (thirdNavigation.map { [$0] } ?? [])
  }

  /// The tabs' root RIBs, in the order of their tabs at launch.
  var tabRoots: [ScreenRouter] { [home, finance] + (third.map { [$0] } ?? []) }

  /// The tabs' navigation controllers, in the order of their tabs at launch.
  var tabNavigations: [UINavigationController] {
    [homeNavigation, financeNavigation] + (thirdNavigation.map { [$0] } ?? [])
  }

  /// The tab root RIB whose screen is `viewController`, if any.
  func tabRoot(showing viewController: UIViewController) -> ScreenRouter? {
    tabRoots.first { $0.viewController === viewController }
  }

  /// The navigation controller of a tab: the tab itself, or the one a container tab holds.
  static func navigation(ofTab tab: UIViewController) -> UINavigationController? {
    tab as? UINavigationController ?? tab.children.lazy.compactMap { $0 as? UINavigationController }.first
  }

  /// Runs `body` with a freshly launched scene under `profile`; with `bannerTab`, Finance's tab is a plain
  /// container view controller holding its navigation controller; with `thirdTab`, a third tab's stack is
  /// rooted at the RIB "Third".
  static func run<Result>(
    profile: UIKitBehaviorProfile = .iOS18, bannerTab: Bool = false, thirdTab: Bool = false,
    _ body: (Scene) throws -> Result
  ) rethrows -> Result {
    HeadlessRunLoop.main.runUntilIdle()
    NavigationSync.shared.reset()
    NavigationSync.shared.isEnabled = true
    let previousProfile = UIKitBehavior.profile
    let previousDetector = LeakDetector.instance
    let previousHandler = RIBsDiagnostics.handler
    let scene = Scene(profile: profile, bannerTab: bannerTab, thirdTab: thirdTab)
    LeakDetector.instance = LeakDetector(clock: scene.clock) { [unowned scene] in scene.leaks.append($0) }
    RIBsDiagnostics.handler = { [unowned scene] in scene.diagnostics.append($0) }
    scene.observation = RIBEventLog.observe { [unowned scene] event in
      if event.kind == .detach { scene.probe.detached(event.name) }
    }
    scene.refusalObservation = UIKitEventLog.shared.subscribe(where: Self.isRefusal) { [unowned scene] event in
      scene.uikitRefusals.append(event.description)
    }
    let previousPrintsWarnings = UIKitEventLog.shared.printsWarnings
    UIKitEventLog.shared.printsWarnings = false
    defer {
      UIKitEventLog.shared.printsWarnings = previousPrintsWarnings
      scene.refusalObservation = nil
      scene.observation = nil
      RIBsDiagnostics.handler = previousHandler
      LeakDetector.instance = previousDetector
      UIKitBehavior.profile = previousProfile
      NavigationSync.shared.reset()
      NavigationSync.shared.isEnabled = true
    }
    scene.launch()
    return try body(scene)
  }

  private static func isRefusal(_ kind: UIKitEvent.Kind) -> Bool {
    if case .warning = kind { return true }
    return false
  }

  private func launch() {
    root.launch(from: window)
    for tabRoot in tabRoots { root.attachChild(tabRoot) }
    run()
  }

  /// Forgets the UIKit refusals seen so far (the checkers check them step by step).
  func forgetRefusals() {
    uikitRefusals.removeAll()
  }

  /// Returns and forgets the diagnostics that report a RIBs misuse: every diagnostic but those `explained`
  /// lists, one for one (a `.refused` decision reports one diagnostic with its detail as the message; the
  /// specification predicts the refusal).
  ///
  /// - Parameter refusals: The messages of the diagnostics the step explains, not matched yet; each
  ///   diagnostic they explain takes one away, and what is left is dropped.
  /// - Returns: The diagnostics no refusal explains, in the order they were reported.
  func takeMisuses(explainedBy refusals: inout [String]) -> [RIBsDiagnostic] {
    var misuses: [RIBsDiagnostic] = []
    for diagnostic in diagnostics {
      if let index = refusals.firstIndex(of: diagnostic.message) {
        refusals.remove(at: index)
      } else {
        misuses.append(diagnostic)
      }
    }
    diagnostics.removeAll()
    refusals.removeAll()
    return misuses
  }

  /// Delivers every pending transition and callback.
  func run() { HeadlessRunLoop.main.runUntilIdle() }

  /// A new screen RIB named `name` (not attached).
  func make(_ name: String) -> ScreenRouter {
    ScreenRouter(interactor: ScreenInteractor(name, probe: probe), viewController: ScreenViewController(title: name))
  }

  /// A new viewless flow RIB named `name` (not attached).
  func makeFlow(_ name: String) -> FlowRouter {
    FlowRouter(interactor: FlowInteractor(name, probe: probe))
  }

  /// Attaches a new flow under `home` whose listener detaches it (the normal RIBs way) and presents its first
  /// screen, a new RIB named `first`, over `home` in the flow's own navigation controller; runs the run loop.
  func presentFlowOverHome(_ name: String, first: String) -> (flow: FlowRouter, first: ScreenRouter) {
    let flow = makeFlow(name)
    flow.interactor.listener = { [unowned home, unowned flow] in home.detachChild(flow) }
    home.attachChild(flow)
    let screen = make(first)
    flow.navigationController = flow.presentChildInNavigationController(screen, from: home.viewControllable)
    run()
    return (flow, screen)
  }

  /// Pushes a chain of new RIBs on `home`'s stack, each the child of the one before; returns them.
  func pushChain(_ names: [String], from start: (any ViewableRouting)? = nil) -> [ScreenRouter] {
    var parent: any ViewableRouting = start ?? home
    var result: [ScreenRouter] = []
    for name in names {
      let child = make(name)
      #expect(parent.pushChild(child, animated: true))
      run()
      result.append(child)
      parent = child
    }
    return result
  }

  /// Names of `router`'s children.
  func childNames(of router: any Routing) -> [String] { router.children.map(\.ribName) }

  /// Titles of the home stack, bottom first.
  var homeStack: [String] { homeNavigation.viewControllers.map { $0.title ?? "?" } }

  /// Advances the leak detector's clock past every expectation.
  func settleLeakDetector() { clock.advance(by: 10) }
}
