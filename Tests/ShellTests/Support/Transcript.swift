import Foundation
import ShellKit
import ShellTestSupport
import Testing

/// A transcript of a shell session: lines starting with `> ` (or `>! `, a line refused as it was read) are
/// typed, every other line is what the shell must print in reply, in order.
///
/// ```swift
/// try Transcript("""
///   > echo "12.50"
///   [12.50]
///   > foo
///   error: unknown command 'foo' (try 'help')
///   """).verify(status: 1)
/// ```
///
/// ``verify(arguments:status:environment:)`` runs the built executable twice — input on a pipe, and
/// the same input as a `--script` file — and expects exactly the printed lines and the exit status both times.
struct Transcript {
  /// The typed lines: `> text`, `>`, or a line refused as it was read (`>! ...`, ``TypedLine``).
  let typed: [TypedLine]
  let expectedOutput: [String]

  init(_ text: String) {
    var typed: [TypedLine] = []
    var output: [String] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      // A malformed `>! ` line stays an output line: it then fails the comparison, with the line shown.
      if let typedLine = try? TypedLine(transcriptLine: String(line)) {
        typed.append(typedLine)
      } else {
        output.append(String(line))
      }
    }
    self.typed = typed
    self.expectedOutput = output
  }

  /// The typed lines as the transcript shows them (the text of a `> ` line; a refused line as written).
  var input: [String] {
    typed.map { line in
      if case .text(let text) = line { return text }
      return line.transcriptLine
    }
  }

  /// The typed lines joined as a script, byte for byte (a line too long to keep is that many `x`).
  var script: [UInt8] { TranscriptRecording.script(typed) }

  /// Runs the transcript through the executable, on standard input and as a `--script` file.
  func verify(
    arguments: [String] = [], status: Int32, environment: [String: String] = [:],
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let piped = try ShellExecutable.run(arguments, inputBytes: script, environment: environment)
    #expect(piped.exitedNormally, "stdin run crashed", sourceLocation: sourceLocation)
    #expect(
      TranscriptRecording.matches(expected: expectedOutput, actual: piped.lines),
      "stdin run:\n\(TranscriptRecording.diff(expected: expectedOutput, actual: piped.lines))",
      sourceLocation: sourceLocation)
    #expect(piped.status == status, "stdin run exit status", sourceLocation: sourceLocation)

    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let scriptPath = directory.file("script.txt")
    try Data(script).write(to: URL(fileURLWithPath: scriptPath))
    let fromFile = try ShellExecutable.run(arguments + ["--script", scriptPath], environment: environment)
    #expect(fromFile.exitedNormally, "--script run crashed", sourceLocation: sourceLocation)
    #expect(
      TranscriptRecording.matches(expected: expectedOutput, actual: fromFile.lines),
      "--script run:\n\(TranscriptRecording.diff(expected: expectedOutput, actual: fromFile.lines))",
      sourceLocation: sourceLocation)
    #expect(fromFile.status == status, "--script run exit status", sourceLocation: sourceLocation)
  }
}
