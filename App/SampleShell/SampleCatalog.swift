import AppShell
import FeaturePreviews
import Foundation
import NavigatableRIBs
import Root
import TutorialHello

/// The sample shell's apps: the example app (`sample`, with its `cards` and `balance` fixtures), the
/// tutorial's Hello app (`--app hello`) and each feature alone (`--feature NAME`, from FeaturePreviews).
@MainActor
public final class SampleCatalog: ShellAppCatalog {
  /// A catalog.
  public init() {}

  /// `sample`, then `hello`.
  public var appNames: [String] { ["sample", "hello"] }
  /// Every feature with a preview.
  public var featureNames: [String] { FeaturePreviews.all.map(\.name) }
  /// The fixtures `--fixture` and `fixture` take, for completion and help.
  public var fixtureExamples: [String] { ["cards=0", "cards=1", "cards=2", "balance=25", "balance=0"] }
  /// The sample app's links, the generated features' pattern, and the Hello app's.
  public var deepLinkHelp: String {
    "The sample app follows a link through its Workflow. Known links: "
      + AppRoot.deepLinkExamples.joined(separator: ", ")
      + ", and ribs://NAME for each feature generate-rib added (NAME in lower case; Tab lists them)"
      + " (--app hello: hello://greet?name=NAME)"
  }

  /// Only the sample app takes fixtures.
  ///
  /// - Parameter app: An app's name.
  /// - Returns: Whether it is `sample`.
  public func hasFixtures(_ app: String) -> Bool { app == "sample" }

  /// Checks and stores `cards=N` (0 to 2) or `balance=AMOUNT` (0 to 1,000,000,000).
  ///
  /// - Parameters:
  ///   - fixture: The fixture, as typed.
  ///   - setup: The setup it changes.
  /// - Throws: What is wrong and what is accepted, in one line.
  public func apply(fixture: String, to setup: inout AppSetup) throws(AppSetupError) {
    let parts = fixture.split(separator: "=", maxSplits: 1).map(String.init)
    guard parts.count == 2 else {
      throw AppSetupError("a fixture reads KEY=VALUE (cards=0, balance=25), not '\(fixture)'")
    }
    switch parts[0].lowercased() {
    case "cards":
      guard let count = Int(parts[1]), (0...AppRoot.sampleCardCount).contains(count) else {
        throw AppSetupError("cards takes 0 to \(AppRoot.sampleCardCount), not '\(parts[1])'")
      }
      setup.fixtures["cards"] = String(count)
    case "balance":
      guard let amount = Decimal(string: parts[1], locale: Locale(identifier: "en_US_POSIX")), amount >= 0,
        amount <= 1_000_000_000, parts[1].allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") })
      else { throw AppSetupError("balance takes an amount such as 25 or 12.50, not '\(parts[1])'") }
      setup.fixtures["balance"] = "\(amount)"
    default:
      throw AppSetupError("unknown fixture '\(parts[0])' (fixtures: cards=N, balance=AMOUNT)")
    }
  }

  /// `cards=2 balance=0`: the fixtures in force, the defaults included.
  ///
  /// - Parameter setup: A setup of the sample app.
  /// - Returns: One line.
  public func describeFixtures(of setup: AppSetup) -> String {
    "cards=\(Self.cards(in: setup)) balance=\(Self.balance(in: setup))"
  }

  /// Builds the setup's app.
  ///
  /// - Parameters:
  ///   - setup: The app, a feature alone, and the fixtures.
  ///   - withoutSync: Whether the sync is off.
  /// - Returns: The app, not launched.
  public func makeApp(in setup: AppSetup, withoutSync: Bool) -> any ExploredApp {
    NavigationSync.shared.isEnabled = !withoutSync
    switch setup.appName {
    case "hello":
      return HelloApp()
    case nil:
      if let preview = setup.featureName.flatMap(FeaturePreviews.preview(named:)) {
        return FeaturePreviewApp(preview: preview)
      }
      return sample(setup, withoutSync: withoutSync)
    default:
      return sample(setup, withoutSync: withoutSync)
    }
  }

  private func sample(_ setup: AppSetup, withoutSync: Bool) -> AppRoot {
    AppRoot(withoutSync: withoutSync, cardCount: Self.cards(in: setup), balance: Self.balance(in: setup))
  }

  private static func cards(in setup: AppSetup) -> Int {
    setup.fixtures["cards"].flatMap { Int($0) } ?? AppRoot.sampleCardCount
  }

  private static func balance(in setup: AppSetup) -> Decimal {
    setup.fixtures["balance"].flatMap { Decimal(string: $0, locale: Locale(identifier: "en_US_POSIX")) } ?? 0
  }
}

extension AppRoot: ExploredApp {}

extension FeaturePreviewApp: ExploredApp {
  /// None: a feature alone follows no deep link.
  public var deepLinks: [String] { [] }

  /// Follows no link.
  ///
  /// - Parameter url: The link.
  /// - Returns: `false`.
  public func open(_ url: String) -> Bool { false }
}

extension HelloApp: ExploredApp {
  /// The Hello app's root RIB.
  public var rootRouter: any Routing { homeRouter }
  /// Its one link.
  public var deepLinks: [String] { ["hello://greet?name=Grace"] }
}
