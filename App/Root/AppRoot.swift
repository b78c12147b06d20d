import FinanceRepository
import Foundation
import NavigatableRIBs
import ScreenKit

/// The app, as the shell (and the end-to-end tests) drive it: builds the repositories, the components and
/// the root RIB, shows it in a window and opens deep links.
@MainActor
public final class AppRoot {
  /// The window the app is shown in.
  public let window: UIWindow

  /// The root router (for `tree`).
  public var rootRouter: any Routing { launchRouter }

  /// The deep links the app understands, for `help open` and completion.
  nonisolated public static let deepLinkExamples: [String] = [
    "ribs://examples",
    "ribs://examples/detail?depth=3",
    "ribs://finance",
    "ribs://finance/topup",
    "ribs://finance/add-card",
  ]

  private let component: AppRootComponent
  private let launchRouter: any LaunchRouting
  private let rootActionableItem: any RootActionableItem
  private var isLaunched = false
  private var deepLink: (workflow: DeepLinkWorkflow, subscription: any Cancellable)?
  /// The links of the features generate-rib added (`FeatureDeepLink.generated`; tests set others).
  var featureLinks = FeatureDeepLink.generated

  /// The deep links of the features generate-rib added (`ribs://<feature>`), which `open(_:)` follows.
  nonisolated public static var generatedDeepLinks: [String] { FeatureDeepLink.generated.map(\.url) }

  /// Every deep link this app follows: the hand-written examples (``deepLinkExamples``), then the link of
  /// each feature generate-rib added (``generatedDeepLinks``), for `open`'s completion and its error.
  public var deepLinks: [String] { Self.deepLinkExamples + featureLinks.map(\.url) }

  /// Builds the app (repositories, components, root RIB) without showing it. `withoutSync` sets
  /// `NavigationSync.shared.isEnabled = !withoutSync`.
  ///
  /// The app starts with two cards on file (Visa •••• 4242, Mastercard •••• 4444), a balance of 0.00 and the
  /// system clock.
  public convenience init(withoutSync: Bool = false) {
    self.init(window: UIWindow(), withoutSync: withoutSync)
  }

  /// Builds the app to be shown in `window` (on iOS, the scene delegate's `UIWindow(windowScene:)`), without
  /// showing it yet: ``launch()`` does. Otherwise as ``init(withoutSync:)``.
  public convenience init(window: UIWindow, withoutSync: Bool = false) {
    self.init(
      window: window, withoutSync: withoutSync, cards: AppRootComponent.sampleCards, balance: 0,
      dateProvider: SystemDateProvider())
  }

  /// Builds the app with the first `cardCount` of the two sample cards on file (0 to 2: 0 is "no card
  /// yet") and `balance`, on the system clock: the shell's fixtures (`--fixture cards=0`).
  public convenience init(withoutSync: Bool, cardCount: Int, balance: Decimal) {
    self.init(
      window: UIWindow(), withoutSync: withoutSync,
      cards: Array(AppRootComponent.sampleCards.prefix(max(0, cardCount))), balance: balance,
      dateProvider: SystemDateProvider())
  }

  /// How many sample cards ``init(withoutSync:cardCount:balance:)`` can put on file.
  nonisolated public static let sampleCardCount = 2

  /// Builds the app with the given window, starting cards, balance and clock (tests).
  init(
    window: UIWindow = UIWindow(), withoutSync: Bool, cards: [PaymentMethod], balance: Decimal,
    dateProvider: any DateProviding
  ) {
    NavigationSync.shared.isEnabled = !withoutSync
    self.window = window
    component = AppRootComponent(cards: cards, balance: balance, dateProvider: dateProvider)
    let (router, item) = RootBuilder(dependency: component).build()
    launchRouter = router
    rootActionableItem = item
  }

  /// The repositories the app runs on (tests look at them).
  var cardOnFileRepository: any CardOnFileRepository { component.cardOnFileRepository }
  var superPayRepository: any SuperPayRepository { component.superPayRepository }

  /// Shows the app: launches the root router from the window and runs the run loop until idle. A second
  /// call does nothing.
  public func launch() {
    guard !isLaunched else { return }
    isLaunched = true
    launchRouter.launch(from: window)
    Self.settle()
  }

  /// Opens a deep link through the Workflow (e.g. "ribs://examples/detail?depth=3", "ribs://finance/topup"),
  /// or a generated feature's `ribs://<feature>` (``FeatureDeepLink``); returns false (no state change) for
  /// an unknown or malformed URL. Runs the run loop until idle.
  ///
  /// Launches the app first when it has not been launched. A deep link replaces the one still running.
  @discardableResult
  public func open(_ url: String) -> Bool {
    if let feature = FeatureDeepLink.matching(url, in: featureLinks) { return open(feature, hops: 0) }
    guard let link = DeepLink(url) else { return false }
    launch()
    deepLink?.subscription.cancel()
    let workflow = DeepLinkWorkflow(link)
    deepLink = (workflow, workflow.subscribe(rootActionableItem))
    Self.settle()
    return true
  }

  /// Opens a generated feature (``FeatureDeepLink``): selects its tab, or opens its parent and takes its row.
  /// False when its tab, its parent or its row is not found; what opening the parent did stays.
  private func open(_ link: FeatureDeepLink, hops: Int) -> Bool {
    guard hops < 64 else { return false }
    if hops == 0 { closeWhatCoversTheTabs() }
    if link.parent == "Root" { return selectTab(titled: link.row) }
    if let parentURL = FeatureDeepLink.handWrittenParents[link.parent] {
      guard open(parentURL) else { return false }
    } else if let parent = featureLinks.first(where: { $0.feature == link.parent }) {
      guard open(parent, hops: hops + 1) else { return false }
    } else {
      return false
    }
    guard let screen = Self.visibleScreen(in: window) as? any ScreenDescribing,
      let row = screen.screenDescription.items.first(where: { $0.label == link.row })
    else { return false }
    row.action()
    Self.settle()
    return true
  }

  /// Launches the app if needed, stops the deep link still running and dismisses what is presented over the
  /// tabs (a sheet or a flow of any tab; their RIBs detach through NavigationSync).
  private func closeWhatCoversTheTabs() {
    launch()
    deepLink?.subscription.cancel()
    deepLink = nil
    guard let tabs = window.rootViewController as? UITabBarController, tabs.presentedViewController != nil else {
      return
    }
    tabs.dismiss(animated: false)
    Self.settle()
  }

  /// Selects the tab titled `title` with its first screen showing (its stack popped to its root; the RIBs
  /// detach through NavigationSync).
  private func selectTab(titled title: String) -> Bool {
    guard let tabs = window.rootViewController as? UITabBarController,
      let index = tabs.viewControllers?.firstIndex(where: { Self.tabTitle(of: $0) == title })
    else { return false }
    tabs.selectedIndex = index
    _ = (tabs.selectedViewController as? UINavigationController)?.popToRootViewController(animated: false)
    Self.settle()
    return true
  }

  /// A tab's title: its item's, else its first screen's.
  private static func tabTitle(of viewController: UIViewController) -> String? {
    viewController.tabBarItem.title
      ?? (viewController as? UINavigationController)?.viewControllers.first?.tabBarItem.title
  }

  /// The screen a person sees in `window`: the top of the presentation chain, opened through its tab bar
  /// and navigation controllers.
  static func visibleScreen(in window: UIWindow) -> UIViewController? {
    guard var current = window.rootViewController else { return nil }
    for _ in 0..<64 {
      if let presented = current.presentedViewController, presented !== current {
        current = presented
      } else if let tabs = current as? UITabBarController, let selected = tabs.selectedViewController {
        current = selected
      } else if let navigation = current as? UINavigationController, let top = navigation.topViewController {
        current = top
      } else {
        break
      }
    }
    return current
  }

  /// Runs the run loop until idle (HeadlessUIKit); on UIKit the system run loop does it.
  private static func settle() {
    #if !canImport(UIKit)
    HeadlessRunLoop.main.runUntilIdle()
    #endif
  }
}
