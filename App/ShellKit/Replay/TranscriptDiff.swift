/// A unified diff of two transcripts' lines (`-` recorded only, `+` replayed only, ` ` both), with
/// `context` lines around each change, from the standard library's `CollectionDifference`.
enum TranscriptDiff {
  /// The diff of `expected` and `actual`; empty when they are equal.
  static func unified(expected: [String], actual: [String], context: Int = 3) -> [String] {
    let difference = actual.difference(from: expected)
    var removed = Set<Int>()
    var inserted = Set<Int>()
    for change in difference {
      switch change {
      case .remove(let offset, _, _): removed.insert(offset)
      case .insert(let offset, _, _): inserted.insert(offset)
      }
    }
    // The edit script: (mark, text, line in expected, line in actual).
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
        if i < expected.count { edits.append((" ", expected[i], i, j)) }
        i += 1
        j += 1
      }
    }
    var output: [String] = []
    var index = 0
    while index < edits.count {
      guard edits[index].mark != " " else {
        index += 1
        continue
      }
      var start = max(0, index - context)
      var end = index
      // Extend the hunk while changes follow within 2 × context lines.
      var quiet = 0
      while end < edits.count, quiet <= 2 * context {
        quiet = edits[end].mark == " " ? quiet + 1 : 0
        end += 1
      }
      end = min(edits.count, end - max(0, quiet - context))
      if let last = output.last, last.isEmpty { output.removeLast() }
      start = max(start, 0)
      let hunk = edits[start..<end]
      let oldCount = hunk.count { $0.mark != "+" }
      let newCount = hunk.count { $0.mark != "-" }
      output.append("@@ -\(hunk.first!.old + 1),\(oldCount) +\(hunk.first!.new + 1),\(newCount) @@")
      output += hunk.map { String($0.mark) + $0.text }
      index = end
    }
    return output
  }
}
