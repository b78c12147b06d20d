/// A whole number the user typed to choose an entry (`tap 2`, `tab 1`, `back-menu 3`), checked against
/// the entries without arithmetic that can overflow.
///
/// Any integer is accepted as a number, however large (`tap 99999999999999999999`, `tap
/// -9223372036854775808`): one beyond `Int`'s range or outside `1...count` names no entry, and the
/// command answers with its usual one-line error instead of trapping on `number - 1`.
struct ItemNumber: Equatable, CustomStringConvertible {
  /// The number as typed (sign and digits, at most 40 characters shown).
  let text: String
  /// Its value, or `nil` when it does not fit in `Int`.
  let value: Int?

  /// Parses an optional `+` or `-` followed by ASCII digits; `nil` for anything else.
  init?(_ text: String) {
    let digits = text.first == "+" || text.first == "-" ? text.dropFirst() : Substring(text)
    guard !digits.isEmpty, digits.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else {
      return nil
    }
    self.text = text
    value = Int(text)
  }

  /// The 0-based index this 1-based number names among `count` entries, or `nil` when it names none.
  func index(among count: Int) -> Int? {
    guard let value, value >= 1, value <= count else { return nil }
    return value - 1
  }

  /// The number as typed, cut to 40 characters (with `…`) so an error line stays readable.
  var description: String {
    text.count > 40 ? String(text.prefix(40)) + "…" : text
  }
}
