@testable import NavigatableRIBs

/// The model-based test's world: a launched scene plus weak records of every RIB it created, random
/// operations that always apply (an index is taken modulo what exists; an operation that cannot apply does
/// nothing), and the invariants checked at every quiescent step.
@MainActor
final class World {
  /// One operation, decoded from a random integer (kind = value % count, argument = value / count).
  enum Operation: Int, CaseIterable {
    case pushRIB, pushPlain, pop, popTo, popToRoot, setStack, swipeBegin, swipeFinish, swipeCancel,
      longPress, tabSwitch, tabReTap, present, sheetSwipeDown, sheetSnapBack, dismiss, businessDetach,
      startFlow, finishFlow

    /// Decodes `value` into an operation and its argument.
    static func decode(_ value: Int) -> (Operation, Int) {
      let count = allCases.count
      return (allCases[abs(value) % count], abs(value) / count)
    }
  }

  /// What the world remembers of a RIB it created; all weak.
  struct Record {
    let name: String
    weak var router: ScreenRouter?
    weak var interactor: ScreenInteractor?
    weak var viewController: UIViewController?
    var wasAttached = false
  }

  struct FlowRecord {
    let name: String
    weak var router: FlowRouter?
  }

  let scene: Scene
  private(set) var records: [Record] = []
  private(set) var flows: [FlowRecord] = []
  private var serial = 0
  /// The navigation controller being swiped back, while the finger is down.
  private(set) var swiping: UINavigationController?
  private var detachesAtSwipeBegin = 0
  /// Screens the world keeps at most, so stacks stay small and every check stays cheap.
  private let maximumScreens = 14

  init(scene: Scene) { self.scene = scene }

  // MARK: - Operations

  /// Applies the operation encoded by `value`; returns its description for failure messages.
  @discardableResult
  func apply(_ value: Int) -> String {
    let (operation, argument) = Operation.decode(value)
    if swiping != nil, operation != .swipeFinish, operation != .swipeCancel {
      swiping?.userMoveSwipeBack(progress: Double(argument % 100) / 100)
      return "move swipe"
    }
    let navigation = visibleNavigation
    switch operation {
    case .pushRIB:
      guard let navigation, liveScreenCount < maximumScreens else { break }
      let child = makeRIB()
      if owner(of: navigation).pushChild(child, on: navigation, animated: argument % 2 == 0) { markAttached(child) }
    case .pushPlain:
      guard let navigation, liveScreenCount < maximumScreens else { break }
      let plain = UIViewController()
      plain.title = "Plain"
      navigation.pushViewController(plain, animated: argument % 2 == 0)
    case .pop: navigation?.popViewController(animated: argument % 2 == 0)
    case .popTo:
      guard let navigation, navigation.viewControllers.count > 1 else { break }
      let stack = navigation.viewControllers
      _ = navigation.popToViewController(stack[argument % (stack.count - 1)], animated: true)
    case .popToRoot: _ = navigation?.popToRootViewController(animated: argument % 2 == 0)
    case .setStack:
      guard let navigation, navigation.viewControllers.count > 1 else { break }
      let stack = navigation.viewControllers
      let kept = [stack[0]] + stack.dropFirst().enumerated().filter { argument & (1 << $0.offset) != 0 }.map(\.element)
      navigation.setViewControllers(kept, animated: argument % 3 == 0)
    case .swipeBegin:
      guard let navigation, navigation.userBeginSwipeBack() else { break }
      swiping = navigation
      detachesAtSwipeBegin = scene.probe.detachOrder.count
    case .swipeFinish:
      swiping?.userFinishSwipeBack()
      swiping = nil
    case .swipeCancel:
      swiping?.userCancelSwipeBack()
      swiping = nil
    case .longPress:
      guard let navigation, !navigation.backButtonMenuItems.isEmpty else { break }
      navigation.userChooseBackButtonMenuItem(at: argument % navigation.backButtonMenuItems.count)
    case .tabSwitch: scene.tabs.userTapTab(at: 1 - scene.tabs.selectedIndex)
    case .tabReTap: scene.tabs.userTapTab(at: scene.tabs.selectedIndex)
    case .present:
      guard liveScreenCount < maximumScreens, let presenter = topViewController as? any ViewControllable, let navigation
      else { break }
      let child = makeRIB()
      let presenterOwner = owner(of: navigation)
      let shown = argument % 2 == 0
        ? presenterOwner.presentChildInNavigationController(child, from: presenter) != nil
        : presenterOwner.presentChild(child, from: presenter)
      if shown { markAttached(child) }
    case .sheetSwipeDown:
      guard let sheet = topPresented, sheet.userBeginSwipeDownSheet() else { break }
      scene.run()
      check(nothingDetachedSince: scene.probe.detachOrder.count, while: "a sheet is dragged")
      sheet.userFinishSwipeDownSheet()
    case .sheetSnapBack:
      guard let sheet = topPresented, sheet.userBeginSwipeDownSheet() else { break }
      sheet.userCancelSwipeDownSheet()
    case .dismiss:
      let chain = presentedChain
      guard !chain.isEmpty else { break }
      chain[argument % chain.count].presentingViewController?.dismiss(animated: argument % 2 == 0, completion: nil)
    case .businessDetach:
      let attached = records.compactMap(\.router).filter { $0.parentRouting != nil }
      guard !attached.isEmpty else { break }
      let victim = attached[argument % attached.count]
      let parent = victim.parentRouting
      parent?.detachChild(victim)
      // A flow's own logic ends the flow when business logic took its last screen (as Topup finishes).
      if let flow = parent as? FlowRouter, flow.children.isEmpty { flow.parentRouting?.detachChild(flow) }
    case .startFlow:
      guard let navigation, liveScreenCount < maximumScreens else { break }
      let presenter = topViewController as? any ViewControllable
      let flowOwner = owner(of: navigation)
      serial += 1
      let flow = scene.makeFlow("F\(serial)")
      flow.interactor.listener = { [weak flow] in
        guard let flow, let parent = flow.parentRouting else { return }
        parent.detachChild(flow)
      }
      flowOwner.attachChild(flow)
      guard flow.parentRouting != nil else { break }
      flows.append(FlowRecord(name: flow.ribName, router: flow))
      let first = makeRIB()
      let shown: Bool
      if argument % 2 == 0, let presenter {
        flow.navigationController = flow.presentChildInNavigationController(first, from: presenter)
        shown = flow.navigationController != nil
      } else {
        shown = flow.pushChild(first, on: navigation)
      }
      if shown { markAttached(first) } else { flowOwner.detachChild(flow) }
    case .finishFlow:
      let live = flows.compactMap(\.router).filter { $0.parentRouting != nil }
      guard !live.isEmpty else { break }
      let flow = live[argument % live.count]
      flow.parentRouting?.detachChild(flow)
    }
    return "\(operation)(\(argument))"
  }

  /// Runs the run loop unless a swipe is in flight, then checks the invariants.
  func settleAndCheck(after step: String) {
    scene.run()
    if swiping != nil {
      check(nothingDetachedSince: detachesAtSwipeBegin, while: "a swipe-back is in flight (\(step))")
      return
    }
    checkInvariants(after: step)
  }

  // MARK: - Invariants

  private(set) var violations: [String] = []

  private func check(nothingDetachedSince count: Int, while situation: String) {
    if scene.probe.detachOrder.count != count {
      violations.append("detached \(scene.probe.detachOrder.suffix(from: count)) while \(situation)")
    }
  }

  /// The invariants of a quiescent step.
  func checkInvariants(after step: String) {
    var liveAttached = 0
    for index in records.indices {
      let record = records[index]
      let resigned = scene.probe.resignCount(record.name)
      if resigned > 1 { violations.append("\(record.name) resigned \(resigned) times (after \(step))") }
      guard let router = record.router else {
        // Gone: it must have been deactivated exactly once, and its interactor and screen freed too.
        if record.wasAttached, resigned != 1 { violations.append("\(record.name) freed without resigning once (after \(step))") }
        if record.interactor != nil || record.viewController != nil {
          violations.append("\(record.name): router freed but interactor or view controller alive (after \(step))")
        }
        continue
      }
      let onScreen = ScreenPlacement.of(router.viewController).isInHierarchy
      let attached = router.parentRouting != nil
      switch (attached, onScreen) {
      case (true, true):
        liveAttached += 1
        if !router.interactor.isActive { violations.append("\(record.name) on screen and attached but inactive (after \(step))") }
      case (true, false): violations.append("\(record.name) attached but its screen is in no container (after \(step))")
      case (false, true): violations.append("\(record.name) on screen but detached (after \(step))")
      case (false, false): violations.append("\(record.name) detached and off screen but still alive (after \(step))")
      }
    }
    if NavigationSync.shared.trackedScreenCount != liveAttached {
      violations.append("tracking \(NavigationSync.shared.trackedScreenCount) screens, \(liveAttached) RIBs are attached (after \(step))")
    }
    for flow in flows {
      // A flow lives exactly as long as it has a screen: attached with children, or freed.
      guard let router = flow.router else { continue }
      if router.parentRouting == nil {
        violations.append("flow \(flow.name) detached but still alive (after \(step))")
      } else if router.children.isEmpty {
        violations.append("flow \(flow.name) attached with no screen left (after \(step))")
      }
    }
    records.removeAll { $0.router == nil && $0.interactor == nil && $0.viewController == nil }
    flows.removeAll { $0.router == nil }
  }

  // MARK: - Looking around

  private func makeRIB() -> ScreenRouter {
    serial += 1
    let router = scene.make("R\(serial)")
    records.append(Record(name: router.ribName, router: router, interactor: router.interactor, viewController: router.viewController))
    return router
  }

  private func markAttached(_ router: ScreenRouter) {
    if let index = records.lastIndex(where: { $0.router === router }) { records[index].wasAttached = true }
  }

  private var liveScreenCount: Int { records.count { $0.router != nil } }

  /// The chain of presented view controllers above the tab bar's screens, bottom first.
  private var presentedChain: [UIViewController] {
    var chain: [UIViewController] = []
    var current: UIViewController? = presentedAbove(scene.tabs)
    while let presented = current {
      chain.append(presented)
      current = presentedAbove(presented)
    }
    return chain
  }

  /// What is presented from `container` or any view controller inside it.
  private func presentedAbove(_ container: UIViewController) -> UIViewController? {
    if let presented = container.presentedViewController { return presented }
    let inside: [UIViewController]
    if let tabs = container as? UITabBarController {
      inside = tabs.selectedViewController.map { [$0] } ?? []
    } else if let navigation = container as? UINavigationController {
      inside = navigation.viewControllers
    } else {
      inside = []
    }
    for child in inside.reversed() { if let presented = presentedAbove(child) { return presented } }
    return nil
  }

  private var topPresented: UIViewController? { presentedChain.last }

  /// The navigation controller the user sees: the top presentation's, or the selected tab's.
  private var visibleNavigation: UINavigationController? {
    if let top = topPresented { return top as? UINavigationController }
    return scene.tabs.selectedViewController as? UINavigationController
  }

  /// The view controller the user sees.
  private var topViewController: UIViewController? {
    if let top = topPresented { return (top as? UINavigationController)?.topViewController ?? top }
    return visibleNavigation?.topViewController
  }

  /// The RIB that owns what is on top of `navigation`: the topmost attached RIB screen in it, else the
  /// flow that presented it, else the tab's root RIB.
  private func owner(of navigation: UINavigationController) -> any Routing {
    for viewController in navigation.viewControllers.reversed() {
      if let record = records.last(where: { $0.viewController === viewController }), let router = record.router,
        router.parentRouting != nil {
        return router
      }
    }
    if let flow = flows.compactMap(\.router).last(where: { $0.navigationController === navigation }) { return flow }
    return navigation === scene.financeNavigation ? scene.finance : scene.home
  }
}
