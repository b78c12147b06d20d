import Foundation
import ShellKit
import ShellTestSupport
import Testing

@testable import AppShell

/// `record FILE` / `record stop`, `--echo`, and the diff transcript failures print.
@Suite("Recording")
struct RecordingTests {
  @Test("a session recorded with 'record' replays green as a transcript test, flags included")
  func recordedSessionReplays() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("session.txt")
    let steps = ["record \(path)", "tap normal", "tap nowhere", "swipe", "tree Master", "leaks", "record stop", "show"]
    let run = try ShellExecutable.run(["--without-sync"], input: steps.map { $0 + "\n" }.joined())
    #expect(run.lines.contains("recorded 5 lines to \(path)"))
    let contents = TranscriptFile.parse(try String(contentsOfFile: path, encoding: .utf8))
    #expect(contents.arguments == ["--without-sync"])
    #expect(contents.status == 1, "an error line was recorded")
    let transcript = Transcript(contents.body)
    #expect(transcript.input == ["tap normal", "tap nowhere", "swipe", "tree Master", "leaks"])
    #expect(
      transcript.expectedOutput.contains { $0.hasPrefix("└── Detail#") && $0.hasSuffix(" — not in any container") })
    try transcript.verify(arguments: contents.arguments, status: contents.status)
  }

  @Test("a recording still on when the session ends is saved; bad uses are one error line each")
  func recordingEdges() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("left-on.txt")
    let run = try ShellExecutable.run(
      input: "record stop\nrecord \(directory.file("missing/x.txt"))\nrecord \(path)\nrecord \(path)\ntap 1\n")
    #expect(run.lines.filter { $0.hasPrefix("error: ") }.count == 3, "\(run.lines)")
    #expect(run.lines.contains { $0.hasPrefix("error: already recording to \(path)") }, "\(run.lines)")
    #expect(run.lines.last == "recorded 1 line to \(path)")
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let body = TranscriptFile.parse(text).body
    #expect(body.hasPrefix("> tap 1\n"), "the second 'record FILE' and its error are left out: \(body)")
    #expect(text.contains("#! status: 0\n"))
    let replay = try ShellExecutable.run(["--replay", path])
    #expect(replay.status == 0, "a replay would start a recording of its own: \(replay.lines)")
  }

  @Test("--echo prints each line as typed before its output: a script's output is its transcript")
  func echo() throws {
    let file = try #require(TranscriptFile.all().first { $0.name.hasPrefix("01-") })
    let contents = try file.read()
    let transcript = Transcript(contents.body)
    let run = try ShellExecutable.run(["--echo"], inputBytes: transcript.script)
    var expected = contents.body.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    while expected.last == "" { expected.removeLast() }
    #expect(TranscriptRecording.matches(expected: expected, actual: run.lines))
    #expect(!TranscriptRecording.matches(expected: expected, actual: Array(run.lines.dropLast())))
  }

  @Test("the flags a replay needs: not --script, --echo, --bail or --color")
  @MainActor
  func recordedArguments() {
    #expect(
      BuiltinCommands.recordedArguments([
        "--script", "s.txt", "--without-sync", "--echo", "--color", "never", "--bail", "--color=always",
      ]) == ["--without-sync"])
  }

  @Test("a failing transcript shows a unified diff: the changed lines and their context")
  func diff() {
    let expected = ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j"]
    var actual = expected
    actual[4] = "E"
    actual.append("k")
    #expect(
      TranscriptRecording.diff(expected: expected, actual: actual, context: 1) == """
        --- expected
        +++ actual
        @@ -4,3 +4,3 @@
         d
        -e
        +E
         f
        @@ -10,1 +10,2 @@
         j
        +k
        """)
    #expect(TranscriptRecording.diff(expected: expected, actual: expected).isEmpty)
  }
}

@Suite("Diagrams")
struct DiagramTests {
  @Test("Mermaid and DOT labels survive quotes, angle brackets and backslashes; orphans are dashed")
  func escaping() {
    var diagram = DiagramText()
    let parent = diagram.add(["Root#1", #"tab 0 "Examples" <b> \ "#])
    let orphan = diagram.add(["no RIB"], dashed: true)
    diagram.connect(parent, orphan, label: "sheet", dashed: true)
    #expect(
      diagram.mermaid() == [
        "graph TD",
        #"  n0["Root#1<br/>tab 0 #quot;Examples#quot; #lt;b#gt; \ "]"#,
        #"  n1["no RIB"]"#,
        #"  n0 -.->|"sheet"| n1"#,
        "  classDef secondary stroke-dasharray: 4 3",
        "  class n1 secondary",
      ])
    #expect(
      diagram.dot(name: "RIBs") == [
        "digraph RIBs {", "  node [shape=box];",
        #"  n0 [label="Root#1\ntab 0 \"Examples\" <b> \\ "];"#,
        #"  n1 [label="no RIB", style=dashed];"#,
        #"  n0 -> n1 [label="sheet", style=dashed];"#,
        "}",
      ])
  }

  @Test("a transcript's '  …' stands for a screen's further rows only, and '…' in a line for any text")
  func elisionStandsForFurtherRowsOnly() {
    let expected = ["Examples", "  [1] Normal ›", TranscriptRecording.elision, "> tap 9", "error: (items 1 to …)"]
    let shown = ["Examples", "  [1] Normal ›"]
    #expect(TranscriptRecording.matches(expected: expected, actual: shown + ["> tap 9", "error: (items 1 to 1)"]))
    #expect(
      TranscriptRecording.matches(
        expected: expected, actual: shown + ["  [2] Settings ›", "  [3] Profile ›", "> tap 9", "error: (items 1 to 3)"])
    )
    // Anything but a row is not elided: a line of text, a missing row, another error.
    #expect(
      !TranscriptRecording.matches(
        expected: expected, actual: shown + ["  A line of text", "> tap 9", "error: (items 1 to 1)"]))
    #expect(
      !TranscriptRecording.matches(expected: expected, actual: ["Examples", "> tap 9", "error: (items 1 to 1)"]))
    #expect(!TranscriptRecording.matches(expected: expected, actual: shown + ["> tap 9", "error: (rows 1 to 1)"]))
    #expect(
      TranscriptRecording.elidingTrailingRows(shown + ["  Amount: 1"]) == shown + [
        TranscriptRecording.elision, "  Amount: 1",
      ])
  }

  @Test("tree and stack refuse --json with another --format, and accept them when they agree")
  func clashingFormatsAreRefused() throws {
    #expect(throws: CommandError.self) {
      try OutputFormat.parse(["--json", "--format", "dot"], allowed: [.json, .dot])
    }
    #expect(try OutputFormat.parse(["--json", "--format", "json"], allowed: [.json]).format == .json)
    #expect(try OutputFormat.parse(["--format", "dot", "Root"], allowed: [.dot]) == (.dot, "Root"))
  }

  @Test("while recording, every line the shell prints is already in the recording's file when it is printed")
  @MainActor
  func printedLinesAreRecordedFirst() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("r.txt")
    let sink = RecordingCheckingSink(directory: directory.path)
    let console = Console(sink: sink, usesColor: false)
    let app = FakeApp(configuration: ShellConfiguration(usesColor: false))
    app.connect(console: console)
    let session = ShellSession(
      registry: ShellLauncher.makeRegistry(app: app, console: console), console: console, mode: .script(bail: false),
      app: app)
    let status = session.run(
      reader: FakeLineReader(lines: ["record \(path)", "echo a b", "nope", "show", "record stop", "show"]))
    #expect(status == 1)
    // A termination signal saves what is in the file: what the user saw of each command is in it.
    #expect(sink.unrecorded.isEmpty, "printed before it was in the recording: \(sink.unrecorded)")
    #expect(sink.checkedLines == ["[a]", "[b]", "error: unknown command 'nope' (try 'help')", "(fake) no screen"])
    #expect(sink.text.hasSuffix("(fake) no screen\nrecorded 3 lines to \(path)\n(fake) no screen\n"), "\(sink.text)")
  }
}

/// A sink that, for each line written while a recording's temporary file exists in `directory`, checks that
/// the file already holds it.
@MainActor
private final class RecordingCheckingSink: OutputSink {
  let directory: String
  private(set) var text = ""
  private(set) var checkedLines: [String] = []
  private(set) var unrecorded: [String] = []

  init(directory: String) {
    self.directory = directory
  }

  func write(_ text: String) {
    self.text += text
    let files = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    guard let temporary = files.first(where: { $0.contains(".recording-") }) else { return }
    let recorded = (try? String(contentsOfFile: directory + "/" + temporary, encoding: .utf8)) ?? ""
    // The line that starts the recording is no part of it.
    for line in text.split(separator: "\n") where !line.hasPrefix("recording to ") {
      checkedLines.append(String(line))
      if !recorded.contains("\n" + line + "\n") { unrecorded.append(String(line)) }
    }
  }
}
