import ScreenKit
import ShellKit

/// Picks the item a `tap` means: a number (1-based, as `show` prints them) or a label.
///
/// A label matches case-insensitively: an exact label first; failing that, the labels it begins. No
/// match, or several, is an error naming the choices.
enum ItemChoice {
  /// The index of the item `query` names among `labels`.
  static func index(of query: String, in labels: [String], screen: String) throws(CommandError) -> Int {
    guard !labels.isEmpty else { throw .failed("\(screen) has nothing to tap") }
    if let number = Int(query) {
      guard labels.indices.contains(number - 1) else {
        throw .failed("no item \(number) on \(screen) (items 1 to \(labels.count))")
      }
      return number - 1
    }
    let wanted = query.lowercased()
    var matches = labels.indices.filter { labels[$0].lowercased() == wanted }
    if matches.isEmpty { matches = labels.indices.filter { labels[$0].lowercased().hasPrefix(wanted) } }
    if matches.count == 1 { return matches[0] }
    let listed = (matches.isEmpty ? Array(labels.indices) : matches).map { "[\($0 + 1)] \(labels[$0])" }
    let shown = Console.singleLine(query.count > 40 ? String(query.prefix(40)) + "…" : query)
    if matches.isEmpty {
      throw .failed("no item '\(shown)' on \(screen) (items: \(listed.joined(separator: ", ")))")
    }
    throw .failed("'\(shown)' is ambiguous on \(screen): \(listed.joined(separator: ", ")); use the number")
  }
}
