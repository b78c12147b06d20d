/// The kinds of feature RIB `generate-rib` writes, the ones RIBs' Xcode templates offer plus the
/// NavigatableRIBs one.
public enum RIBKind: String, CaseIterable, Sendable {
  /// A RIB with its own screen (the default): builder, interactor, router and view controller. Its parent
  /// decides where the screen goes (a tab's root, `presentChild`, `pushChild`).
  case view
  /// A RIB without a screen: it shows its children's screens on a view controller its parent lends it,
  /// and takes down what it presented in `cleanupViews()`, called from `willResignActive()`.
  case viewless
  /// A screen its parent pushes with NavigatableRIBs' `pushChild(router)`: NavigationSync detaches it when
  /// the user pops it, and pops it when business logic detaches it.
  case navigatable

  /// The command-line flag that selects the kind.
  public var flag: String {
    switch self {
    case .view: "--with-view"
    case .viewless: "--viewless"
    case .navigatable: "--navigatable"
    }
  }

  /// Whether the RIB has a view controller of its own.
  public var hasView: Bool { self != .viewless }

  /// The modules the feature's target depends on.
  public var dependencies: [String] { hasView ? ["NavigatableRIBs", "ScreenKit"] : ["NavigatableRIBs"] }

  /// A few words saying what the RIB is, for the doc comment above its target.
  public var summary: String {
    switch self {
    case .view: "a screen RIB"
    case .viewless: "a viewless RIB that shows its children's screens on its parent's"
    case .navigatable: "a screen its parent pushes with `pushChild`"
    }
  }
}
