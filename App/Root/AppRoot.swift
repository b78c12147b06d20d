// STUB of the `Root` target, so the shell (AppShell) builds and can be tested on the `shellapp` branch.
// The real Root (the feature RIBs, deep links through a Workflow) replaces this file at merge; only the
// `AppRoot` API below is the contract. Nothing of the shell's logic lives here.
//
// The stub app: a tab bar with two navigation stacks.
// - "Examples": rows "Normal" (pushes a Detail; each Detail pushes the next) and "Sheet" (presents a Sheet
//   RIB in its own navigation controller); a Detail or the Sheet can "Close" itself (business logic detach).
// - "Settings": a focused "Name" field and a "Save" button that refuses an empty name.

import NavigatableRIBs
import ScreenKit

/// The app: a window, its root RIB, and deep links. STUB (see the top of this file).
@MainActor
public final class AppRoot {
  /// Builds the app without launching it. `withoutSync` turns NavigationSync off (plain RIBs behaviour).
  public init(withoutSync: Bool = false) {
    NavigationSync.shared.isEnabled = !withoutSync
    window = UIWindow()
    root = StubRootRouter()
  }

  /// The window the root RIB is launched from.
  public let window: UIWindow

  /// The root of the RIB tree.
  public var rootRouter: any Routing { root }

  /// Launches the root RIB from the window.
  public func launch() {
    root.launch(from: window)
  }

  /// Follows a deep link; `false` (nothing changed) for an unknown URL.
  public func open(_ url: String) -> Bool {
    switch url {
    case "navigatable-ribs://examples/detail":
      root.selectTab(0)
      root.examples?.pushDetail()
      return true
    case "navigatable-ribs://examples/sheet":
      root.selectTab(0)
      root.examples?.presentSheet()
      return true
    case "navigatable-ribs://settings":
      root.selectTab(1)
      return true
    default:
      return false
    }
  }

  /// Deep links `open(_:)` understands, for completion and documentation.
  public static let deepLinkExamples = [
    "navigatable-ribs://examples/detail", "navigatable-ribs://examples/sheet", "navigatable-ribs://settings",
  ]

  private let root: StubRootRouter
}

// MARK: - Stub RIBs

/// A screen that describes itself through a closure.
@MainActor
final class StubScreenViewController: UIViewController, ViewControllable, ScreenDescribing {
  var describe: () -> ScreenDescription = { ScreenDescription(title: "") }
  var screenDescription: ScreenDescription { describe() }

  init(title: String) {
    super.init(nibName: nil, bundle: nil)
    self.title = title
  }

  required init?(coder: NSCoder) { nil }
}

/// The interactor of every stub RIB: named after its RIB.
@MainActor
final class StubInteractor: Interactor {
  let name: String
  init(name: String) { self.name = name }
  override var ribName: String { name }
}

/// A stub screen RIB.
@MainActor
class StubRouter: ViewableRouter<StubInteractor, StubScreenViewController> {
  let name: String
  init(name: String, title: String) {
    self.name = name
    super.init(interactor: StubInteractor(name: name), viewController: StubScreenViewController(title: title))
  }
  override var ribName: String { name }

  /// Detaches this RIB from its parent (business logic closing the screen).
  func close() {
    parentRouting?.detachChild(self)
  }
}

/// "Examples": pushes Details, presents the Sheet.
@MainActor
final class StubExamplesRouter: StubRouter {
  init() {
    super.init(name: "Examples", title: "Examples")
    viewController.describe = { [weak self] in
      ScreenDescription(
        title: "Examples", lines: ["Pick an example."],
        items: [
          ScreenItem(.row, "Normal") { self?.pushDetail() },
          ScreenItem(.row, "Sheet") { self?.presentSheet() },
        ])
    }
  }

  func pushDetail() {
    pushChild(StubDetailRouter(depth: 1))
  }

  func presentSheet() {
    presentChildInNavigationController(StubSheetRouter(), from: viewControllable)
  }
}

/// "Detail N": pushes the next Detail, or closes itself.
@MainActor
final class StubDetailRouter: StubRouter {
  init(depth: Int) {
    super.init(name: "Detail", title: "Detail \(depth)")
    viewController.describe = { [weak self] in
      ScreenDescription(
        title: "Detail \(depth)", lines: ["Detail at depth \(depth)"],
        items: [
          ScreenItem(.button, "Push next") { self?.pushChild(StubDetailRouter(depth: depth + 1)) },
          ScreenItem(.button, "Close") { self?.close() },
        ])
    }
  }
}

/// "Sheet": presented in its own navigation controller; pushes Details on it, or closes itself.
@MainActor
final class StubSheetRouter: StubRouter {
  init() {
    super.init(name: "Sheet", title: "Sheet")
    viewController.describe = { [weak self] in
      ScreenDescription(
        title: "Sheet", lines: ["A sheet; swipe it down with 'dismiss'."],
        items: [
          ScreenItem(.button, "Push next") { self?.pushChild(StubDetailRouter(depth: 1)) },
          ScreenItem(.button, "Close") { self?.close() },
        ])
    }
  }
}

/// "Settings": a focused Name field and a Save button that refuses an empty name.
@MainActor
final class StubSettingsRouter: StubRouter {
  private var enteredName = ""
  private var saved: String?
  private var error: String?

  init() {
    super.init(name: "Settings", title: "Settings")
    viewController.describe = { [weak self] in
      guard let self else { return ScreenDescription(title: "Settings") }
      return ScreenDescription(
        title: "Settings", lines: saved.map { ["Saved name: \($0)"] } ?? [],
        items: [ScreenItem(.button, "Save") { [weak self] in self?.save() }],
        fields: [ScreenField(label: "Name", text: enteredName, isFocused: true) { [weak self] in self?.enteredName = $0 }],
        errorText: error)
    }
  }

  private func save() {
    if enteredName.isEmpty {
      error = "The name must not be empty."
    } else {
      error = nil
      saved = enteredName
    }
  }
}

/// The tab bar the root RIB owns.
@MainActor
final class StubTabBarController: UITabBarController, ViewControllable {}

/// The root: a tab bar with the Examples and Settings stacks.
@MainActor
final class StubRootRouter: LaunchRouter<StubInteractor, StubTabBarController> {
  private(set) weak var examples: StubExamplesRouter?
  private let examplesRouter = StubExamplesRouter()
  private let settingsRouter = StubSettingsRouter()

  init() {
    super.init(interactor: StubInteractor(name: "Root"), viewController: StubTabBarController())
    examples = examplesRouter
    let examplesStack = UINavigationController(rootViewController: examplesRouter.viewController)
    examplesStack.tabBarItem = UITabBarItem(title: "Examples", tag: 0)
    let settingsStack = UINavigationController(rootViewController: settingsRouter.viewController)
    settingsStack.tabBarItem = UITabBarItem(title: "Settings", tag: 1)
    viewController.viewControllers = [examplesStack, settingsStack]
  }

  override var ribName: String { "Root" }

  override func didLoad() {
    attachChild(examplesRouter)
    attachChild(settingsRouter)
  }

  func selectTab(_ index: Int) {
    viewController.selectedIndex = index
  }
}
