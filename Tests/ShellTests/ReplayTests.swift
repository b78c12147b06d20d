import AppShell
import Foundation
import SampleShell
import ShellTestSupport
import Testing

@testable import ShellKit

/// `record FILE` → `navigatable-ribs --replay FILE` round-trips: a learner's recording is a regression test
/// they can run. The replay runs in the executable, as a user runs it.
@Suite("Record and replay")
struct ReplayTests {
  @Test("every transcript of Tests/ShellTests/Transcripts replays as recorded (exit 0, one line)")
  func everyTranscriptReplays() throws {
    for file in TranscriptFile.all() {
      let run = try ShellExecutable.run(["--replay", file.url.path])
      #expect(run.status == 0, "\(file.name):\n\(run.lines.suffix(30).joined(separator: "\n"))")
      #expect(run.lines.count == 1 && run.lines.first?.hasSuffix(": as recorded") == true, "\(file.name)")
    }
  }

  @Test("a transcript that differs from the replay prints a unified diff at the difference and exits 1")
  func aDifferenceIsADiffAndStatus1() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("changed.txt")
    try "#! status: 0\n> tap normal\nDetail 1\n  Depth 1\n  A Detail pushed from Elsewhere.\n  [1] Close\n"
      .write(toFile: path, atomically: true, encoding: .utf8)
    let run = try ShellExecutable.run(["--replay", path])
    #expect(run.status == 1)
    #expect(run.lines.prefix(3) == ["--- \(path) (recorded)", "+++ replay", "@@ -1,5 +1,5 @@"], "\(run.lines)")
    #expect(run.lines.contains("-  A Detail pushed from Elsewhere."))
    #expect(run.lines.contains("+  A Detail pushed from Examples."))
    #expect(run.lines.last == "error: the replay of \(path) differs from the recording")
  }

  @Test(
    "20 randomized sessions (the session fuzzer's screen-aware lines, why, trace, type and fixture included) recorded with 'record FILE' replay exactly, in-process and from the shell"
  )
  @MainActor
  func randomizedRecordingsReplay() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    var commands: Set<String> = []
    for session in 0..<20 {
      let seed = SessionFuzzTests.seed &+ 1_000 &+ UInt64(session)
      let path = directory.file("session-\(session).txt")
      let printed = Self.record(to: path, lines: 30, seed: seed, withoutSync: session % 2 == 1)
      #expect(printed.last == "recorded 30 lines to \(path)", "seed \(seed): \(printed.suffix(3))")
      let text = try String(contentsOfFile: path, encoding: .utf8)
      #expect(!text.contains("\n> record"), "record's own lines are not in the recording")
      for line in text.split(separator: "\n") where line.hasPrefix("> ") {
        commands.insert(String(line.dropFirst(2).prefix { $0 != " " }))
      }
      let inProcess = Self.replayInProcess(path)
      #expect(inProcess.status == 0, "seed \(seed), in-process:\n\(inProcess.lines.joined(separator: "\n"))")
      let replay = try ShellExecutable.run(["--replay", path])
      #expect(replay.status == 0, "seed \(seed), --replay:\n\(replay.lines.joined(separator: "\n"))")
    }
    let expected: Set = ["tap", "back", "swipe", "tab", "open", "type", "why", "trace", "fixture", "tree"]
    #expect(expected.isSubset(of: commands), "the sessions typed \(commands.sorted())")
  }

  @Test(
    "a recording saved with CR LF line ends, a byte-order mark, or both, is the same recording: it replays every typed line, as recorded"
  )
  @MainActor
  func otherLineEndingsReplayTheSame() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    for name in ["01-show-and-tap.txt", "08-open.txt", "11-leak-without-sync.txt"] {
      let file = TranscriptFile(name: name)
      let text = try String(contentsOf: file.url, encoding: .utf8)
      let typed = try ReplayedTranscript(parsing: text).typed.count
      #expect(typed > 0, "\(name)")
      let variants = [
        ("crlf", text.replacingOccurrences(of: "\n", with: "\r\n")),
        ("bom", "\u{FEFF}" + text),
        ("bom-crlf", "\u{FEFF}" + text.replacingOccurrences(of: "\n", with: "\r\n")),
      ]
      for (variant, converted) in variants {
        let path = directory.file("\(variant)-\(name)")
        try converted.write(toFile: path, atomically: true, encoding: .utf8)
        #expect(try ReplayedTranscript(parsing: converted) == ReplayedTranscript(parsing: text), "\(variant) \(name)")
        let replay = Self.replayInProcess(path)
        #expect(
          replay.status == 0 && replay.lines == ["replayed \(typed) lines of \(path): as recorded"],
          "\(variant) \(name): \(replay.lines.suffix(10))")
      }
    }
    // Read the same way, a recording that differs still fails.
    let changed = try String(contentsOf: TranscriptFile(name: "01-show-and-tap.txt").url, encoding: .utf8)
      .replacingOccurrences(of: "A Detail pushed from Examples.", with: "A Detail pushed from Elsewhere.")
    let path = directory.file("changed-crlf.txt")
    try ("\u{FEFF}" + changed.replacingOccurrences(of: "\n", with: "\r\n"))
      .write(toFile: path, atomically: true, encoding: .utf8)
    let replay = Self.replayInProcess(path)
    #expect(replay.status == 1 && replay.lines.contains("-  A Detail pushed from Elsewhere."), "\(replay.lines)")
  }

  @Test("Ctrl-C and Ctrl-D while recording leave nothing in the recording: it replays")
  @MainActor
  func interruptsWhileRecording() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("interrupted.txt")
    RealAppShell.restoreGlobals()
    defer { RealAppShell.restoreGlobals() }
    let output = MemoryOutputSink()
    let console = Console(sink: output, usesColor: false)
    let app = AppExplorer(configuration: ShellConfiguration(isInteractive: true), catalog: SampleCatalog())
    app.connect(console: console)
    let session = ShellSession(
      registry: ShellLauncher.makeRegistry(app: app, console: console), console: console, mode: .interactive,
      app: app)
    let reader = FakeLineReader([
      .line(Array("record \(path)".utf8)), .line(Array("tap successive".utf8)), .interrupted,
      .line(Array("tap push next".utf8)), .interrupted, .interrupted, .line(Array("back".utf8)), .endOfInput,
    ])
    // What the launcher does when the input ends: a recording still on is saved.
    #expect(ShellLauncher.saving(console, session.run(reader: reader)) == 0)
    #expect(output.lines.last == "recorded 3 lines to \(path)", "\(output.lines.suffix(3))")
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(!text.contains("\n\n"), "Ctrl-C and Ctrl-D end the terminal's line, not the recording's")
    let inProcess = Self.replayInProcess(path)
    #expect(inProcess.status == 0, "\(inProcess.lines.joined(separator: "\n"))\n\(text)")
    let replay = try ShellExecutable.run(["--replay", path])
    #expect(replay.status == 0, "\(replay.lines.joined(separator: "\n"))")
  }

  @Test(
    "a recording stops before a command whose lines would take it past its byte limit (the limit --replay reads): it is saved whole, says so, and replays"
  )
  @MainActor
  func recordingStopsAtItsLimit() throws {
    #expect(ShellLimits.maximumTranscriptBytes == 64 << 20, "--replay reads what record writes")
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let header = "#! what: a recorded session (say here what it shows)\n#! status: 0\n"
    let profile = "> profile\nprofile: iOS 18\n"
    // Room for the headers and one 'profile', not for what 'show' prints.
    let limit = header.utf8.count + profile.utf8.count + 40
    for (name, lines, kept) in [
      ("one.txt", ["profile", "show", "profile"], 1), ("none.txt", ["show", "profile"], 0),
    ] {
      let path = directory.file(name)
      RealAppShell.restoreGlobals()
      defer { RealAppShell.restoreGlobals() }
      let output = MemoryOutputSink()
      let console = Console(sink: output, usesColor: false)
      let app = AppExplorer(configuration: ShellConfiguration(), catalog: SampleCatalog())
      app.connect(console: console)
      let registry = CommandRegistry()
      try BuiltinCommands.register(in: registry)
      try registry.register(BuiltinCommands.record(arguments: [], byteLimit: limit))
      for command in app.commands { try registry.register(command) }
      let session = ShellSession(registry: registry, console: console, mode: .script(bail: false), app: app)
      #expect(session.run(reader: FakeLineReader(lines: ["record \(path)"] + lines)) == 0)
      let stop =
        "the recording stops here: this command's lines would take \(path) past \(limit) bytes, the most --replay reads; recorded \(kept) line\(kept == 1 ? "" : "s") to \(path)"
      let printed = output.lines
      let index = try #require(printed.firstIndex(of: stop), "\(printed)")
      #expect(printed[index - 1].hasPrefix("  "), "after show's rows: \(printed)")
      #expect(printed.last == "profile: iOS 18", "the session goes on: \(printed)")
      let text = try String(contentsOfFile: path, encoding: .utf8)
      #expect(text == header + (kept == 1 ? profile : ""), "\(text)")
      #expect(text.utf8.count <= limit)
      #expect(try Self.strays(in: directory).allSatisfy { !$0.contains(".recording-") })
      let replay = try ShellExecutable.run(["--replay", path])
      #expect(
        replay.status == 0 && replay.lines == ["replayed \(kept) lines of \(path): as recorded"], "\(replay.lines)")
    }
  }

  /// The names of the files in `directory`.
  static func strays(in directory: TemporaryDirectory) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory.path)
  }

  /// Records a session of `count` fuzzer lines to `path` in-process, as `record FILE` … `record stop`
  /// typed into a script; returns what the session printed.
  @MainActor
  static func record(to path: String, lines count: Int, seed: UInt64, withoutSync: Bool) -> [String] {
    RealAppShell.restoreGlobals()
    defer { RealAppShell.restoreGlobals() }
    let output = MemoryOutputSink()
    let console = Console(sink: output, usesColor: false)
    let app = AppExplorer(configuration: ShellConfiguration(withoutSync: withoutSync), catalog: SampleCatalog())
    app.connect(console: console)
    let registry = ShellLauncher.makeRegistry(
      app: app, console: console, recordedArguments: withoutSync ? ["--without-sync"] : [])
    let session = ShellSession(registry: registry, console: console, mode: .script(bail: false), app: app)
    let engine = CompletionEngine(registry: registry)
    var fuzzer = SessionFuzzer(generator: SeededGenerator(seed: seed))
    fuzzer.recordable = true
    _ = session.handle(.line(Array("record \(path)".utf8)))
    for _ in 0..<count { _ = session.handle(.line(fuzzer.line(engine: engine))) }
    _ = session.handle(.line(Array("record stop".utf8)))
    return output.lines
  }

  /// `navigatable-ribs --replay path`, in this process: its exit status and what it printed.
  @MainActor
  static func replayInProcess(_ path: String) -> (status: Int32, lines: [String]) {
    RealAppShell.restoreGlobals()
    defer { RealAppShell.restoreGlobals() }
    let output = MemoryOutputSink()
    let status = TranscriptReplay.run(
      path: path, console: Console(sink: output, usesColor: false), command: SampleCommandLine.self,
      makeApp: { configuration in AppExplorer(configuration: configuration, catalog: SampleCatalog()) })
    return (status, output.lines)
  }
}
