/// How a transcript's expected lines match what a session printed: line for line, except that the line
/// `  …` stands for the rows a screen may have after those shown, and a `…` inside a line for any text.
///
/// A transcript so asks for the part it is about: a feature that gains a child (generate-rib appends its
/// row last) changes no transcript that is not about it. `--replay` and the transcript tests both use it.
package enum TranscriptMatching {
  /// The line that stands for a screen's further rows.
  package static let elision = "  …"

  /// Whether `line` is a screen's row or button as the shell prints it (`  [3] Sheet ›`).
  ///
  /// - Parameter line: One printed line.
  /// - Returns: true when it is two spaces, a number in brackets and a space, then the label.
  package static func isItem(_ line: String) -> Bool {
    guard line.hasPrefix("  ["), let close = line.firstIndex(of: "]") else { return false }
    let number = line[line.index(line.startIndex, offsetBy: 3)..<close]
    return !number.isEmpty && number.allSatisfy(\.isASCII) && number.allSatisfy(\.isNumber)
      && line[close...].hasPrefix("] ")
  }

  /// Whether `actual` is `expected`, each elision line standing for zero or more rows.
  ///
  /// - Parameters:
  ///   - expected: The transcript's lines, elisions included.
  ///   - actual: What the session printed, typed lines echoed.
  /// - Returns: Whether they match.
  package static func matches(expected: [String], actual: [String]) -> Bool {
    // The positions in `actual` the expected lines so far can reach, in increasing order: after a line of
    // text one position at most per position before, after an elision the rows that follow. A transcript
    // keeps a handful of positions at a time, so matching it takes time linear in its length.
    var reachable = [0]
    var next: [Int] = []
    for line in expected {
      next.removeAll(keepingCapacity: true)
      if line == elision {
        for j in reachable where j > (next.last ?? -1) {
          next.append(j)
          var k = j
          while k < actual.count, isItem(actual[k]) {
            k += 1
            next.append(k)
          }
        }
      } else {
        for j in reachable where j < actual.count && lineMatches(expected: line, actual: actual[j]) {
          next.append(j + 1)
        }
      }
      swap(&reachable, &next)
      if reachable.isEmpty { return false }
    }
    return reachable.contains(actual.count)
  }

  /// Whether `actual` is `expected`, where a `…` inside `expected` stands for any text: an error that lists a
  /// screen's items (`(items: [1] Normal, …)`, `(items 1 to …)`) asks only for the ones it shows.
  ///
  /// - Parameters:
  ///   - expected: A transcript line, which may hold `…`.
  ///   - actual: The line the session printed.
  /// - Returns: true when `actual` holds the parts of `expected` between the `…`s, in order.
  package static func lineMatches(expected: String, actual: String) -> Bool {
    if expected == actual { return true }
    let parts = expected.split(separator: "…", omittingEmptySubsequences: false)
    guard parts.count > 1, let first = parts.first, let last = parts.last, actual.hasPrefix(first),
      actual.hasSuffix(last), actual.count >= first.count + last.count
    else { return false }
    var rest = actual.dropFirst(first.count).dropLast(last.count)
    for part in parts.dropFirst().dropLast() {
      guard let range = rest.firstRange(of: part) else { return false }
      rest = rest[range.upperBound...]
    }
    return true
  }

  /// `lines` (a recording) with an elision after the last row of each screen shown.
  ///
  /// - Parameter lines: A recording's lines.
  /// - Returns: The lines with an ``elision`` line after each screen's last row.
  package static func elidingTrailingRows(_ lines: [String]) -> [String] {
    var result: [String] = []
    for (index, line) in lines.enumerated() {
      result.append(line)
      if isItem(line), index + 1 == lines.count || !isItem(lines[index + 1]) { result.append(elision) }
    }
    return result
  }
}
