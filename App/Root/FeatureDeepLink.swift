import Foundation

/// The deep link `ribs://<feature>` (the name in lower case) of a feature `generate-rib` added: it opens the
/// feature from the app's root, the way a person reaches it.
///
/// A tab's link selects its tab (after closing what covers the tabs and popping the tab to its first
/// screen). A child's link opens its parent (the parent's own deep link: a hand-written parent's from
/// ``handWrittenParents``, a generated parent's `ribs://<parent>`), then takes the row generate-rib put on
/// the parent's screen, so it runs the same listener call, interactor and route a tap does. A deep link of
/// your own (a `DeepLink` case and a `DeepLinkWorkflow` branch) can replace a generated one.
public struct FeatureDeepLink: Equatable, Sendable {
  /// The feature's name: `Profile`.
  public let feature: String
  /// Its parent's name: `Root` for a tab, else a feature.
  public let parent: String
  /// What leads to it: the tab's title, or the label of the row on the parent's screen.
  public let row: String

  /// A feature's deep link.
  ///
  /// - Parameters:
  ///   - feature: The feature's name.
  ///   - parent: Its parent's name (`Root` for a tab).
  ///   - row: The tab's title, or the label of the parent's row that shows it.
  public init(feature: String, parent: String, row: String) {
    self.feature = feature
    self.parent = parent
    self.row = row
  }

  /// `ribs://` and the feature's name in lower case.
  public var url: String { "ribs://" + feature.lowercased() }

  /// The features generate-rib added, in the order it added them.
  public static let generated: [FeatureDeepLink] = [
    // generate-rib: deep links
  ]

  /// The deep link of each hand-written feature a generated feature can be the child of: the link shows the
  /// screen that carries the feature's rows (Topup's first screen, EnterAmount, carries Topup's).
  public static let handWrittenParents: [String: String] = [
    "Master": "ribs://examples",
    "Detail": "ribs://examples/detail?depth=1",
    "FinanceHome": "ribs://finance",
    "Topup": "ribs://finance/topup",
    "AddPaymentMethod": "ribs://finance/add-card",
  ]

  /// The link of `links` that `text` names: `ribs://<feature>` in any case, with nothing after the host
  /// but an optional `/`, and surrounding spaces ignored.
  ///
  /// - Parameters:
  ///   - text: A URL as typed.
  ///   - links: The features' links.
  /// - Returns: The matching link, or nil when `text` is not one of them.
  public static func matching(_ text: String, in links: [FeatureDeepLink]) -> FeatureDeepLink? {
    guard let components = URLComponents(string: text.trimmingCharacters(in: .whitespaces)),
      components.scheme?.lowercased() == "ribs", components.user == nil, components.password == nil,
      components.port == nil, components.fragment == nil, components.query == nil,
      components.path.isEmpty || components.path == "/", let host = components.host?.lowercased()
    else { return nil }
    return links.first { $0.feature.lowercased() == host }
  }
}
