import Foundation
import HeadlessUIKit
import Testing

// Test doubles written as they are written against UIKit: subclasses overriding UIKit's members with UIKit's
// spelling (labels, optionality, closure types). This file imports HeadlessUIKit without `@testable`, so a
// member HeadlessUIKit declares `public` where UIKit declares it `open` does not compile here.

/// A window double as RIBs' launch-router tests write it: it reports itself key once made key and visible,
/// without asking the system.
@MainActor
final class WindowDouble: UIWindow {
  private(set) var makeKeyAndVisibleCount = 0
  private var key = false
  private var root: UIViewController?

  override var isKeyWindow: Bool { key }

  override var rootViewController: UIViewController? {
    get { root }
    set { root = newValue }
  }

  override func makeKeyAndVisible() {
    makeKeyAndVisibleCount += 1
    key = true
  }
}

/// A view controller double overriding the lifecycle, containment and presentation members.
@MainActor
final class ViewControllerDouble: UIViewController {
  private(set) var calls: [String] = []
  var reportsLoaded: Bool?

  override var isViewLoaded: Bool { reportsLoaded ?? super.isViewLoaded }
  override var viewIfLoaded: UIView? { super.viewIfLoaded }
  override func loadView() {
    calls.append("loadView")
    super.loadView()
  }
  override func viewDidLoad() { calls.append("viewDidLoad") }
  override func viewWillAppear(_ animated: Bool) { calls.append("viewWillAppear") }
  override func viewDidAppear(_ animated: Bool) { calls.append("viewDidAppear") }
  override func viewWillDisappear(_ animated: Bool) { calls.append("viewWillDisappear") }
  override func viewDidDisappear(_ animated: Bool) { calls.append("viewDidDisappear") }
  override func willMove(toParent parent: UIViewController?) { calls.append("willMove") }
  override func didMove(toParent parent: UIViewController?) { calls.append("didMove") }
  override func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
  ) {
    calls.append("present")
    completion?()
  }
  override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    calls.append("dismiss")
    completion?()
  }
  override var presentedViewController: UIViewController? { nil }
  override var presentingViewController: UIViewController? { nil }
  override var navigationController: UINavigationController? { super.navigationController }
  override var parent: UIViewController? { super.parent }
  override var title: String? {
    get { super.title }
    set { super.title = newValue }
  }
}

/// A navigation controller double recording its stack operations, then doing them.
@MainActor
final class NavigationControllerDouble: UINavigationController {
  private(set) var calls: [String] = []

  override func pushViewController(_ viewController: UIViewController, animated: Bool) {
    calls.append("push")
    super.pushViewController(viewController, animated: animated)
  }
  override func popViewController(animated: Bool) -> UIViewController? {
    calls.append("pop")
    return super.popViewController(animated: animated)
  }
  override func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
    calls.append("popTo")
    return super.popToViewController(viewController, animated: animated)
  }
  override func popToRootViewController(animated: Bool) -> [UIViewController]? {
    calls.append("popToRoot")
    return super.popToRootViewController(animated: animated)
  }
  override func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    calls.append("setViewControllers")
    super.setViewControllers(viewControllers, animated: animated)
  }
  override var viewControllers: [UIViewController] {
    get { super.viewControllers }
    set { super.viewControllers = newValue }
  }
  override var topViewController: UIViewController? { super.topViewController }
  override var visibleViewController: UIViewController? { super.visibleViewController }
}

/// A tab bar controller double recording what it is given.
@MainActor
final class TabBarControllerDouble: UITabBarController {
  private(set) var calls: [String] = []

  override func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
    calls.append("setViewControllers")
    super.setViewControllers(viewControllers, animated: animated)
  }
  override var selectedIndex: Int {
    get { super.selectedIndex }
    set {
      calls.append("selectedIndex")
      super.selectedIndex = newValue
    }
  }
  override var selectedViewController: UIViewController? {
    get { super.selectedViewController }
    set { super.selectedViewController = newValue }
  }
}

@MainActor
@Suite("Test doubles written for UIKit")
struct TestDoubleTests {
  @Test("a window double overriding isKeyWindow, as a launch router's test has it, is key once launched")
  func windowDoubleIsKeyOnceLaunched() {
    HeadlessRunLoop.main.runUntilIdle()
    let window = WindowDouble(frame: .zero)
    let root = UIViewController(nibName: nil, bundle: nil)
    #expect(!window.isKeyWindow)
    // What RIBs' LaunchRouter.launch(from:) does with the window.
    window.rootViewController = root
    window.makeKeyAndVisible()
    #expect(window.isKeyWindow)
    #expect(window.rootViewController === root)
    #expect(window.makeKeyAndVisibleCount == 1)
    // The double's key state is its own: a real window made key does not change it.
    UIWindow().makeKey()
    #expect(window.isKeyWindow)
    HeadlessRunLoop.main.runUntilIdle()
  }

  @Test("a view controller double's overrides are the ones UIKit's callers reach")
  func viewControllerDoubleIsCalled() {
    HeadlessRunLoop.main.runUntilIdle()
    let screen = ViewControllerDouble(nibName: nil, bundle: nil)
    _ = screen.view
    #expect(screen.calls == ["loadView", "viewDidLoad"])
    screen.reportsLoaded = false
    #expect(!screen.isViewLoaded)
    var completed = 0
    screen.present(UIViewController(nibName: nil, bundle: nil), animated: false) { completed += 1 }
    screen.dismiss(animated: true) { completed += 1 }
    #expect(completed == 2)
    #expect(screen.calls.suffix(2) == ["present", "dismiss"])

    let window = UIWindow(frame: .zero)
    window.rootViewController = screen
    window.makeKeyAndVisible()
    HeadlessRunLoop.main.runUntilIdle()
    #expect(screen.calls.suffix(2) == ["viewWillAppear", "viewDidAppear"])
    window.isHidden = true
    HeadlessRunLoop.main.runUntilIdle()
  }

  @Test("container doubles overriding push, pop, setViewControllers and selection still run the containers")
  func containerDoublesRecordAndRun() {
    HeadlessRunLoop.main.runUntilIdle()
    let first = UIViewController(nibName: nil, bundle: nil)
    let second = UIViewController(nibName: nil, bundle: nil)
    let navigation = NavigationControllerDouble(rootViewController: first)
    navigation.pushViewController(second, animated: false)
    #expect(navigation.topViewController === second)
    #expect(navigation.popViewController(animated: false) === second)
    navigation.setViewControllers([first, second], animated: false)
    #expect(navigation.popToRootViewController(animated: false)?.count == 1)
    #expect(navigation.calls == ["push", "pop", "setViewControllers", "popToRoot"])

    let tabs = TabBarControllerDouble(nibName: nil, bundle: nil)
    tabs.setViewControllers([UIViewController(nibName: nil, bundle: nil), navigation], animated: false)
    tabs.selectedIndex = 1
    #expect(tabs.selectedViewController === navigation)
    #expect(tabs.calls == ["setViewControllers", "selectedIndex"])
    HeadlessRunLoop.main.runUntilIdle()
  }
}
