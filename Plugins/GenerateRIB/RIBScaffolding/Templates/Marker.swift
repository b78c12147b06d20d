/// The insertion points `generate-rib` writes at: comment lines `// generate-rib: <slot>` in a parent's files.
/// Every feature RIB has them (generated and hand-written), and so has Root; new lines go right above the
/// marker, at its indentation. Imports need no marker: they go in the file's import block, in sorted order.
public enum Marker: String, CaseIterable, Sendable {
  /// The requirements of the RIB's dependency (`var childBuildable: any ChildBuildable { get }`).
  case dependency
  /// The children's listener protocols, in the `XChildListeners` composition.
  case listeners
  /// Root's tabs, in `didLoad()`.
  case tabs
  /// The routes the interactor asks of its router (`XRouting`).
  case routing
  /// What the view reports to its interactor (`XPresentableListener`).
  case presentableListener = "presentable listener"
  /// The rows of the screen: `ScreenItem(...)` statements in `ScreenDescription(...) { ... }`.
  case items
  /// A viewless flow's first screen: what it tells the flow (`XStartListener`), one method per row.
  case startListener = "start listener"
  /// The end of the feature list in Package.swift.
  case features
  /// The list of feature previews (`App/FeaturePreviews/FeaturePreviews.swift`).
  case previews
  /// The generated features' deep links (`FeatureDeepLink.generated`).
  case deepLinks = "deep links"

  /// Where the marker goes, for a refusal that lists the missing ones.
  public var place: String {
    switch self {
    case .dependency: "inside the `XDependency` protocol (the builder's file)"
    case .listeners: "after `typealias XChildListeners = ...` (the router's file), which `XInteractable` refines"
    case .tabs: "in Root's router, where the tabs are appended"
    case .routing: "inside the `XRouting` protocol (the interactor's file)"
    case .presentableListener: "inside the `XPresentableListener` protocol (the view controller's file)"
    case .items: "in `screenDescription`, as the last line of `ScreenDescription(title: ...) { items }`"
    case .startListener: "inside the first screen's listener protocol (a viewless flow's first screen)"
    case .features: "after the last `Feature(...)` entry of Package.swift"
    case .previews: "in `FeaturePreviews.all`, before `return previews`"
    case .deepLinks: "in `FeatureDeepLink.generated` (App/Root/FeatureDeepLink.swift), the list's last line"
    }
  }

  /// The marker line's text, without indentation.
  public var line: String { "// generate-rib: \(rawValue)" }
}
