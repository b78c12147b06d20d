import AppShell
import Foundation
import PropertyBased
import SampleShell
import ShellTestSupport
import Testing

@testable import ShellKit

/// Random sessions recorded with `record FILE`, hostile lines mixed in — lines refused for their bytes or
/// their length, `record stop` spelled every way the tokenizer allows, recordings started mid-session
/// (whose preamble replays the state), a recording left on at the end — and each recording replays exactly.
///
/// `RECORDING_SESSIONS=N` runs N sessions instead of the default; a failure prints the seed to replay.
@MainActor
@Suite("Recordings replay exactly: random sessions with hostile lines", .serialized)
struct RecordingPropertyTests {
  /// Sessions per run: 30 by default, so `make test` stays quick on a small machine;
  /// `RECORDING_SESSIONS=N` runs N (CI runs 100).
  static let sessions = ProcessInfo.processInfo.environment["RECORDING_SESSIONS"].flatMap(Int.init) ?? 30
  /// Each value is one step of a session.
  static let steps = Gen.int(in: 0...Int(Int32.max)).array(of: 1...50)

  /// `record stop`, as the tokenizer reads it however it is typed.
  static let stopSpellings = [
    "record stop", "record  stop", "record \"stop\"", "record\tstop", "record 'stop'", "  record stop  ",
    "record st\"op\"",
    "record stop\r",
  ]

  /// A line refused for its bytes.
  static func refused(_ value: Int) -> [UInt8] {
    switch value % 5 {
    case 0: return Array("tap".utf8) + [0x01]
    case 1: return [0xFF, 0xFE] + Array("show".utf8)
    case 2: return Array("sh\u{0}ow".utf8) + [0x1B]
    case 3: return Array(" back ".utf8) + [0x7F]
    default: return Array("tab 1".utf8) + [0xC3]
    }
  }

  @Test("random sessions with hostile lines: every recording replays exactly")
  func randomSessionsReplay() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    var recordings = 0
    var preambles = 0
    await propertyCheck(count: Self.sessions, input: Self.steps) { values in
      let paths = Self.record(values, in: directory)
      for path in paths {
        recordings += 1
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        if text.contains("#! preamble: ") { preambles += 1 }
        #expect(!text.contains("\n> record"), "record's own lines are not in the recording: \(text)")
        let replay = ReplayTests.replayInProcess(path)
        #expect(
          replay.status == 0, "steps \(values):\n\(replay.lines.joined(separator: "\n"))\n--- recording:\n\(text)")
        try? FileManager.default.removeItem(atPath: path)
      }
    }
    #expect(recordings >= Self.sessions, "each session records at least once")
    #expect(preambles > 0, "some recordings start mid-session")
  }

  @Test("a refused line's escaped form is printable ASCII and gives back its bytes, whatever they are")
  func escapesRoundTrip() async throws {
    await propertyCheck(count: 500, input: Gen<UInt8>.value().array(of: 0...80)) { bytes in
      let line = TypedLine.refused(bytes + [0x01])
      let written = line.transcriptLine
      #expect(written.utf8.allSatisfy { (0x20...0x7E).contains($0) }, "\(written)")
      #expect(TypedLine.isTyped(written))
      #expect((try? TypedLine(transcriptLine: written)) == line, "\(written)")
      #expect(line.event == .line(bytes + [0x01]))
    }
    #expect(try TypedLine(transcriptLine: ">! <5000 bytes>") == .tooLong(byteCount: 5_000))
    #expect(try TypedLine(transcriptLine: "> a\\x01") == .text("a\\x01"), "a '> ' line is text, as it is")
    #expect(try TypedLine(transcriptLine: "printed") == nil)
  }

  @Test("a session keeps the commands before a recording up to the preamble's bound; past it 'record' refuses")
  func preambleBound() throws {
    let shell = TestShell()
    for _ in 0..<CommandLog.maximumCommands { _ = shell.session.handle(.line(Array("show".utf8))) }
    #expect(shell.session.commandLog.isComplete)
    #expect(shell.session.commandLog.commands.count == CommandLog.maximumCommands)
    _ = shell.session.handle(.line(Array("show".utf8)))
    #expect(!shell.session.commandLog.isComplete && shell.session.commandLog.commands.isEmpty)
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("r.txt")
    #expect(shell.session.handle(.line(Array("record \(path)".utf8))) == .failed)
    #expect(
      shell.lines.last
        == "error: cannot record from here: the 10001 commands that led to this state are more than a recording's preamble holds (10000, or 1 MiB); record in a new session"
    )
    #expect(!FileManager.default.fileExists(atPath: path))
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
  }

  /// Runs a session of `values` in-process; returns the recordings it saved.
  static func record(_ values: [Int], in directory: TemporaryDirectory) -> [String] {
    RealAppShell.restoreGlobals()
    defer { RealAppShell.restoreGlobals() }
    let output = MemoryOutputSink()
    let console = Console(sink: output, usesColor: false)
    let app = AppExplorer(configuration: ShellConfiguration(), catalog: SampleCatalog())
    app.connect(console: console)
    let registry = ShellLauncher.makeRegistry(app: app, console: console)
    let session = ShellSession(registry: registry, console: console, mode: .script(bail: false), app: app)
    let engine = CompletionEngine(registry: registry)
    var paths: [String] = []
    func startRecording() {
      let path = directory.file("recording-\(UUID().uuidString).txt")
      paths.append(path)
      _ = session.handle(.line(Array("record \(path)".utf8)))
    }
    if values[0] % 2 == 0 { startRecording() }
    for value in values {
      switch value % 20 {
      case 0, 1: _ = session.handle(.line(refused(value / 20)))
      case 2: _ = session.handle(.tooLong(byteCount: ShellLimits.maximumLineBytes + 1 + value % 5_000))
      case 3, 4:
        if console.recorder == nil {
          startRecording()
        } else {
          _ = session.handle(.line(Array(stopSpellings[value / 20 % stopSpellings.count].utf8)))
        }
      default:
        var fuzzer = SessionFuzzer(generator: SeededGenerator(seed: UInt64(value)))
        fuzzer.recordable = true
        _ = session.handle(.line(fuzzer.line(engine: engine)))
      }
    }
    if console.recorder == nil { startRecording() }
    _ = session.handle(.line(Array("profile".utf8)))
    // What the launcher does at the end of input: a recording still on is saved.
    _ = ShellLauncher.saving(console, session.exitStatus)
    _ = session.handle(.line(Array("swipe cancel".utf8)))
    return paths
  }
}
