import Foundation

/// A deep link the app understands, parsed from a `ribs://` URL.
public enum DeepLink: Equatable, Sendable {
  /// `ribs://examples`: the Examples tab, with nothing above Master.
  case examples
  /// `ribs://examples/detail?depth=N`: a Detail at depth N (1...maximumDepth) on the Examples tab.
  case examplesDetail(depth: Int)
  /// `ribs://finance`: the Finance tab, with no flow on top.
  case finance
  /// `ribs://finance/topup`: the Topup flow.
  case financeTopup
  /// `ribs://finance/add-card`: the Add card sheet.
  case financeAddCard

  /// The deepest Detail a deep link may open.
  public static let maximumDepth = 20

  /// Parses `text`; nil when it is not one of the links above (other scheme, host, path, query items, a
  /// depth that is not a whole number in 1...maximumDepth, a repeated or unknown query item).
  public init?(_ text: String) {
    guard let components = URLComponents(string: text.trimmingCharacters(in: .whitespaces)),
      components.scheme?.lowercased() == "ribs", components.user == nil, components.password == nil,
      components.port == nil, components.fragment == nil, let host = components.host?.lowercased()
    else { return nil }
    let path =
      components.path.hasSuffix("/") && components.path.count > 1
      ? String(components.path.dropLast()) : components.path
    let items = components.queryItems ?? []
    switch (host, path) {
    case ("examples", ""), ("examples", "/"):
      guard items.isEmpty else { return nil }
      self = .examples
    case ("examples", "/detail"):
      guard items.count == 1, items[0].name == "depth", let value = items[0].value,
        value.allSatisfy({ $0.isASCII && $0.isNumber }), let depth = Int(value), (1...Self.maximumDepth).contains(depth)
      else { return nil }
      self = .examplesDetail(depth: depth)
    case ("finance", ""), ("finance", "/"):
      guard items.isEmpty else { return nil }
      self = .finance
    case ("finance", "/topup"):
      guard items.isEmpty else { return nil }
      self = .financeTopup
    case ("finance", "/add-card"):
      guard items.isEmpty else { return nil }
      self = .financeAddCard
    default:
      return nil
    }
  }
}
