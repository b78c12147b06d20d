import FinanceRepository
import Foundation
import NavigatableRIBs
import ScreenKit
import Testing

@testable import Root

/// Drives `AppRoot` the way a person (or the shell) does: reads the visible screen, taps items, types,
/// uses UIKit gestures; collects RIBs diagnostics and leak-detector failures on a virtual clock.
@MainActor
final class AppDriver {
  let app: AppRoot
  let clock = VirtualClock()
  private(set) var leaks: [LeakDetectionFailure] = []
  private(set) var diagnostics: [RIBsDiagnostic] = []
  private let previousDetector: LeakDetector
  private let previousHandler: @MainActor (RIBsDiagnostic) -> Void

  /// 1 June 2025, UTC: the clock of the card form.
  static let today = Date(timeIntervalSince1970: 1_748_736_000)

  init(
    cards: [PaymentMethod] = AppRootComponent.sampleCards, balance: Decimal = 0, withoutSync: Bool = false,
    profile: UIKitBehaviorProfile = .iOS18
  ) {
    NavigationSync.shared.reset()
    UIKitBehavior.profile = profile
    previousDetector = LeakDetector.instance
    previousHandler = RIBsDiagnostics.handler
    let detector = LeakDetector(clock: clock)
    LeakDetector.instance = detector
    app = AppRoot(
      withoutSync: withoutSync, cards: cards, balance: balance, dateProvider: FixedDateProvider(Self.today))
    detector.failureHandler = { [unowned self] in leaks.append($0) }
    RIBsDiagnostics.handler = { [unowned self] in diagnostics.append($0) }
    app.launch()
  }

  /// Restores the global state the driver changed; advances the leak clock first so every pending
  /// expectation is checked.
  func finish() {
    settle()
    clock.advance(by: 10)
    RIBsDiagnostics.handler = previousHandler
    LeakDetector.instance = previousDetector
    NavigationSync.shared.reset()
    NavigationSync.shared.isEnabled = true
    UIKitBehavior.profile = .iOS18
  }

  func settle() { HeadlessRunLoop.main.runUntilIdle() }

  // MARK: - Containers

  var tabBar: UITabBarController { app.window.rootViewController as! UITabBarController }

  /// The navigation controller of the selected tab.
  var tabNavigation: UINavigationController { tabBar.selectedViewController as! UINavigationController }

  /// The topmost presented view controller, if any.
  var presented: UIViewController? {
    var top = tabBar.presentedViewController
    while let next = top?.presentedViewController { top = next }
    return top
  }

  /// The navigation controller the user sees on top: a presented one, else the selected tab's.
  var topNavigation: UINavigationController { (presented as? UINavigationController) ?? tabNavigation }

  /// The screen the user sees.
  var visible: UIViewController { topNavigation.topViewController! }

  var screen: ScreenDescription { (visible as! any ScreenDescribing).screenDescription }

  var title: String { screen.title }

  /// The titles of the selected navigation stack (or the presented one), bottom first.
  var stackTitles: [String] { topNavigation.viewControllers.map { $0.title ?? "?" } }

  /// The whole RIB tree. Tests compare it only with itself (before and after): what it holds depends on every
  /// tab of the app, so a test about one tab asserts ``tree(_:)`` of that tab's RIB.
  var tree: String { app.rootRouter.treeSnapshot.description }

  /// The subtree of the first RIB named `name` (nearest the root), or `"(no <name>)"`: what one tab shows,
  /// whatever the other tabs hold.
  func tree(_ name: String) -> String {
    var queue: [any Routing] = [app.rootRouter]
    while !queue.isEmpty {
      let router = queue.removeFirst()
      if router.ribName == name { return router.treeSnapshot.description }
      queue.append(contentsOf: router.children)
    }
    return "(no \(name))"
  }

  // MARK: - Acting

  /// Taps the item labelled `label` on the visible screen; records an issue when there is none.
  func tap(_ label: String, sourceLocation: SourceLocation = #_sourceLocation) {
    guard let item = screen.items.first(where: { $0.label == label }) else {
      Issue.record("no item '\(label)' on \(title): \(screen.items.map(\.label))", sourceLocation: sourceLocation)
      return
    }
    item.action()
    settle()
  }

  /// Types `text` into the field labelled `label` on the visible screen.
  func type(_ text: String, into label: String, sourceLocation: SourceLocation = #_sourceLocation) {
    guard let field = screen.fields.first(where: { $0.label == label }) else {
      Issue.record("no field '\(label)' on \(title)", sourceLocation: sourceLocation)
      return
    }
    field.setText(text)
  }

  @discardableResult
  func tapBack() -> Bool {
    defer { settle() }
    return topNavigation.userTapBackButton()
  }

  @discardableResult
  func swipeBack() -> Bool {
    defer { settle() }
    let navigation = topNavigation
    guard navigation.userBeginSwipeBack() else { return false }
    settle()
    return navigation.userFinishSwipeBack()
  }

  @discardableResult
  func cancelSwipeBack() -> Bool {
    defer { settle() }
    let navigation = topNavigation
    guard navigation.userBeginSwipeBack() else { return false }
    settle()
    return navigation.userCancelSwipeBack()
  }

  @discardableResult
  func tapTab(_ index: Int) -> Bool {
    defer { settle() }
    return tabBar.userTapTab(at: index)
  }

  @discardableResult
  func swipeDownSheet() -> Bool {
    defer { settle() }
    guard let presented else { return false }
    return presented.userSwipeDownSheet()
  }

  @discardableResult
  func chooseBackMenuItem(titled title: String) -> Bool {
    defer { settle() }
    let navigation = topNavigation
    guard let index = navigation.backButtonMenuTitles.firstIndex(of: title) else { return false }
    return navigation.userChooseBackButtonMenuItem(at: index)
  }

  /// The router of the visible screen's RIB, found in the tree by view controller.
  func router(of viewController: UIViewController) -> (any ViewableRouting)? {
    var stack: [any Routing] = [app.rootRouter]
    while let router = stack.popLast() {
      if let viewable = router as? any ViewableRouting, viewable.viewControllable.uiviewController === viewController {
        return viewable
      }
      stack.append(contentsOf: router.children)
    }
    return nil
  }

  /// Every router in the tree.
  var allRouters: [any Routing] {
    var result: [any Routing] = []
    var stack: [any Routing] = [app.rootRouter]
    while let router = stack.popLast() {
      result.append(router)
      stack.append(contentsOf: router.children)
    }
    return result
  }
}

/// Weak references to objects that must go away.
@MainActor
struct WeakSet {
  private var objects: [(name: String, ref: WeakBox)] = []

  mutating func add(_ object: AnyObject?, _ name: String) {
    objects.append((name, WeakBox(object)))
  }

  /// The names of the objects still alive.
  var alive: [String] { objects.filter { $0.ref.object != nil }.map(\.name) }
}

final class WeakBox {
  weak var object: AnyObject?
  init(_ object: AnyObject?) { self.object = object }
}

extension AppDriver {
  /// Runs `body` on a fresh app, then checks what every end-to-end test must end with: no RIB attached
  /// whose screen is in no container (with the sync on), no leak-detector failure after the time limits,
  /// and no misuse reported.
  static func run(
    cards: [PaymentMethod] = AppRootComponent.sampleCards, balance: Decimal = 0, withoutSync: Bool = false,
    profile: UIKitBehaviorProfile = .iOS18, sourceLocation: SourceLocation = #_sourceLocation,
    _ body: (AppDriver) throws -> Void
  ) rethrows {
    let driver = AppDriver(cards: cards, balance: balance, withoutSync: withoutSync, profile: profile)
    defer { driver.finish() }
    try body(driver)
    driver.settle()
    if !withoutSync {
      let screenless = NavigationSync.shared.screenlessRIBs(under: driver.app.rootRouter).map(\.ribName)
      #expect(screenless.isEmpty, "RIBs without a screen: \(screenless)", sourceLocation: sourceLocation)
    }
    driver.clock.advance(by: 10)
    #expect(driver.leaks.isEmpty, "leaks: \(driver.leaks)", sourceLocation: sourceLocation)
    #expect(driver.diagnostics.isEmpty, "diagnostics: \(driver.diagnostics)", sourceLocation: sourceLocation)
  }

  /// Adds the visible screen's view controller, router and interactor to `set`, weakly, as `name`.
  func trackVisible(_ name: String, in set: inout WeakSet) {
    let viewController = visible
    set.add(viewController, "\(name) view controller")
    if let router = router(of: viewController) {
      set.add(router, "\(name) router")
      set.add(router.interactable, "\(name) interactor")
    } else {
      Issue.record("no RIB shows \(viewController.title ?? "?")")
    }
  }

  /// Adds the router and interactor of every RIB named `name` in the tree to `set`, weakly.
  func trackRIBs(named name: String, in set: inout WeakSet) {
    for router in allRouters where router.ribName == name {
      set.add(router, "\(name) router")
      set.add(router.interactable, "\(name) interactor")
    }
  }
}
