import ShellKit

/// Re-records transcripts from the built executable, and shows how two transcripts differ.
package enum TranscriptRecording {
  /// Runs `input` through the executable once with `--echo`, so each typed line is printed as `> line`
  /// right before its output: the printed lines are the transcript. Typed lines the shell never read
  /// (after `quit`, or after a failure under `--bail`) are kept at the end, as typed.
  package static func record(input: [String], arguments: [String]) throws -> (lines: [String], status: Int32) {
    try record(typed: input.map(TypedLine.text), arguments: arguments)
  }

  /// ``record(input:arguments:)`` for typed lines of any kind, lines refused as they are read included
  /// (echoed as `>! ...`).
  package static func record(typed: [TypedLine], arguments: [String]) throws -> (lines: [String], status: Int32) {
    let run = try ShellExecutable.run(arguments + ["--echo"], inputBytes: script(typed))
    var lines = run.lines
    let echoed = lines.count(where: TypedLine.isTyped)
    lines += typed.dropFirst(echoed).map(\.transcriptLine)
    return (lines, run.status)
  }

  /// `typed` as the bytes of a script: each line and a line feed; a line too long to keep (`>! <N bytes>`)
  /// is N bytes of `x`, which the shell refuses the same way.
  package static func script(_ typed: [TypedLine]) -> [UInt8] {
    typed.flatMap { line -> [UInt8] in
      let bytes: [UInt8] =
        switch line {
        case .text(let text): Array(text.utf8)
        case .refused(let bytes): bytes
        case .tooLong(let byteCount): Array(repeating: UInt8(ascii: "x"), count: byteCount)
        }
      return bytes + [UInt8(ascii: "\n")]
    }
  }

  /// A unified diff of `expected` and `actual` under `--- expected` and `+++ actual`, with `context` lines
  /// around each change (``TranscriptDiff/unified(expected:actual:labels:context:)``); empty when they are equal.
  package static func diff(expected: [String], actual: [String], context: Int = 3) -> String {
    TranscriptDiff.unified(expected: expected, actual: actual, labels: ("expected", "actual"), context: context)
      .joined(separator: "\n")
  }
}

extension TranscriptRecording {
  /// The line that stands for a screen's further rows (``TranscriptMatching/elision``).
  package static var elision: String { TranscriptMatching.elision }

  /// Whether `actual` is `expected`, elisions included (``TranscriptMatching/matches(expected:actual:)``).
  package static func matches(expected: [String], actual: [String]) -> Bool {
    TranscriptMatching.matches(expected: expected, actual: actual)
  }

  /// `lines` with an elision after the last row of each screen shown.
  package static func elidingTrailingRows(_ lines: [String]) -> [String] {
    TranscriptMatching.elidingTrailingRows(lines)
  }

  /// What re-recording writes: the transcript as it was when it still matches the new recording (its
  /// elisions kept), else the new recording with its trailing rows elided.
  package static func rerecorded(old: [String], new: [String]) -> [String] {
    var old = old
    while old.last == "" { old.removeLast() }
    return matches(expected: old, actual: new) ? old : elidingTrailingRows(new)
  }
}
