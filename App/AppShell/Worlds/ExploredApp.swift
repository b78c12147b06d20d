import FeaturePreviews
import Foundation
import NavigatableRIBs
import Root
import ShellKit
import TutorialHello

/// What the shell explores: an app with a window, a RIB tree and deep links. The sample app (``AppRoot``)
/// and the tutorial's Hello app (`--app hello`) both are.
@MainActor
protocol ExploredApp: AnyObject {
  /// The window the app is shown in.
  var window: UIWindow { get }
  /// The root of the RIB tree.
  var rootRouter: any Routing { get }
  /// The deep links the app follows (the generated features' included), for `open`'s completion and an
  /// unknown link's error: one list, so the error suggests what Tab completes.
  var deepLinks: [String] { get }
  /// Shows the app.
  func launch()
  /// Opens a deep link; `false`, and no change, for one the app does not know.
  func open(_ url: String) -> Bool
}

extension AppRoot: ExploredApp {}

extension FeaturePreviewApp: ExploredApp {
  var deepLinks: [String] { [] }
  func open(_ url: String) -> Bool { false }
}

extension HelloApp: ExploredApp {
  var rootRouter: any Routing { homeRouter }
  var deepLinks: [String] { ["hello://greet?name=Grace"] }
}

/// The app and the data it starts with, from `--app` and `--fixture` (and the `fixture` command).
struct World: Equatable {
  /// `sample` (the example app), `hello` (the tutorial's app) or `feature` (one feature alone).
  var app = "sample"
  /// The feature explored alone (`--feature NAME`), when `app` is `feature`.
  var feature: String?
  /// How many sample cards are on file (sample app): 0 to 2.
  var cards = AppRoot.sampleCardCount
  /// The SuperPay balance (sample app).
  var balance: Decimal = 0

  /// The apps `--app` takes.
  static let apps = ["sample", "hello"]

  /// The fixtures `--fixture` and `fixture` take, for completion and help.
  static let fixtureExamples = ["cards=0", "cards=1", "cards=2", "balance=25", "balance=0"]

  /// Applies `fixture` (`cards=N`, `balance=AMOUNT`); the error is one line.
  mutating func apply(_ fixture: String) throws(WorldError) {
    let parts = fixture.split(separator: "=", maxSplits: 1).map(String.init)
    guard parts.count == 2 else {
      throw WorldError("a fixture reads KEY=VALUE (cards=0, balance=25), not '\(fixture)'")
    }
    switch parts[0].lowercased() {
    case "cards":
      guard let count = Int(parts[1]), (0...AppRoot.sampleCardCount).contains(count) else {
        throw WorldError("cards takes 0 to \(AppRoot.sampleCardCount), not '\(parts[1])'")
      }
      cards = count
    case "balance":
      guard let amount = Decimal(string: parts[1], locale: Locale(identifier: "en_US_POSIX")), amount >= 0,
        amount <= 1_000_000_000, parts[1].allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") })
      else { throw WorldError("balance takes an amount such as 25 or 12.50, not '\(parts[1])'") }
      balance = amount
    default:
      throw WorldError("unknown fixture '\(parts[0])' (fixtures: cards=N, balance=AMOUNT)")
    }
  }

  /// Explores the feature `name` alone (`--feature`); refused with `--app` or `--fixture`, or for a name no
  /// feature has.
  mutating func preview(_ name: String, alongside configuration: ShellConfiguration) throws(WorldError) {
    guard let preview = FeaturePreviews.preview(named: name) else {
      let names = FeaturePreviews.all.map(\.name).joined(separator: ", ")
      throw WorldError("unknown feature '\(name)' (features: \(names))")
    }
    guard configuration.appName == nil, configuration.fixtures.isEmpty else {
      throw WorldError("--feature shows one feature alone: it takes no --app or --fixture")
    }
    app = "feature"
    feature = preview.name
  }

  /// `cards=2 balance=0`: the fixtures in force (sample app).
  var fixtureDescription: String { "cards=\(cards) balance=\(balance)" }

  /// Builds the world's app. `withoutSync` switches NavigationSync off for either app.
  @MainActor
  func makeApp(withoutSync: Bool) -> any ExploredApp {
    switch app {
    case "hello":
      NavigationSync.shared.isEnabled = !withoutSync
      return HelloApp()
    case "feature":
      NavigationSync.shared.isEnabled = !withoutSync
      if let preview = feature.flatMap(FeaturePreviews.preview(named:)) { return FeaturePreviewApp(preview: preview) }
      return AppRoot(withoutSync: withoutSync, cardCount: cards, balance: balance)
    default:
      return AppRoot(withoutSync: withoutSync, cardCount: cards, balance: balance)
    }
  }
}

/// A bad `--app` or fixture, in one line.
struct WorldError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}

/// No app: what the shell holds while `explore` builds apps of its own (an empty window, a bare root RIB
/// never activated).
final class EmptyApp: ExploredApp {
  let window = UIWindow()
  let rootRouter: any Routing = Router(interactor: Interactor())
  var deepLinks: [String] { [] }
  func launch() {}
  func open(_ url: String) -> Bool { false }
}
