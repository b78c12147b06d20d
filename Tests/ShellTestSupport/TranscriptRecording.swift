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

  /// A unified diff of `expected` and `actual` under `--- expected` and `+++ actual`, with `context` lines
  /// around each change (``TranscriptDiff/unified(expected:actual:labels:context:)``); empty when they are equal.
  public static func diff(expected: [String], actual: [String], context: Int = 3) -> String {
    TranscriptDiff.unified(expected: expected, actual: actual, labels: ("expected", "actual"), context: context)
      .joined(separator: "\n")
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
