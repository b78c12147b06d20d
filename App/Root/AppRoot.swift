import FinanceRepository
import Foundation
import NavigatableRIBs

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

  /// Opens a deep link through the Workflow (e.g. "ribs://examples/detail?depth=3", "ribs://finance/topup");
  /// returns false (no state change) for an unknown or malformed URL. Runs the run loop until idle.
  ///
  /// Launches the app first when it has not been launched. A deep link replaces the one still running.
  @discardableResult
  public func open(_ url: String) -> Bool {
    guard let link = DeepLink(url) else { return false }
    launch()
    deepLink?.subscription.cancel()
    let workflow = DeepLinkWorkflow(link)
    deepLink = (workflow, workflow.subscribe(rootActionableItem))
    Self.settle()
    return true
  }

  /// Runs the run loop until idle (HeadlessUIKit); on UIKit the system run loop does it.
  private static func settle() {
    #if !canImport(UIKit)
    HeadlessRunLoop.main.runUntilIdle()
    #endif
  }
}
