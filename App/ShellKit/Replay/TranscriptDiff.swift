/// A unified diff of two transcripts' lines (`-` expected only, `+` actual only, ` ` both), with `context`
/// lines around each change under `@@ -a,b +c,d @@` hunk headers, as `diff -u` prints it.
///
/// `--replay` shows it when a replay differs from its recording, and the transcript tests when a run differs
/// from its transcript. The edit script comes from the standard library's `CollectionDifference`.
package enum TranscriptDiff {
  /// The diff of `expected` and `actual`; empty when they are equal.
  ///
  /// - Parameters:
  ///   - expected: the lines recorded or written down.
  ///   - actual: the lines a run printed.
  ///   - labels: when given, the diff starts with `--- expected` and `+++ actual` lines naming the two sides.
  ///   - context: how many unchanged lines to show around each change.
  /// - Returns: the diff's lines, without line feeds.
  package static func unified(
    expected: [String], actual: [String], labels: (expected: String, actual: String)? = nil, context: Int = 3
  ) -> [String] {
    guard expected != actual else { return [] }
    let edits = editScript(expected: expected, actual: actual)
    var output = labels.map { ["--- \($0.expected)", "+++ \($0.actual)"] } ?? []
    var index = 0
    while index < edits.count {
      guard edits[index].mark != " " else {
        index += 1
        continue
      }
      let start = max(0, index - context)
      var end = index
      // Extend the hunk while changes follow within 2 × context lines.
      var quiet = 0
      while end < edits.count, quiet <= 2 * context {
        quiet = edits[end].mark == " " ? quiet + 1 : 0
        end += 1
      }
      end = min(edits.count, end - max(0, quiet - context))
      let hunk = edits[start..<end]
      let oldCount = hunk.count { $0.mark != "+" }
      let newCount = hunk.count { $0.mark != "-" }
      output.append("@@ -\(hunk.first!.old + 1),\(oldCount) +\(hunk.first!.new + 1),\(newCount) @@")
      output += hunk.map { String($0.mark) + $0.text }
      index = end
    }
    return output
  }

  /// Every line of both sides in diff order, each with its mark and its index in `expected` and `actual`:
  /// a removed line comes before the line inserted in its place.
  private static func editScript(
    expected: [String], actual: [String]
  ) -> [(mark: Character, text: String, old: Int, new: Int)] {
    var removed = Set<Int>()
    var inserted = Set<Int>()
    for change in actual.difference(from: expected) {
      switch change {
      case .remove(let offset, _, _): removed.insert(offset)
      case .insert(let offset, _, _): inserted.insert(offset)
      }
    }
    var edits: [(mark: Character, text: String, old: Int, new: Int)] = []
    var i = 0
    var j = 0
    while i < expected.count || j < actual.count {
      if i < expected.count, removed.contains(i) {
        edits.append(("-", expected[i], i, j))
        i += 1
      } else if j < actual.count, inserted.contains(j) {
        edits.append(("+", actual[j], i, j))
        j += 1
      } else {
        edits.append((" ", expected[i], i, j))
        i += 1
        j += 1
      }
    }
    return edits
  }
}
