import AppShell
import Foundation
import SampleShell
import ShellKit
import ShellTestSupport
import Testing

/// A corpus of hostile input: every number the shell parses at `Int.min`, `Int.max` and beyond, invalid
/// UTF-8, NUL, a byte-order mark, a 1 MB line, and an output nobody can write to. Each one gets a clear
/// one-line answer (or is handled as documented), never a crash.
@MainActor
@Suite("Hostile input: a corpus")
struct HostileInputTests {
  /// Whole numbers at and beyond the edges of `Int`, plus the small ones that name no entry.
  static let numbers = [
    String(Int.min), String(Int.max), "-9223372036854775809", "9223372036854775808", "+9223372036854775807",
    "18446744073709551616", String(repeating: "9", count: 60), "-" + String(repeating: "9", count: 60),
    "-1", "0", "-0", "+0",
  ]

  /// Sends `line` to the session; what became of it and the lines it printed.
  static func send(_ line: [UInt8], to shell: TestShell) -> (outcome: LineOutcome?, printed: [String]) {
    let before = shell.output.lines.count
    let outcome = shell.session.handle(.line(line))
    return (outcome, Array(shell.output.lines.dropFirst(before)))
  }

  static func send(_ line: String, to shell: TestShell) -> (outcome: LineOutcome?, printed: [String]) {
    send(Array(line.utf8), to: shell)
  }

  /// Expects `line` to fail with exactly one `error:` line containing `fragment`.
  static func expectOneError(_ line: String, containing fragment: String, in shell: TestShell) {
    let (outcome, printed) = send(line, to: shell)
    #expect(outcome == .failed, "\(line)")
    #expect(
      printed.count == 1 && printed[0].hasPrefix("error: ") && printed[0].contains(fragment), "\(line): \(printed)")
  }

  @Test("tap, tab, back-menu and open at Int.min, Int.max and beyond: one clear error line each")
  func numberArguments() {
    let shell = RealAppShell.make()
    defer { RealAppShell.restoreGlobals() }
    for number in Self.numbers {
      let shown = number.count > 40 ? String(number.prefix(40)) + "…" : number
      // However many rows Examples has (a team adds its own children): the range starts at 1.
      Self.expectOneError("tap \(number)", containing: "no item \(shown) on Examples (items 1 to ", in: shell)
      // However many tabs the app has (a team adds its own): the range starts at 1.
      Self.expectOneError("tab \(number)", containing: "no item \(shown) on the tab bar (items 1 to ", in: shell)
      Self.expectOneError("open ribs://examples/detail?depth=\(number)", containing: "unknown deep link", in: shell)
    }
    #expect(Self.send("tap normal", to: shell).outcome == .succeeded)
    for number in Self.numbers {
      let shown = number.count > 40 ? String(number.prefix(40)) + "…" : number
      Self.expectOneError(
        "back-menu \(number)", containing: "no entry \(shown) in the back menu (entries 1 to 1)", in: shell)
    }
    #expect(Self.send("back-menu 1", to: shell).outcome == .succeeded, "the shell still works")
    #expect(Self.send("tab 2", to: shell).outcome == .succeeded)
  }

  @Test("huge and odd numbers typed into the amount and card forms: answered on the screen, no crash, no leak")
  func numbersInForms() {
    let shell = RealAppShell.make()
    defer { RealAppShell.restoreGlobals() }
    let typed =
      Self.numbers + ["1e400", "0." + String(repeating: "0", count: 60) + "1", String(repeating: "4", count: 4000)]
    #expect(Self.send("tab finance", to: shell).outcome == .succeeded)
    #expect(Self.send("tap top up", to: shell).outcome == .succeeded)
    for number in typed {
      #expect(Self.send("type \(number)", to: shell).outcome == .succeeded, "\(number)")
      let (outcome, printed) = Self.send("tap top up", to: shell)
      #expect(outcome == .succeeded && !printed.isEmpty, "\(number): \(printed)")
    }
    #expect(Self.send("dismiss", to: shell).outcome != nil)
    #expect(Self.send("open ribs://finance/add-card", to: shell).outcome == .succeeded)
    for number in typed {
      #expect(Self.send("type \(number)", to: shell).outcome == .succeeded, "\(number)")
      #expect(Self.send("tap add card", to: shell).outcome == .succeeded, "\(number)")
    }
    #expect(Self.send("open ribs://examples", to: shell).outcome == .succeeded)
    #expect(Self.send("leaks", to: shell).printed.last == "leaked objects: 0")
  }

  @Test(
    "invalid UTF-8 and NUL: one error line each",
    arguments: [
      ([0xFF], "not valid UTF-8"), ([0xC0, 0x80], "not valid UTF-8"), ([0xED, 0xA0, 0x80], "not valid UTF-8"),
      (Array("show".utf8) + [0x80], "not valid UTF-8"), ([0xE2, 0x82], "not valid UTF-8"),
      ([0xF4, 0x90, 0x80, 0x80], "not valid UTF-8"), ([0x00], "U+0000"), (Array("sh\u{0}ow".utf8), "U+0000"),
      (Array("tap \u{0}".utf8), "U+0000"),
    ] as [([UInt8], String)])
  func badBytes(_ bytes: [UInt8], _ fragment: String) {
    let shell = RealAppShell.make()
    defer { RealAppShell.restoreGlobals() }
    let (outcome, printed) = Self.send(bytes, to: shell)
    #expect(outcome == .failed)
    #expect(printed.count == 1 && printed[0].hasPrefix("error: input") && printed[0].contains(fragment), "\(printed)")
  }

  @Test("a byte-order mark starts the script: dropped; anywhere else it is an unknown command")
  func byteOrderMark() throws {
    let bom = "\u{FEFF}"
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let script = directory.file("script.txt")
    #expect(
      FileManager.default.createFile(atPath: script, contents: Data((bom + "profile\n" + bom + "profile\n").utf8)))
    let run = try ShellExecutable.run(["--script", script])
    #expect(run.lines.first == "profile: iOS 18")
    #expect(run.lines.count == 2 && run.lines[1].hasPrefix("error: unknown command"), "\(run.lines)")
    #expect(run.status == 1)
    let piped = try ShellExecutable.run(input: bom + "profile\n")
    #expect(piped.lines == ["profile: iOS 18"])
    #expect(piped.status == 0)
  }

  @Test("a 1 MB line: one error line, then the next line runs")
  func megabyteLine() throws {
    let input = Array(repeating: UInt8(ascii: "x"), count: 1_000_000) + Array("\nprofile\n".utf8)
    let run = try ShellExecutable.run(inputBytes: input)
    #expect(run.exitedNormally)
    #expect(run.lines == ["error: line too long (1000000 bytes, limit 4096); line ignored", "profile: iOS 18"])
    #expect(run.status == 1)
  }

  @Test("--version prints the version and exits 0")
  func version() throws {
    let run = try ShellExecutable.run(["--version"])
    #expect(run.standardOutput == SampleCommandLine.identity.version + "\n")
    #expect(run.status == 0)
  }

  @Test("standard output that cannot be written (/dev/full): reported on stderr, exit 74")
  func unwritableOutput() throws {
    let executable = try #require(ShellExecutable.url())
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let script = directory.file("script.txt")
    #expect(FileManager.default.createFile(atPath: script, contents: Data("show\nprofile\n".utf8)))
    #expect(FileManager.default.createFile(atPath: directory.file("stderr"), contents: nil))
    let process = Process()
    process.executableURL = executable
    process.arguments = ["--script", script]
    process.environment = ["PATH": "/usr/bin:/bin", "HOME": directory.path]
      .merging(ShellExecutable.sanitizerEnvironment) { _, new in new }
    process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/full"))
    process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: directory.file("stderr")))
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationReason == .exit)
    #expect(process.terminationStatus == ShellSession.outputFailedStatus)
    let error = try String(contentsOfFile: directory.file("stderr"), encoding: .utf8)
    #expect(error == "navigatable-ribs: error: cannot write to standard output: No space left on device\n")
  }

  @Test("the output sink keeps the first failed write; the session stops there with status 74")
  func sinkFailureEndsTheSession() throws {
    let full = open("/dev/full", O_WRONLY)
    #expect(full >= 0)
    defer { close(full) }
    let sink = StandardOutputSink(descriptor: full)
    let console = Console(sink: sink, usesColor: false)
    let session = ShellSession(
      registry: ShellLauncher.makeRegistry(app: FakeApp(configuration: ShellConfiguration()), console: console),
      console: console, mode: .script(bail: false))
    let reader = FakeLineReader(lines: ["help", "help", "help"])
    #expect(session.run(reader: reader) == ShellSession.outputFailedStatus)
    #expect(sink.writeError == OutputWriteError(code: ENOSPC))
    #expect(reader.remainingEventCount == 2, "the session stopped after the first line whose output was lost")
  }
}
