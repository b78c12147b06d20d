import Foundation
import ShellTestSupport
import Testing

/// The shell on a real (pseudo-)terminal, as a person uses it: libedit, Ctrl-C, Ctrl-D, Tab, history.
///
/// They run the release build when `make test` provides it (`NAVIGATABLE_RIBS_RELEASE_EXECUTABLE`): an
/// optimised build can differ from the debug one in ways the pipe-driven tests cannot see (two copies of
/// the interrupt flag would let Ctrl-C quit it). Every wait is for output to appear, with a long deadline;
/// nothing measures time.
@Suite("Terminal: the shell on a pseudo-terminal", .serialized)
struct TerminalTests {
  /// The first prompt, on the Examples screen.
  static let prompt = "Examples> "

  /// Starts the shell on a new terminal with its history in `directory`.
  static func start(in directory: TemporaryDirectory) throws -> PseudoTerminal {
    let executable = try #require(ShellExecutable.releaseURL(), "navigatable-ribs executable not found")
    let terminal = try PseudoTerminal(
      executable: executable.path, arguments: ["--color", "never"],
      environment: [
        "PATH": "/usr/bin:/bin", "HOME": directory.path, "TERM": "xterm",
        "NAVIGATABLE_RIBS_HISTORY": directory.file("history"),
      ].merging(ShellExecutable.sanitizerEnvironment) { _, new in new })
    try terminal.waitFor(prompt, after: 0)
    return terminal
  }

  @Test("an interactive session starts with the banner, then the first screen, then the prompt")
  func startShowsTheFirstScreen() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let terminal = try Self.start(in: directory)
    let text = terminal.text(from: 0)
    let banner = try #require(text.range(of: "Type 'help' for the commands"))
    let screen = try #require(text.range(of: "[1] Normal"))
    let prompt = try #require(text.range(of: Self.prompt))
    #expect(banner.upperBound <= screen.lowerBound && screen.upperBound <= prompt.lowerBound)
    var mark = terminal.output.count
    try terminal.type("profile\r")
    mark = try terminal.waitFor("profile: iOS 18", after: mark)
    try terminal.waitFor(Self.prompt, after: mark)  // keys typed before the prompt meet a cooked terminal
    #expect(try terminal.typeEndOfInputAndWaitForExit() == 0)
  }

  @Test("Ctrl-C on an empty line gives a new prompt; the shell keeps running; Ctrl-D then exits 0")
  func interruptOnEmptyLine() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let terminal = try Self.start(in: directory)
    var mark = terminal.output.count
    mark = try terminal.interrupt(expecting: Self.prompt, after: mark)
    #expect(terminal.isRunning(), "Ctrl-C ended the shell")
    try terminal.type("profile\r")
    mark = try terminal.waitFor("profile: iOS 18", after: mark)
    mark = try terminal.waitFor(Self.prompt, after: mark)  // keys typed before the prompt meet a cooked terminal
    #expect(try terminal.typeEndOfInputAndWaitForExit() == 0)
  }

  @Test("Ctrl-C with text typed cancels the line: Enter then runs nothing")
  func interruptCancelsTypedText() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let terminal = try Self.start(in: directory)
    var mark = terminal.output.count
    try terminal.type("tap 1")
    mark = try terminal.waitFor("tap 1", after: mark)  // the echo: libedit has the text
    mark = try terminal.interrupt(expecting: Self.prompt, after: mark)
    #expect(terminal.isRunning(), "Ctrl-C ended the shell")
    try terminal.type("\r")
    mark = try terminal.waitFor(Self.prompt, after: mark)
    try terminal.type("show\r")
    mark = try terminal.waitFor("Navigation examples", after: mark)
    #expect(!terminal.text(from: 0).contains("Detail 1"), "the cancelled 'tap 1' ran")
    try terminal.waitFor(Self.prompt, after: mark)
    try terminal.type("quit\r")
    #expect(try terminal.waitForExit() == 0)
  }

  @Test("explore on a terminal: a progress line counts in place; Ctrl-C stops it, reports, and the session goes on")
  func exploreShowsProgressAndStopsOnInterrupt() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let terminal = try Self.start(in: directory)
    var mark = terminal.output.count
    try terminal.type("explore 10\r")
    // The progress line is rewritten in place ("\r", erase line), never printed as a line of its own.
    mark = try terminal.waitFor("\r\u{1B}[Kexploring: ", after: mark)
    try terminal.type("\u{03}")
    mark = try terminal.waitFor("(stopped early): ", after: mark)
    mark = try terminal.waitFor(Self.prompt, after: mark)
    #expect(terminal.isRunning(), "Ctrl-C ended the shell")
    try terminal.type("tree Master\r")
    mark = try terminal.waitFor("Master#1 — window", after: mark)
    try terminal.waitFor(Self.prompt, after: mark)
    #expect(try terminal.typeEndOfInputAndWaitForExit() == 0)
  }

  /// The progress lines `text` draws: each text written after "\r" and an erase, up to the next control
  /// character.
  static func progressLines(in text: String) -> [String] {
    text.components(separatedBy: "exploring: ").dropFirst().map { "exploring: " + $0.prefix { $0 >= " " } }
  }

  @Test("on a narrow terminal the progress line leaves room for the ^C a terminal echoes: Ctrl-C leaves no trace")
  func narrowTerminalProgress() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let executable = try #require(ShellExecutable.releaseURL(), "navigatable-ribs executable not found")
    let terminal = try PseudoTerminal(
      executable: executable.path, arguments: ["--color", "never"],
      environment: [
        "PATH": "/usr/bin:/bin", "HOME": directory.path, "TERM": "xterm",
        "NAVIGATABLE_RIBS_HISTORY": directory.file("history"),
      ].merging(ShellExecutable.sanitizerEnvironment) { _, new in new }, columns: 40)
    var mark = try terminal.waitFor(Self.prompt, after: 0)
    let start = mark
    try terminal.type("explore 10\r")
    mark = try terminal.waitFor("\r\u{1B}[Kexploring: ", after: mark)
    try terminal.type("\u{03}")
    mark = try terminal.waitFor("(stopped early): ", after: mark)
    mark = try terminal.waitFor(Self.prompt, after: mark)
    // The terminal's own echo of Ctrl-C follows the line it was pressed on.
    let lines = Self.progressLines(in: terminal.text(from: start)).map { $0.replacingOccurrences(of: "^C", with: "") }
    #expect(!lines.isEmpty)
    // 40 columns: at most 37 characters, so the echoed "^C" (two more) never wraps to a row of its own.
    #expect(lines.allSatisfy { $0.count <= 37 }, "\(lines.filter { $0.count > 37 })")
    #expect(try terminal.typeEndOfInputAndWaitForExit() == 0)
  }

  @Test("after the window narrows, the progress line's wrapped rows are cleared with it")
  func resizedTerminalProgress() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let terminal = try Self.start(in: directory)
    var mark = terminal.output.count
    try terminal.type("explore 10\r")
    mark = try terminal.waitFor("\r\u{1B}[Kexploring: ", after: mark)
    mark = try terminal.waitFor("(Ctrl-C stops)", after: mark)
    // The line drawn at 100 columns is about 70 wide: at 30 columns a terminal wraps it onto 3 rows.
    terminal.resize(columns: 30)
    mark = try terminal.waitFor("\r\u{1B}[2A\u{1B}[J", after: mark)
    try terminal.type("\u{03}")
    mark = try terminal.waitFor("(stopped early): ", after: mark)
    mark = try terminal.waitFor(Self.prompt, after: mark)
    #expect(try terminal.typeEndOfInputAndWaitForExit() == 0)
  }

  @Test("Tab completes a command and an item label")
  func completion() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let terminal = try Self.start(in: directory)
    var mark = terminal.output.count
    // Tab then Enter in one go: libedit handles the keys in order. (It redraws the completed word with
    // cursor moves, so "show" never appears in one piece; what the command prints shows it ran.)
    try terminal.type("sh\t\r")
    mark = try terminal.waitFor(Self.prompt, after: terminal.waitFor("Navigation examples", after: mark))
    try terminal.type("tap Norm\t\r")
    mark = try terminal.waitFor("A Detail pushed from Examples.", after: mark)
    try terminal.waitFor("Detail 1> ", after: mark)
    #expect(!terminal.text(from: 0).contains("error:"), "\(terminal.text(from: 0))")
    #expect(try terminal.typeEndOfInputAndWaitForExit() == 0)
  }

  @Test("history is written by one run and recalled (Ctrl-P) by the next")
  func historyReload() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    do {
      let first = try Self.start(in: directory)
      let mark = first.output.count
      try first.type("profile ios17\r")
      try first.waitFor(Self.prompt, after: first.waitFor("profile: iOS 17", after: mark))
      #expect(try first.typeEndOfInputAndWaitForExit() == 0)
    }
    let second = try Self.start(in: directory)
    let mark = second.output.count
    try second.type("\u{10}\r")  // Ctrl-P: the previous line, from the history file
    try second.waitFor(Self.prompt, after: second.waitFor("profile: iOS 17", after: mark))
    #expect(try second.typeEndOfInputAndWaitForExit() == 0)
  }

  /// Starts the shell on a terminal, records to `path` and taps "normal": the terminal, and where its output
  /// stands once the Detail's prompt is shown.
  static func recordingADetail(
    to path: String, in directory: TemporaryDirectory
  ) throws -> (terminal: PseudoTerminal, mark: Int) {
    let terminal = try start(in: directory)
    var mark = terminal.output.count
    try terminal.type("record \(path)\r")
    mark = try terminal.waitFor(prompt, after: terminal.waitFor("'record stop' saves it", after: mark))
    try terminal.type("tap normal\r")
    mark = try terminal.waitFor("Detail 1> ", after: terminal.waitFor("A Detail pushed from Examples.", after: mark))
    return (terminal, mark)
  }

  @Test(
    "SIGTERM or SIGHUP while recording at the prompt saves the recording so far and says so",
    arguments: [SIGTERM, SIGHUP])
  func signalWhileRecording(_ number: Int32) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("r.txt")
    let (terminal, mark) = try Self.recordingADetail(to: path, in: directory)
    kill(terminal.pid, number)
    #expect(try terminal.waitForExit() == 128 + number, "ended by the signal")
    #expect(
      terminal.text(from: mark).contains("the recording so far is saved: recorded 1 line to \(path)"),
      "\(terminal.text(from: mark).debugDescription)")
    let replay = try ShellExecutable.run(["--replay", path])
    #expect(replay.status == 0, "\(replay.lines)")
  }

  @Test("Ctrl-C while recording cancels the line being edited; the recording goes on, and replays")
  func interruptWhileRecording() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("r.txt")
    let (terminal, start) = try Self.recordingADetail(to: path, in: directory)
    var mark = start
    try terminal.type("tap 1")
    mark = try terminal.waitFor("tap 1", after: mark)
    mark = try terminal.interrupt(expecting: "Detail 1> ", after: mark)
    try terminal.type("record stop\r")
    mark = try terminal.waitFor("recorded 1 line to \(path)", after: mark)
    try terminal.waitFor("Detail 1> ", after: mark)
    #expect(try terminal.typeEndOfInputAndWaitForExit() == 0)
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(!text.contains("tap 1"), "\(text)")
    let replay = try ShellExecutable.run(["--replay", path])
    #expect(replay.status == 0, "\(replay.lines)")
  }

  @Test("Ctrl-C on the terminal of a session that reads a script (not the terminal) saves the recording so far")
  func interruptWhileAScriptRecords() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("r.txt")
    let fifo = directory.file("script")
    #expect(mkfifo(fifo, 0o600) == 0)
    let executable = try #require(ShellExecutable.releaseURL(), "navigatable-ribs executable not found")
    let terminal = try PseudoTerminal(
      executable: executable.path, arguments: ["--script", fifo],
      environment: [
        "PATH": "/usr/bin:/bin", "HOME": directory.path, "TERM": "xterm",
        "NAVIGATABLE_RIBS_HISTORY": directory.file("history"),
      ].merging(ShellExecutable.sanitizerEnvironment) { _, new in new })
    // The script stays open: the shell waits for its next line when Ctrl-C comes.
    let writer = open(fifo, O_WRONLY)
    #expect(writer >= 0)
    defer { close(writer) }
    let lines = Array("record \(path)\ntap normal\nprofile\n".utf8)
    #expect(lines.withUnsafeBytes { write(writer, $0.baseAddress!, $0.count) } == lines.count)
    let mark = try terminal.waitFor("profile: iOS 18", after: 0)
    try terminal.type("\u{03}")
    #expect(try terminal.waitForExit() == 128 + SIGINT, "ended by the signal")
    #expect(
      terminal.text(from: mark).contains("SIGINT: the recording so far is saved: recorded 2 lines to \(path)"),
      "\(terminal.text(from: mark).debugDescription)")
    let replay = try ShellExecutable.run(["--replay", path])
    #expect(replay.status == 0, "\(replay.lines)")
  }
}
