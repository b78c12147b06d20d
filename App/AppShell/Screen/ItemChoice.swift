import ScreenKit
import ShellKit

/// Picks the item a `tap` means: a number (1-based, as `show` prints them) or a label.
///
/// A label matches case-insensitively: an exact label first; failing that, the labels it begins. No
/// match, or several, is an error naming the choices.
enum ItemChoice {
  /// The index of the item `query` names among `labels`; a whole number (any size, any sign) is always
  /// taken as a number (``ItemNumber``).
  static func index(of query: String, in labels: [String], screen: String) throws(CommandError) -> Int {
    guard !labels.isEmpty else { throw .failed("\(screen) has nothing to tap") }
    if let number = ItemNumber(query) {
      guard let index = number.index(among: labels.count) else {
        throw .failed("no item \(number) on \(screen) (items 1 to \(labels.count))")
      }
      return index
    }
    let matches = matching(query, in: labels)
    if matches.count == 1 { return matches[0] }
    let listed = (matches.isEmpty ? Array(labels.indices) : matches).map { "[\($0 + 1)] \(labels[$0])" }
    let shown = Console.singleLine(query.count > 40 ? String(query.prefix(40)) + "…" : query)
    if matches.isEmpty {
      throw .failed("no item '\(shown)' on \(screen) (items: \(listed.joined(separator: ", ")))")
    }
    throw .failed("'\(shown)' is ambiguous on \(screen): \(listed.joined(separator: ", ")); use the number")
  }

  /// The text field a non-numeric `query` names when it names no item: tapping it focuses it.
  static func field(named query: String, in description: ScreenDescription) -> ScreenField? {
    guard ItemNumber(query) == nil, matching(query, in: description.items.map(\.label)).isEmpty else { return nil }
    let fields = matching(query, in: description.fields.map(\.label))
    return fields.count == 1 ? description.fields[fields[0]] : nil
  }

  /// The indices of the labels `query` names: the exact ones (case-insensitive), else those it begins.
  private static func matching(_ query: String, in labels: [String]) -> [Int] {
    let wanted = query.lowercased()
    let exact = labels.indices.filter { labels[$0].lowercased() == wanted }
    return exact.isEmpty ? labels.indices.filter { labels[$0].lowercased().hasPrefix(wanted) } : exact
  }
}
