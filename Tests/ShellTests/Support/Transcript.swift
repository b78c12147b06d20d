import Foundation
import ShellTestSupport
import Testing

/// A transcript of a shell session: lines starting with `> ` are typed, every other line is what the
/// shell must print in reply, in order.
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
  let input: [String]
  let expectedOutput: [String]

  init(_ text: String) {
    var input: [String] = []
    var output: [String] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("> ") {
        input.append(String(line.dropFirst(2)))
      } else if line == ">" {
        input.append("")
      } else {
        output.append(String(line))
      }
    }
    self.input = input
    self.expectedOutput = output
  }

  /// The typed lines joined as a script.
  var script: String { input.map { $0 + "\n" }.joined() }

  /// Runs the transcript through the executable, on standard input and as a `--script` file.
  func verify(
    arguments: [String] = [], status: Int32, environment: [String: String] = [:],
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let piped = try ShellExecutable.run(arguments, input: script, environment: environment)
    #expect(piped.exitedNormally, "stdin run crashed", sourceLocation: sourceLocation)
    #expect(
      TranscriptRecording.matches(expected: expectedOutput, actual: piped.lines),
      "stdin run:\n\(TranscriptRecording.diff(expected: expectedOutput, actual: piped.lines))",
      sourceLocation: sourceLocation)
    #expect(piped.status == status, "stdin run exit status", sourceLocation: sourceLocation)

    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let scriptPath = directory.file("script.txt")
    try script.write(toFile: scriptPath, atomically: true, encoding: .utf8)
    let fromFile = try ShellExecutable.run(arguments + ["--script", scriptPath], environment: environment)
    #expect(fromFile.exitedNormally, "--script run crashed", sourceLocation: sourceLocation)
    #expect(
      TranscriptRecording.matches(expected: expectedOutput, actual: fromFile.lines),
      "--script run:\n\(TranscriptRecording.diff(expected: expectedOutput, actual: fromFile.lines))",
      sourceLocation: sourceLocation)
    #expect(fromFile.status == status, "--script run exit status", sourceLocation: sourceLocation)
  }
}
