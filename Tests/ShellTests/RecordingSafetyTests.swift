import Foundation
import ShellTestSupport
import Testing

/// Each hostile way to record or replay, on the built shell: it ends in a file that replays exactly or in
/// a clear refusal, and no file's data is lost or taken for another's.
@Suite("Recordings: every session replays or is refused clearly, nothing is lost")
struct RecordingSafetyTests {
  /// A recording made earlier, which a new one to its name replaces: it starts with a `#! ` header.
  static let older = "#! what: an older recording\n"

  /// The text of the file at `path`.
  static func read(_ path: String) throws -> String {
    try String(contentsOfFile: path, encoding: .utf8)
  }

  /// Expects `--replay path` to exit 0 with its one line.
  static func expectReplays(_ path: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let replay = try ShellExecutable.run(["--replay", path])
    #expect(
      replay.status == 0 && replay.lines.last?.hasSuffix(": as recorded") == true,
      "\(replay.lines.joined(separator: "\n"))\n--- the recording:\n\((try? read(path)) ?? "")",
      sourceLocation: sourceLocation)
  }

  /// The files of `directory` other than `kept`: temporary files a recording left behind.
  static func strays(in directory: TemporaryDirectory, besides kept: Set<String>) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { !kept.contains($0) }
  }

  @Test(
    "record and explore --save refuse a file that holds something other than a recording, and leave it as it was; an empty file or a recording is replaced"
  )
  func aFileThatIsNoRecordingIsKept() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let notes = directory.file("notes.txt")
    let quoted = directory.file("quoted.md")
    let short = directory.file("short.txt")
    try "my notes\n".write(toFile: notes, atomically: false, encoding: .utf8)
    try "> a quote, not a typed line\n".write(toFile: quoted, atomically: false, encoding: .utf8)
    try "#!".write(toFile: short, atomically: false, encoding: .utf8)
    try "".write(toFile: directory.file("empty.txt"), atomically: false, encoding: .utf8)
    try Self.older.write(toFile: directory.file("older.txt"), atomically: false, encoding: .utf8)
    let run = try ShellExecutable.run(
      ["--without-sync"],
      input: "record \(notes)\nrecord \(quoted)\nrecord \(short)\nexplore 2 --save \(notes)\n"
        + "record \(directory.file("empty.txt"))\nprofile\nrecord stop\n"
        + "record \(directory.file("older.txt"))\nprofile\nrecord stop\n")
    for path in [notes, quoted, short] {
      #expect(
        run.lines.contains(
          "error: cannot record to \(path): it holds something other than a recording (its first line is no '#! ' "
            + "header), which a recording would replace; record to another name, or remove it first"),
        "\(run.lines)")
    }
    #expect(!run.lines.contains { $0.hasPrefix("explored ") }, "refused before exploring: \(run.lines)")
    #expect(try Self.read(notes) == "my notes\n")
    #expect(try Self.read(quoted) == "> a quote, not a typed line\n")
    #expect(try Self.read(short) == "#!")
    try Self.expectReplays(directory.file("empty.txt"))
    try Self.expectReplays(directory.file("older.txt"))
    #expect(
      try Self.strays(in: directory, besides: ["notes.txt", "quoted.md", "short.txt", "empty.txt", "older.txt"])
        .isEmpty)
  }

  @Test(
    "a line refused as it is read (a control character, invalid UTF-8, over 4,096 bytes) replays to the same refusal")
  func refusedLinesReplay() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("r.txt")
    var input = Array("record \(path)\ntap\u{01}\nshow\n".utf8)
    input += [0xFF, 0xFE] + Array("show\n".utf8)
    input += Array(repeating: UInt8(ascii: "a"), count: 5_000) + Array("\ntap normal\n".utf8)
    let run = try ShellExecutable.run(inputBytes: input)
    #expect(run.lines.filter { $0.hasPrefix("error: ") }.count == 3, "\(run.lines)")
    let text = try Self.read(path)
    #expect(text.contains("\n>! tap\\x01\nerror: input contains control character U+0001; line ignored\n"), "\(text)")
    #expect(text.contains("\n>! \\xFF\\xFEshow\nerror: input is not valid UTF-8; line ignored\n"), "\(text)")
    #expect(
      text.contains("\n>! <5000 bytes>\nerror: line too long (5000 bytes, limit 4096); line ignored\n"), "\(text)")
    try Self.expectReplays(path)
    // The issue's case, as a user typed it.
    let second = directory.file("issue.txt")
    _ = try ShellExecutable.run(input: "record \(second)\ntap\u{01}\nshow\n")
    try Self.expectReplays(second)
  }

  @Test(
    "'record stop' is recognised however it is spaced or quoted: the stop line is not in the file",
    arguments: [
      "record  stop", "record \"stop\"", "record\tstop", "record 'stop'", "  record stop  ", "record st\"op\"",
    ])
  func oddStopSpellings(_ stop: String) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("r.txt")
    let run = try ShellExecutable.run(input: "record \(path)\ntap normal\n\(stop)\nback\n")
    #expect(run.lines.contains("recorded 1 line to \(path)"), "\(run.lines)")
    let text = try Self.read(path)
    #expect(!text.contains("> record") && !text.contains("stop"), "\(text)")
    #expect(!text.contains("> back"), "the recording stopped at the stop line: \(text)")
    try Self.expectReplays(path)
  }

  @Test("a recording has no line cap: 120,000 lines are all kept, and they replay")
  func noLineCap() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("long.txt")
    let lines = (0..<120_000).map { "# \($0)" }
    let run = try ShellExecutable.run(input: (["record \(path)"] + lines + ["record stop"]).map { $0 + "\n" }.joined())
    #expect(run.lines.last == "recorded 120000 lines to \(path)", "\(run.lines.suffix(2))")
    #expect(try Self.read(path).hasSuffix("> # 119999\n"))
    try Self.expectReplays(path)
  }

  @Test(
    "a recording streams into a file beside its target, which is replaced only when it ends; no temporary file is left"
  )
  func theTargetIsReplacedWhole() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("r.txt")
    try Self.older.write(toFile: path, atomically: false, encoding: .utf8)
    let shell = try RunningShell(in: directory.path)
    try shell.type(["record r.txt", "tap normal", "profile"])
    try shell.waitForOutput("profile: iOS 18")
    #expect(try Self.read(path) == Self.older, "the file is untouched while the recording goes on")
    let streamed = try #require(try Self.strays(in: directory, besides: ["r.txt"]).first)
    #expect(streamed.hasPrefix("r.txt.recording-"))
    #expect(try Self.read(directory.file(streamed)).contains("> tap normal\nDetail 1\n"), "on disk as it goes")
    try shell.type(["record stop"])
    try shell.waitForOutput("recorded 2 lines to r.txt")
    try shell.closeInput()
    #expect(try shell.waitForExit().status == 0)
    #expect(try Self.strays(in: directory, besides: ["r.txt"]).isEmpty)
    try Self.expectReplays(path)
  }

  @Test(
    "SIGTERM, SIGHUP or SIGINT (standard input not a terminal) save what was recorded and say so",
    arguments: [SIGTERM, SIGHUP, SIGINT])
  func signalsSaveTheRecording(_ number: Int32) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("r.txt")
    try Self.older.write(toFile: path, atomically: false, encoding: .utf8)
    let shell = try RunningShell(in: directory.path)
    try shell.type(["record r.txt", "tap normal", "tap\u{01}", "profile"])
    try shell.waitForOutput("profile: iOS 18")
    shell.send(number)
    let end = try shell.waitForExit()
    #expect(end.bySignal && end.status == number, "ended by the signal itself: \(end)")
    #expect(
      shell.standardError.contains(
        "navigatable-ribs: \(Self.name(number)): the recording so far is saved: recorded 3 lines to r.txt"),
      "\(shell.standardError)")
    let text = try Self.read(path)
    #expect(
      text.contains("> tap normal\n") && text.hasSuffix("> profile\nprofile: iOS 18\n")
        && text.contains("#! status: 1\n"),
      "\(text)")
    #expect(try Self.strays(in: directory, besides: ["r.txt"]).isEmpty)
    try Self.expectReplays(path)
  }

  static func name(_ number: Int32) -> String {
    switch number {
    case SIGTERM: "SIGTERM"
    case SIGHUP: "SIGHUP"
    default: "SIGINT"
    }
  }

  @Test("a signal with no recording on ends the shell as before, saying nothing")
  func signalWithoutRecording() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let shell = try RunningShell(in: directory.path)
    try shell.type(["tap normal"])
    try shell.waitForOutput("A Detail pushed from Examples.")
    shell.send(SIGTERM)
    let end = try shell.waitForExit()
    #expect(end.bySignal && end.status == SIGTERM)
    #expect(shell.standardError.isEmpty, "\(shell.standardError)")
  }

  @Test("'record' onto the file --script runs, or standard input reads, is refused and the file is left as it is")
  func recordOntoTheScriptIsRefused() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("s.txt")
    let script = "record \(path)\ntap normal\n"
    try script.write(toFile: path, atomically: false, encoding: .utf8)
    let run = try ShellExecutable.run(["--script", path])
    #expect(run.status == 1)
    #expect(run.lines.first == "error: cannot record to \(path): it is the file this session reads its commands from")
    #expect(run.lines.contains("  A Detail pushed from Examples."), "the script goes on: \(run.lines)")
    #expect(try Self.read(path) == script)
    // Standard input read from the same file, through a hard link of another name.
    let link = directory.file("link.txt")
    try FileManager.default.linkItem(atPath: path, toPath: link)
    let process = Process()
    process.executableURL = ShellExecutable.url()
    process.arguments = []
    process.standardInput = try FileHandle(forReadingFrom: URL(fileURLWithPath: link))
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 1)
    #expect(try Self.read(path) == script)
  }

  @Test(
    "a '> record FILE' line is refused during --replay, whatever FILE (the transcript, another file, a new one): nothing is written and the replay fails"
  )
  func recordDuringReplayIsRefused() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("t.txt")
    let other = directory.file("other.txt")
    let fresh = directory.file("fresh.txt")
    try "a user's file\n".write(toFile: other, atomically: false, encoding: .utf8)
    for target in [path, other, fresh] {
      let transcript =
        "#! status: 0\n> record \(target)\nrecording to \(target); 'record stop' saves it\n> profile\nprofile: iOS 18\n"
        + "> record stop\nrecorded 1 line to \(target)\n"
      try transcript.write(toFile: path, atomically: false, encoding: .utf8)
      let replay = try ShellExecutable.run(["--replay", path])
      #expect(replay.status == 1, "\(target): \(replay.lines)")
      #expect(
        replay.lines.contains("+error: cannot record while replaying a transcript: a replay writes no file"),
        "\(target): \(replay.lines)")
      #expect(try Self.read(path) == transcript)
    }
    #expect(try Self.read(other) == "a user's file\n")
    // A preamble's 'record' is refused too; what the preamble prints is not compared.
    try "#! status: 0\n#! preamble: record \(fresh)\n> profile\nprofile: iOS 18\n"
      .write(toFile: path, atomically: false, encoding: .utf8)
    let preambled = try ShellExecutable.run(["--replay", path])
    #expect(preambled.status == 0, "\(preambled.lines)")
    #expect(!FileManager.default.fileExists(atPath: fresh))
    #expect(try Self.strays(in: directory, besides: ["t.txt", "other.txt"]).isEmpty)
  }

  /// Runs the shell with `arguments` and no input, giving up after `seconds`: its exit status and the
  /// lines it printed, or `nil` when it had not ended by then (it is stopped).
  static func runWithin(_ seconds: Double, _ arguments: [String]) throws -> (status: Int32, lines: [String])? {
    let process = Process()
    process.executableURL = ShellExecutable.url()
    process.arguments = arguments
    process.standardInput = FileHandle.nullDevice
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let deadline = Date().addingTimeInterval(seconds)
    while process.isRunning && Date() < deadline { usleep(20_000) }
    guard !process.isRunning else {
      process.terminate()
      process.waitUntilExit()
      return nil
    }
    // Foundation's Process keeps itself until waitUntilExit(), even once the process has ended.
    process.waitUntilExit()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    return (process.terminationStatus, text.split(separator: "\n").map(String.init))
  }

  @Test(
    "--replay refuses a path that is not a regular file before opening it (a FIFO with no writer, a device, a directory): exit 2, one line"
  )
  func replayRefusesWhatIsNotARegularFile() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let fifo = directory.file("fifo")
    #expect(mkfifo(fifo, 0o600) == 0)
    for (path, kind) in [
      (fifo, "a FIFO"), ("/dev/null", "a character device"), ("/dev/zero", "a character device"),
      (directory.path, "a directory"),
    ] {
      let replay = try #require(try Self.runWithin(30, ["--replay", path]), "--replay \(path) blocks")
      #expect(replay.status == 2, "\(path): \(replay.lines)")
      #expect(
        replay.lines == ["error: cannot read the transcript '\(path)': it is \(kind), not a regular file"],
        "\(replay.lines)")
    }
  }

  @Test("--replay refuses an empty file, which is no recording (exit 2, one line); a recording of no command replays")
  func replayRefusesAnEmptyFile() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("empty.txt")
    #expect(FileManager.default.createFile(atPath: path, contents: nil))
    let replay = try ShellExecutable.run(["--replay", path])
    #expect(replay.status == 2, "\(replay.lines)")
    #expect(replay.lines == ["error: '\(path)' is not a recording: it holds no '#! ' header and no '> ' line"])
    // 'record' then 'record stop': the headers alone, a recording of nothing, which replays to nothing.
    let nothing = directory.file("nothing.txt")
    let run = try ShellExecutable.run(input: "record \(nothing)\nrecord stop\n")
    #expect(run.lines.last == "recorded 0 lines to \(nothing)", "\(run.lines)")
    try Self.expectReplays(nothing)
  }

  /// The permission bits of the file at `path`.
  static func mode(_ path: String) -> mode_t {
    var info = stat()
    return stat(path, &info) == 0 ? info.st_mode & 0o7777 : 0
  }

  @Test(
    "a new recording gets the mode of any new file (0666 less the umask); a file it replaces keeps its mode")
  func recordingModes() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let kept = directory.file("kept.txt")
    try Self.older.write(toFile: kept, atomically: false, encoding: .utf8)
    #expect(chmod(kept, 0o604) == 0)
    let input = directory.file("input.txt")
    try "record new.txt\nprofile\nrecord stop\nrecord kept.txt\nprofile\nrecord stop\n"
      .write(toFile: input, atomically: false, encoding: .utf8)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", "umask 027 && exec \"$0\"", try #require(ShellExecutable.url()).path]
    process.currentDirectoryURL = URL(fileURLWithPath: directory.path)
    process.standardInput = try FileHandle(forReadingFrom: URL(fileURLWithPath: input))
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(String(Self.mode(directory.file("new.txt")), radix: 8) == "640", "0666 less the umask 027")
    #expect(String(Self.mode(kept), radix: 8) == "604")
    #expect(try Self.read(kept).contains("> profile\n"))
    try Self.expectReplays(directory.file("new.txt"))
  }

  @Test(
    "'record LINK' follows a symbolic link: the recording replaces the file it points to (or creates it), and the link stays"
  )
  func recordThroughASymbolicLink() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let manager = FileManager.default
    try Self.older.write(toFile: directory.file("real.txt"), atomically: false, encoding: .utf8)
    try manager.createSymbolicLink(atPath: directory.file("lnk"), withDestinationPath: "real.txt")
    try manager.createSymbolicLink(atPath: directory.file("chain"), withDestinationPath: directory.file("lnk"))
    try manager.createSymbolicLink(atPath: directory.file("ahead"), withDestinationPath: "later.txt")
    let run = try ShellExecutable.run(
      input: "record \(directory.file("chain"))\nprofile\nrecord stop\nrecord \(directory.file("ahead"))\nshow\n")
    #expect(run.status == 0, "\(run.lines)")
    #expect(run.lines.contains("recorded 1 line to \(directory.file("chain"))"), "\(run.lines)")
    #expect(run.lines.last == "recorded 1 line to \(directory.file("ahead"))", "\(run.lines)")
    #expect(try manager.destinationOfSymbolicLink(atPath: directory.file("lnk")) == "real.txt")
    #expect(try manager.destinationOfSymbolicLink(atPath: directory.file("chain")) == directory.file("lnk"))
    #expect(try manager.destinationOfSymbolicLink(atPath: directory.file("ahead")) == "later.txt")
    #expect(try Self.read(directory.file("real.txt")).hasSuffix("> profile\nprofile: iOS 18\n"))
    #expect(try Self.read(directory.file("later.txt")).contains("> show\n"))
    #expect(try Self.strays(in: directory, besides: ["real.txt", "lnk", "chain", "ahead", "later.txt"]).isEmpty)
    try Self.expectReplays(directory.file("lnk"))
    try Self.expectReplays(directory.file("later.txt"))
    // A loop of links is refused at once, with one line.
    try manager.createSymbolicLink(atPath: directory.file("loop"), withDestinationPath: "loop")
    let loop = try ShellExecutable.run(input: "record \(directory.file("loop"))\n")
    #expect(
      loop.lines == ["error: cannot record to \(directory.file("loop")): Too many levels of symbolic links"],
      "\(loop.lines)")
  }

  @Test("a path that is not a regular file (a FIFO with no reader, a device, a directory) is refused at once")
  func notARegularFile() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let fifo = directory.file("fifo")
    #expect(mkfifo(fifo, 0o600) == 0)
    let run = try ShellExecutable.run(input: "record \(fifo)\nrecord /dev/null\nrecord \(directory.path)\nprofile\n")
    #expect(
      run.lines == [
        "error: cannot record to \(fifo): it is a FIFO, not a regular file",
        "error: cannot record to /dev/null: it is a character device, not a regular file",
        "error: cannot record to \(directory.path): it is a directory, not a regular file",
        "profile: iOS 18",
      ])
    #expect(run.status == 1)
  }

  @Test("two shells recording to one file: the second to finish leaves the first's file and says where its own went")
  func twoShellsOneFile() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("r.txt")
    for existing in [false, true] {
      if existing { try Self.older.write(toFile: path, atomically: false, encoding: .utf8) }
      let first = try RunningShell(in: directory.path)
      let second = try RunningShell(in: directory.path)
      try first.type(["record r.txt", "tap normal"])
      try second.type(["record r.txt", "profile"])
      try first.waitForOutput("A Detail pushed from Examples.")
      try second.waitForOutput("profile: iOS 18")
      try first.type(["record stop"])
      try first.waitForOutput("recorded 1 line to r.txt")
      try second.type(["record stop"])
      try second.waitForOutput("error: r.txt changed since the recording started")
      try first.closeInput()
      try second.closeInput()
      #expect(try first.waitForExit().status == 0)
      #expect(try second.waitForExit().status == 1)
      let message = try #require(second.standardOutput.split(separator: "\n").last)
      let kept = try #require(message.range(of: "this recording is in ").map { String(message[$0.upperBound...]) })
      #expect(try Self.read(path).contains("> tap normal\n"), "the first shell's recording stays")
      let keptText = try Self.read(directory.file(kept))
      #expect(keptText.contains("> profile\n"), "the second shell's recording is whole where it says")
      try Self.expectReplays(path)
      try Self.expectReplays(directory.file(kept))
      try FileManager.default.removeItem(atPath: directory.file(kept))
    }
  }

  @Test("a recording that cannot be put in place (its directory went away) fails the session (exit 1) with one line")
  func anUnsavableRecordingFails() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let inner = directory.file("inner")
    try FileManager.default.createDirectory(atPath: inner, withIntermediateDirectories: false)
    let shell = try RunningShell(in: directory.path)
    try shell.type(["record inner/r.txt", "profile"])
    try shell.waitForOutput("profile: iOS 18")
    try FileManager.default.moveItem(atPath: inner, toPath: directory.file("moved"))
    try shell.closeInput()
    #expect(try shell.waitForExit().status == 1)
    #expect(
      shell.standardOutput.hasSuffix("\nerror: cannot save the recording to inner/r.txt: No such file or directory\n"),
      "\(shell.standardOutput)")
  }

  @Test("--replay reads at most 64 MiB: a larger file is refused with exit 2, at once")
  func replaySizeLimit() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("large.txt")
    #expect(FileManager.default.createFile(atPath: path, contents: nil))
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    try handle.truncate(atOffset: 64 << 20 + 1)
    try handle.close()
    let large = try ShellExecutable.run(["--replay", path])
    #expect(large.status == 2 && large.lines.first?.contains("is larger than 64 MiB") == true, "\(large.lines)")
  }

  @Test(
    "--replay refuses every other flag beside it, naming them (--color excepted)",
    arguments: [
      ["--without-sync"], ["--app", "hello"], ["--fixture", "cards=0"], ["--feature", "Detail"], ["--script", "s.txt"],
      ["--echo", "--bail"],
    ])
  func replayRefusesOtherFlags(_ flags: [String]) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("r.txt")
    try "#! status: 0\n> profile\nprofile: iOS 18\n".write(toFile: path, atomically: false, encoding: .utf8)
    let run = try ShellExecutable.run(flags + ["--replay", path])
    #expect(run.status != 0 && run.status != 1, "a usage error")
    let message = try #require(
      run.standardError.split(separator: "\n").first { $0.contains("--replay runs the recording with its own flags") })
    #expect(message.hasSuffix("cannot be given beside it"), "\(message)")
    for flag in flags where flag.hasPrefix("--") { #expect(message.contains(flag), "\(message)") }
    #expect(!run.standardOutput.contains("as recorded"))
    let colored = try ShellExecutable.run(["--color", "never", "--replay", path])
    #expect(colored.status == 0, "\(colored.lines)")
  }

  @Test(
    "--replay applies the recording's '#! arguments:': a --without-sync leak replays as recorded, and not without them")
  func replayAppliesTheArguments() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("r.txt")
    _ = try ShellExecutable.run(["--without-sync"], input: "record \(path)\ntap normal\nswipe\nleaks\n")
    #expect(try Self.read(path).contains("#! arguments: --without-sync\n"))
    try Self.expectReplays(path)
    let text = try Self.read(path).replacingOccurrences(of: "#! arguments: --without-sync\n", with: "")
    try text.write(toFile: path, atomically: false, encoding: .utf8)
    #expect(try ShellExecutable.run(["--replay", path]).status == 1, "with the sync, the leak is not there")
  }

  @Test(
    "a malformed '#!' header line is an error (exit 2) that names the line",
    arguments: [
      "#! status: banana", "#! status: 256", "#! status:", "#!status: 0", "#! colour: red", "#! arguments --app hello",
      "#! what: a\n#! what: b", "#! preamble:",
    ])
  func malformedHeaders(_ header: String) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("r.txt")
    try (header + "\n> profile\nprofile: iOS 18\n").write(toFile: path, atomically: false, encoding: .utf8)
    let run = try ShellExecutable.run(["--replay", path])
    #expect(run.status == 2, "\(run.lines)")
    let line = header.split(separator: "\n").count
    #expect(
      run.lines.first?.hasPrefix("error: the transcript '\(path)' is malformed: line \(line): ") == true, "\(run.lines)"
    )
  }

  @Test(
    "a malformed '>!' line is an error (exit 2)", arguments: [">! tap\\x0", ">! tap\\q01", ">! no escape", ">! é\\x01"])
  func malformedRefusedLines(_ line: String) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("r.txt")
    try ("#! status: 1\n" + line + "\nerror: x\n").write(toFile: path, atomically: false, encoding: .utf8)
    let run = try ShellExecutable.run(["--replay", path])
    #expect(run.status == 2, "\(run.lines)")
    #expect(run.lines.first?.contains("is malformed: line 2: ") == true, "\(run.lines)")
  }

  @Test("a recording started mid-session carries the commands before it as a preamble, and replays")
  func midSessionRecordingReplays() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("r.txt")
    let run = try ShellExecutable.run(
      input:
        "fixture balance=25\ntap successive\ntap push next\nnope\ntap\u{01}\nrecord \(path)\nback\nstack\nrecord stop\n"
    )
    #expect(
      run.lines.contains("recording to \(path), with the 3 commands before it as its preamble; 'record stop' saves it"),
      "\(run.lines)")
    let text = try Self.read(path)
    #expect(text.contains("#! preamble: fixture balance=25\n#! preamble: tap successive\n#! preamble: tap push next\n"))
    try Self.expectReplays(path)
    // Without its preamble the same recording does not replay: the preamble is what makes it.
    let bare = text.split(separator: "\n").filter { !$0.hasPrefix("#! preamble:") }.joined(separator: "\n") + "\n"
    try bare.write(toFile: path, atomically: false, encoding: .utf8)
    #expect(try ShellExecutable.run(["--replay", path]).status == 1)
  }

  /// Sessions of ``signalsAtRandomPoints()``: 4 by default, so `make test` stays quick on a small machine;
  /// `RECORDING_SIGNAL_SESSIONS=N` runs N (CI runs 20).
  static let signalSessions = ProcessInfo.processInfo.environment["RECORDING_SIGNAL_SESSIONS"].flatMap(Int.init) ?? 4

  /// Lines of a random session: commands, failures, lines refused for their bytes, odd spacings.
  static let sessionLines: [[UInt8]] =
    [
      "tap normal", "tap successive", "tap push next", "back", "swipe", "swipe begin", "swipe cancel", "tab 2", "tab 1",
      "tap 9", "nope", "show", "tree", "stack", "leaks", "why Detail", "trace on",
      "open ribs://examples/detail?depth=2",
      "dismiss", "tap \"unterminated", "  profile  ",
    ].map { Array($0.utf8) } + [Array("tap".utf8) + [0x01], [0xFF, 0xFE] + Array("show".utf8)]

  @Test("signals at random points of random sessions (standard input on a pipe): what is saved replays exactly")
  func signalsAtRandomPoints() throws {
    var generator = SeededGenerator(seed: 0x5167_7E43)
    for session in 0..<Self.signalSessions {
      let directory = try TemporaryDirectory()
      defer { directory.remove() }
      let number = [SIGTERM, SIGHUP, SIGINT][session % 3]
      let shell = try RunningShell(["--echo"], in: directory.path)
      let before = (0..<Int.random(in: 0...5, using: &generator)).map { _ in
        Self.sessionLines.randomElement(using: &generator)!
      }
      let during = (0..<Int.random(in: 1...20, using: &generator)).map { _ in
        Self.sessionLines.randomElement(using: &generator)!
      }
      let after = (0..<Int.random(in: 0...20, using: &generator)).map { _ in
        Self.sessionLines.randomElement(using: &generator)!
      }
      let newline = [UInt8(ascii: "\n")]
      try shell.type(
        bytes: (before + [Array("record r.txt".utf8)] + during + [Array("# mark".utf8)]).flatMap { $0 + newline })
      try shell.waitForOutput("> # mark")
      // Lines still being read and run when the signal comes: the file holds the commands that ended.
      try shell.type(bytes: after.flatMap { $0 + newline })
      shell.send(number)
      let end = try shell.waitForExit()
      let context = "session \(session), \(Self.name(number)), \(before.count)/\(during.count)/\(after.count) lines"
      #expect(end.bySignal && end.status == number, "\(context): \(end)")
      #expect(
        shell.standardError.contains("the recording so far is saved: recorded"), "\(context): \(shell.standardError)")
      #expect(try Self.strays(in: directory, besides: ["r.txt"]).isEmpty, "\(context)")
      try Self.expectReplays(directory.file("r.txt"))
    }
  }
}
