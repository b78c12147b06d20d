/// The tabs of the app, in tab-bar order.
public enum RootTab: Int, Sendable, CaseIterable {
  /// "Examples": Master and its Details.
  case examples
  /// "Finance": FinanceHome, Topup, Add card.
  case finance

  /// The tab's title.
  public var title: String {
    switch self {
    case .examples: "Examples"
    case .finance: "Finance"
    }
  }
}
