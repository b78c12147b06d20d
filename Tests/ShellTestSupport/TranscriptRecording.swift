import ShellKit

/// Re-records transcripts from the built executable, and shows how two transcripts differ.
public enum TranscriptRecording {
  /// Runs `input` through the executable once with `--echo`, so each typed line is printed as `> line`
  /// right before its output: the printed lines are the transcript. Typed lines the shell never read
  /// (after `quit`, or after a failure under `--bail`) are kept at the end, as typed.
  public static func record(input: [String], arguments: [String]) throws -> (lines: [String], status: Int32) {
    let run = try ShellExecutable.run(arguments + ["--echo"], input: input.map { $0 + "\n" }.joined())
    var lines = run.lines
    let echoed = lines.count { $0 == ">" || $0.hasPrefix("> ") }
    lines += input.dropFirst(echoed).map { $0.isEmpty ? ">" : "> " + $0 }
    return (lines, run.status)
  }

  /// A unified-style diff of `expected` and `actual` (`-` expected only, `+` actual only, ` ` both), with
  /// `context` lines around each change and `@@ -a,b +c,d @@` hunk headers; empty when they are equal.
  public static func diff(expected: [String], actual: [String], context: Int = 3) -> String {
    guard expected != actual else { return "" }
    // Longest common subsequence, by dynamic programming from the ends (transcripts are short).
    let n = expected.count
    let m = actual.count
    var table = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
    for i in stride(from: n - 1, through: 0, by: -1) {
      for j in stride(from: m - 1, through: 0, by: -1) {
        table[i][j] = expected[i] == actual[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
      }
    }
    var edits: [(mark: Character, text: String, old: Int, new: Int)] = []
    var i = 0
    var j = 0
    while i < n || j < m {
      if i < n, j < m, expected[i] == actual[j] {
        edits.append((" ", expected[i], i, j))
        i += 1
        j += 1
      } else if i < n, j == m || table[i + 1][j] >= table[i][j + 1] {
        edits.append(("-", expected[i], i, j))  // what was expected goes first, as diff -u prints it
        i += 1
      } else {
        edits.append(("+", actual[j], i, j))
        j += 1
      }
    }
    var output: [String] = ["--- expected", "+++ actual"]
    var index = 0
    while index < edits.count {
      guard edits[index].mark != " " else {
        index += 1
        continue
      }
      let start = max(0, index - context)
      var end = index
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
    return output.joined(separator: "\n")
  }
}

extension TranscriptRecording {
  /// The line that stands for a screen's further rows (``TranscriptMatching/elision``).
  public static var elision: String { TranscriptMatching.elision }

  /// Whether `actual` is `expected`, elisions included (``TranscriptMatching/matches(expected:actual:)``).
  public static func matches(expected: [String], actual: [String]) -> Bool {
    TranscriptMatching.matches(expected: expected, actual: actual)
  }

  /// `lines` with an elision after the last row of each screen shown.
  public static func elidingTrailingRows(_ lines: [String]) -> [String] {
    TranscriptMatching.elidingTrailingRows(lines)
  }

  /// What re-recording writes: the transcript as it was when it still matches the new recording (its
  /// elisions kept), else the new recording with its trailing rows elided.
  public static func rerecorded(old: [String], new: [String]) -> [String] {
    var old = old
    while old.last == "" { old.removeLast() }
    return matches(expected: old, actual: new) ? old : elidingTrailingRows(new)
  }
}
