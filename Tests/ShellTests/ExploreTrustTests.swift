import Foundation
import ShellTestSupport
import Testing

/// What `explore` and `undo` write and print, on the release shell (`NAVIGATABLE_RIBS_RELEASE_EXECUTABLE`,
/// else the debug build): `explore --save` refuses what `record` refuses and writes nothing else, every
/// saved sequence replays, the command cap lifts with `reset`, and an exploration prints its summary and
/// failures only.
@Suite("Explore: what it saves replays, what it prints is the session's", .serialized)
struct ExploreTrustTests {
  /// One run of the release shell.
  struct Run {
    var lines: [String]
    var status: Int32

    /// The `error:` lines.
    var errors: [String] { lines.filter { $0.hasPrefix("error: ") } }
  }

  /// Runs the release shell in `directory` with `arguments`, standard input read from `inputFile` when
  /// given (a file), else from a pipe holding `input`.
  static func run(
    _ arguments: [String] = [], input: String = "", inputFile: String? = nil, in directory: TemporaryDirectory
  ) throws -> Run {
    let executable = try #require(ShellExecutable.releaseURL(), "navigatable-ribs executable not found")
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory.path)
    process.environment = [
      "PATH": "/usr/bin:/bin", "HOME": directory.path, "NAVIGATABLE_RIBS_HISTORY": directory.file(".history"),
    ].merging(ShellExecutable.sanitizerEnvironment) { _, new in new }
    let output = directory.file(".stdout")
    _ = FileManager.default.createFile(atPath: output, contents: nil)
    let outputHandle = try FileHandle(forWritingTo: URL(fileURLWithPath: output))
    process.standardOutput = outputHandle
    process.standardError = outputHandle
    let pipe = Pipe()
    if let inputFile {
      process.standardInput = try FileHandle(forReadingFrom: URL(fileURLWithPath: inputFile))
    } else {
      process.standardInput = pipe
    }
    try process.run()
    if inputFile == nil {
      try pipe.fileHandleForWriting.write(contentsOf: Data(input.utf8))
      try pipe.fileHandleForWriting.close()
    }
    process.waitUntilExit()
    try outputHandle.close()
    let text = try String(contentsOfFile: output, encoding: .utf8)
    try FileManager.default.removeItem(atPath: output)
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return Run(lines: lines, status: process.terminationStatus)
  }

  /// Expects `--replay path` to exit 0 with its one line.
  static func expectReplays(
    _ path: String, in directory: TemporaryDirectory, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let replay = try run(["--replay", path], in: directory)
    #expect(
      replay.status == 0 && replay.lines.last?.hasSuffix(": as recorded") == true,
      "\(replay.lines.joined(separator: "\n"))\n--- the recording:\n\((try? String(contentsOfFile: path, encoding: .utf8)) ?? "")",
      sourceLocation: sourceLocation)
  }

  /// The files of `directory` but the runner's own (`.stdout`, `.history`).
  static func files(in directory: TemporaryDirectory) throws -> Set<String> {
    Set(try FileManager.default.contentsOfDirectory(atPath: directory.path)).subtracting([".stdout", ".history"])
  }

  // MARK: - explore --save goes through record's store

  @Test("explore --save refuses the running --script file, before exploring, and leaves it as it was")
  func saveRefusesTheScript() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let script = directory.file("s.txt")
    let text = "tap normal\nexplore 2 --save s.txt\n"
    try text.write(toFile: script, atomically: true, encoding: .utf8)
    let run = try Self.run(["--without-sync", "--script", script], in: directory)
    #expect(run.errors == ["error: cannot record to s.txt: it is the file this session reads its commands from"])
    #expect(!run.lines.contains { $0.hasPrefix("explored ") }, "it explored for a file it cannot write")
    #expect(try String(contentsOfFile: script, encoding: .utf8) == text)
    #expect(try Self.files(in: directory) == ["s.txt"])
  }

  @Test("explore --save refuses the file standard input is read from")
  func saveRefusesStandardInputsFile() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let input = directory.file("in.txt")
    let text = "tap normal\nexplore 2 --save in.txt\n"
    try text.write(toFile: input, atomically: true, encoding: .utf8)
    let run = try Self.run(["--without-sync"], inputFile: input, in: directory)
    #expect(run.errors == ["error: cannot record to in.txt: it is the file this session reads its commands from"])
    #expect(try String(contentsOfFile: input, encoding: .utf8) == text)
    #expect(try Self.files(in: directory) == ["in.txt"])
  }

  @Test("a replay writes no file: explore --save of the transcript itself, or of another file, is refused")
  func saveIsRefusedInAReplay() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    for target in ["self.txt", "other.txt"] {
      let transcript = directory.file("self.txt")
      let text = "#! arguments: --without-sync\n> explore 1 --save \(target)\n"
      try text.write(toFile: transcript, atomically: true, encoding: .utf8)
      let replay = try Self.run(["--replay", transcript], in: directory)
      #expect(replay.status == 1, "\(replay.lines)")
      #expect(replay.lines.contains("+error: cannot record while replaying a transcript: a replay writes no file"))
      #expect(try String(contentsOfFile: transcript, encoding: .utf8) == text)
      #expect(try Self.files(in: directory) == ["self.txt"])
    }
  }

  @Test("an empty FILE is one error line for explore --save and for record, and leaves no file behind")
  func emptyNameIsRefused() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let run = try Self.run(["--without-sync"], input: "explore 2 --save ''\nrecord ''\n", in: directory)
    #expect(
      run.lines == [
        "error: cannot record to '': the file name is empty", "error: cannot record to '': the file name is empty",
      ])
    #expect(try Self.files(in: directory).isEmpty)
  }

  // MARK: - A saved sequence replays

  @Test("with trace on, the saved sequence's trace lines are in the file, not printed, and it replays")
  func savedTraceReplays() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let run = try Self.run(
      ["--without-sync"], input: "open ribs://examples/detail?depth=2\ntrace on\nexplore 1 --save t.txt\n",
      in: directory)
    #expect(run.lines.last == "recorded 2 lines to t.txt; replay it with 'navigatable-ribs --replay t.txt'")
    #expect(!run.lines.contains { $0.hasPrefix("  rib: ") || $0.hasPrefix("  uikit: ") }, "\(run.lines)")
    let saved = try String(contentsOfFile: directory.file("t.txt"), encoding: .utf8)
    #expect(saved.contains("#! preamble: trace on\n") && saved.contains("  rib: "), "\(saved)")
    try Self.expectReplays(directory.file("t.txt"), in: directory)
  }

  @Test("after undo, a line that failed where it ran is left out of the preamble, as undo leaves it out")
  func failedLineAfterUndoReplays() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let run = try Self.run(
      ["--without-sync"],
      input: "tap deep link (depth 3)\nopen ribs://examples\nback-menu 2\nundo\nshow\nexplore 1 --save m.txt\n",
      in: directory)
    #expect(run.lines.contains("undid 'open ribs://examples'"), "\(run.lines)")
    // The session is on Detail 3 after undo, as a session of the deep link alone is.
    let undone = try #require(run.lines.firstIndex(of: "undid 'open ribs://examples'"))
    #expect(run.lines[undone + 1] == "Detail 3")
    let saved = try String(contentsOfFile: directory.file("m.txt"), encoding: .utf8)
    #expect(!saved.contains("#! preamble: back-menu 2"), "\(saved)")
    try Self.expectReplays(directory.file("m.txt"), in: directory)
  }

  /// A random session's lines: navigation (failing lines among them), looks, trace, undo, reset.
  static func randomSession(_ random: inout some RandomNumberGenerator) -> [String] {
    let choices = [
      "tap 1", "tap 2", "tap 3", "tap 4", "tap 5", "tap 6", "tap 9", "back", "swipe", "swipe begin",
      "swipe cancel", "back-menu 1", "back-menu 2", "tab 1", "tab 2", "dismiss", "open ribs://examples",
      "open ribs://examples/detail?depth=2", "tap deep link (depth 3)", "show", "tree", "leaks", "trace on",
      "trace off", "undo", "undo", "reset", "profile ios17",
    ]
    return (0..<Int.random(in: 4...14, using: &random)).map { _ in choices.randomElement(using: &random)! }
  }

  @Test("explore --save after random sessions (undo, trace, failing lines): 45 recordings, all of which replay")
  func randomSessionsReplay() throws {
    let seed = ProcessInfo.processInfo.environment["EXPLORE_SAVE_SEED"].flatMap(UInt64.init) ?? 47
    let wanted = ProcessInfo.processInfo.environment["EXPLORE_SAVE_SESSIONS"].flatMap(Int.init) ?? 45
    var random = SeededGenerator(seed: seed)
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    var saved = 0
    var sessions = 0
    // A session whose state no action breaks saves nothing; the others' recordings are counted.
    while saved < wanted, sessions < 4 * wanted {
      sessions += 1
      let lines = Self.randomSession(&random) + ["swipe finish", "explore 1 --save r\(sessions).txt"]
      let run = try Self.run(["--without-sync"], input: lines.map { $0 + "\n" }.joined(), in: directory)
      let path = directory.file("r\(sessions).txt")
      guard FileManager.default.fileExists(atPath: path) else {
        #expect(
          run.lines.last == "nothing to save: no sequence broke a guarantee",
          "seed \(seed), session \(sessions): \(lines) → \(run.lines.suffix(3))")
        continue
      }
      saved += 1
      try Self.expectReplays(path, in: directory)
    }
    #expect(saved == wanted, "\(saved) of \(sessions) sessions saved a sequence (seed \(seed))")
  }

  // MARK: - The cap

  @Test("past 10,000 commands explore and undo are refused until reset, which brings them back")
  func resetLiftsTheCap() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let pushes = (0..<10_001).map { $0 % 2 == 0 ? "tap normal" : "back" }
    let input = (pushes + ["explore 1", "undo", "reset", "explore 1", "tap normal", "undo"]).map { $0 + "\n" }.joined()
    let run = try Self.run([], input: input, in: directory)
    #expect(
      run.errors == [
        "error: cannot explore from here: the session is longer than 10000 commands; 'reset' first",
        "error: this session is too long to undo (more than 10000 commands); 'reset' starts afresh",
      ], "\(run.errors)")
    #expect(run.lines.contains { $0.hasPrefix("explored ") }, "explore did not come back after reset")
    #expect(run.lines.contains("undid 'tap normal'"))
  }

  @Test("the log a rebuild starts after the cap carries the profile, trace and data: a saved sequence replays")
  func logStartedAfreshReplays() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let pushes = (0..<10_001).map { $0 % 2 == 0 ? "tap normal" : "back" }
    let lines = ["profile ios17", "trace on"] + pushes + ["fixture cards=0", "tap normal", "explore 1 --save x.txt"]
    let run = try Self.run(["--without-sync"], input: lines.map { $0 + "\n" }.joined(), in: directory)
    #expect(run.lines.last == "recorded 2 lines to x.txt; replay it with 'navigatable-ribs --replay x.txt'")
    let saved = try String(contentsOfFile: directory.file("x.txt"), encoding: .utf8)
    #expect(
      saved.contains(
        "#! preamble: profile ios17\n#! preamble: trace on\n#! preamble: fixture cards=0\n#! preamble: tap normal\n"),
      "\(saved)")
    try Self.expectReplays(directory.file("x.txt"), in: directory)
  }

  @Test("lines that only look (show, tree, leaks with no swipe in flight) do not count toward the cap")
  func looksDoNotCount() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let looks = (0..<30_003).map { ["show", "tree", "leaks"][$0 % 3] }
    let input = (looks + ["tap normal", "explore 1", "undo"]).map { $0 + "\n" }.joined()
    let run = try Self.run([], input: input, in: directory)
    #expect(run.errors.isEmpty, "\(run.errors)")
    #expect(run.lines.contains("undid 'tap normal'"))
  }

  @Test("a long log since the last rebuild is one warning line before the exploration")
  func longLogWarns() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let pushes = (0..<600).map { $0 % 2 == 0 ? "tap normal" : "back" }
    let run = try Self.run([], input: (pushes + ["explore 1"]).map { $0 + "\n" }.joined(), in: directory)
    let warning = try #require(run.lines.firstIndex { $0.hasPrefix("warning: each explored sequence first does") })
    let summary = try #require(run.lines.firstIndex { $0.hasPrefix("explored ") })
    #expect(warning < summary)
    #expect(run.lines[warning].contains("600 commands"))
  }

  // MARK: - What an exploration prints

  @Test("trace on, then explore 2: no rib: or uikit: line of the explored apps or of the session's rebuild")
  func exploreTracesNothing() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let run = try Self.run(
      ["--without-sync"], input: "open ribs://examples/detail?depth=2\ntrace on\nexplore 2\ntap 1\n", in: directory)
    let start = try #require(run.lines.firstIndex(of: "trace: on"))
    let summary = try #require(run.lines.firstIndex { $0.hasPrefix("explored ") })
    #expect(run.lines[(start + 1)..<summary].isEmpty, "\(run.lines[(start + 1)..<summary])")
    // The trace goes on for the session's own commands.
    #expect(run.lines[summary...].contains { $0.hasPrefix("  rib: attach") })
  }

  @Test("the explored apps' RIBs warnings are not printed one per sequence: at most one warning line")
  func exploredWarningsAreOneLine() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let run = try Self.run([], input: "tap full screen\nopen ribs://finance/topup\nexplore 1\n", in: directory)
    let summary = try #require(run.lines.firstIndex { $0.hasPrefix("explored ") })
    let warnings = run.lines[summary...].filter { $0.hasPrefix("warning: ") }
    #expect(warnings.count <= 1, "\(warnings)")
    #expect(!run.lines[..<summary].suffix(1).contains { $0.hasPrefix("warning: ") }, "\(run.lines)")
  }

  @Test("a state that already breaks a guarantee is one line, with no empty sequence")
  func brokenStartIsOneLine() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let run = try Self.run(["--without-sync"], input: "tap normal\nswipe\nexplore 1\n", in: directory)
    #expect(
      run.lines.last
        == "nothing explored: the session's state already breaks \"every attached RIB's screen is in a container\": Detail (its screen is in no container) (see 'leaks')"
    )
    #expect(!run.lines.contains { $0.contains("step 0") || $0.contains("explored 0 sequences") })
  }

  @Test("a DEPTH too large for Int is too deep, as 11 is")
  func hugeDepthIsTooDeep() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let run = try Self.run([], input: "explore 99999999999999999999\n", in: directory)
    #expect(
      run.lines == [
        "error: DEPTH 99999999999999999999 is too deep for this machine: explore takes 1 to 10 (each level about doubles the time)"
      ])
  }

  // MARK: - Replay

  @Test("a recording with CR-only line ends replays as its LF twin does; a difference in it is found")
  func carriageReturnOnlyRecordingReplays() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let recorded = try Self.run(["--echo"], input: "tap normal\nback\n", in: directory)
    let text = recorded.lines.map { $0 + "\r" }.joined()
    try text.write(toFile: directory.file("cr.txt"), atomically: true, encoding: .utf8)
    let replay = try Self.run(["--replay", directory.file("cr.txt")], in: directory)
    #expect(replay.status == 0 && replay.lines.last?.hasPrefix("replayed 2 lines of") == true, "\(replay.lines)")
    let wrong = text.replacingOccurrences(of: "Detail 1", with: "Detail 9")
    try wrong.write(toFile: directory.file("wrong.txt"), atomically: true, encoding: .utf8)
    let differs = try Self.run(["--replay", directory.file("wrong.txt")], in: directory)
    #expect(differs.status == 1, "\(differs.lines)")
  }
}
