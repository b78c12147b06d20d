import AppShell
import Foundation
import Root
import SampleShell
import ShellKit
import Testing

/// Valid and invalid commands chosen from what the visible screen offers (its items, tabs, back menu),
/// mixed with hostile ones: numbers at the edges of `Int`, unknown commands, wrong argument counts, invalid
/// UTF-8, control characters, overlong lines. No `reset`: a session is one long life of one app.
@MainActor
struct SessionFuzzer {
  var generator: SeededGenerator
  /// Whether the lines are for a recording (``ReplayTests``): text a transcript can hold (no invalid UTF-8,
  /// control characters or overlong lines), with the session's own commands mixed in: `why`, `trace`,
  /// `fixture`.
  var recordable = false

  /// The next line, given the session's completion engine (to know what the screen offers).
  mutating func line(engine: CompletionEngine) -> [UInt8] {
    let roll = Int.random(in: 0..<100, using: &generator)
    if recordable, roll >= 78 { return text(sessionLine(engine: engine)) }
    switch roll {
    case 0..<30: return text(tap(engine.candidates(forLinePrefix: "tap ")))
    case 30..<37: return text("back")
    case 37..<45: return text(pick(["swipe", "swipe", "swipe begin", "swipe finish", "swipe cancel"]))
    case 45..<50: return text("back-menu " + pick(engine.candidates(forLinePrefix: "back-menu ") + ["", "1", "2"]))
    case 50..<56: return text("tab " + pick(["1", "2", "examples", "finance", "fin"]))
    case 56..<60: return text(pick(["dismiss", "dismiss cancel"]))
    case 60..<66:
      return text("open " + pick(AppRoot.deepLinkExamples + ["ribs://examples/detail?depth=20", "ribs://nowhere"]))
    case 66..<70:
      return text("type " + pick(["12.50", "0", "-3", "4242 4242 4242 4242", "12/99", "123", "abc", number()]))
    case 70..<75: return text(pick(["show", "tree", "stack", "tree --json", "stack --json", "help", "help tap"]))
    case 75..<77: return text(pick(["profile ios17", "profile ios18", "profile"]))
    case 77..<78: return text(pick(["leaks", "leaks --json"]))
    default: return hostile()
    }
  }

  /// `why` (of a RIB the session met, or of nobody), `trace`, `fixture`, or a wrong line that is still text.
  private mutating func sessionLine(engine: CompletionEngine) -> String {
    switch Int.random(in: 0..<6, using: &generator) {
    case 0, 1: return "why " + pick(engine.candidates(forLinePrefix: "why ") + ["Nobody", "Detail#999"])
    case 2: return pick(["trace on", "trace off", "trace"])
    case 3: return pick(["fixture cards=0", "fixture cards=2", "fixture balance=25", "fixture cards=9"])
    default:
      return pick([
        "nope", "tapp 1", "swipe sideways", "trace maybe", "tap \"unterminated", "open", "tree a b",
        "tab " + number(), "back-menu " + number(),
      ])
    }
  }

  /// A tap on one of `labels`: by number, by label, by a lower-cased beginning, or out of range.
  private mutating func tap(_ labels: [String]) -> String {
    guard !labels.isEmpty else { return "tap 1" }
    let index = Int.random(in: labels.indices, using: &generator)
    switch Int.random(in: 0..<4, using: &generator) {
    case 0: return "tap \(index + 1)"
    case 1: return "tap \"\(labels[index])\""
    case 2:
      return "tap "
        + labels[index].lowercased().prefix(Int.random(in: 1...max(1, labels[index].count), using: &generator))
    default: return "tap \(labels.count + 1)"
    }
  }

  private mutating func hostile() -> [UInt8] {
    switch Int.random(in: 0..<9, using: &generator) {
    case 0: return text(pick(["tap", "tab", "back-menu"]) + " " + number())
    case 1: return text("open ribs://examples/detail?depth=" + number())
    case 2: return text(pick(["nope", "tapp 1", "swipe sideways", "trace maybe", "profile ios9", "leaks --yaml"]))
    case 3: return text(pick(["open", "back 1", "tree a b", "show please", "dismiss now please"]))
    case 4: return [0xFF, 0xFE] + Array("show".utf8)
    case 5: return Array("sh\u{0}ow".utf8) + [0x1B]
    case 6: return Array(repeating: UInt8(ascii: "a"), count: Int.random(in: 4097...6000, using: &generator))
    case 7: return text("tap \"unterminated")
    default:
      return (0..<Int.random(in: 1...40, using: &generator)).map { _ in
        let byte = UInt8.random(in: 0...255, using: &generator)
        return byte == 0x0A ? 0x20 : byte
      }
    }
  }

  private mutating func number() -> String {
    pick([
      String(Int.min), String(Int.max), "-9223372036854775809", "9223372036854775808", "0", "-1",
      String(repeating: "9", count: 30),
    ])
  }

  private mutating func pick(_ choices: [String]) -> String {
    choices.randomElement(using: &generator) ?? ""
  }

  private func text(_ line: String) -> [UInt8] { Array(line.utf8) }
}

/// Structured random sessions through the real app, in-process: every failed line is one error line, and
/// every session, however it wandered, ends with `leaks` reporting 0 leaked objects.
///
/// The seed is printed; `SHELL_SESSION_FUZZ_SEED=N swift test --filter SessionFuzz` replays a run.
@MainActor
@Suite("Session fuzz: long random sessions leak nothing")
struct SessionFuzzTests {
  /// The seed of the first fuzzed session: `SHELL_SESSION_FUZZ_SEED`, else a fixed one; session i uses seed + i.
  static let seed: UInt64 =
    ProcessInfo.processInfo.environment["SHELL_SESSION_FUZZ_SEED"].flatMap { UInt64($0) }
    ?? 0x5E55_1017

  /// The lines printed after the first `offset` bytes of the output (the whole output is long: do not split it all).
  static func lines(of shell: TestShell, after offset: Int) -> [String] {
    String(decoding: shell.output.text.utf8.dropFirst(offset), as: UTF8.self)
      .split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
  }

  @Test("4 sessions of 3,000 commands: one error line per failure, 0 leaked objects at the end", arguments: 0..<4)
  func session(_ index: UInt64) {
    let seed = Self.seed &+ index
    print("session fuzz: seed \(seed) (SHELL_SESSION_FUZZ_SEED=\(Self.seed) replays this run)")
    var fuzzer = SessionFuzzer(generator: SeededGenerator(seed: seed))
    let shell = RealAppShell.make()
    defer { RealAppShell.restoreGlobals() }
    let engine = CompletionEngine(registry: shell.session.registry)
    var failures = 0
    var history: [String] = []
    for number in 0..<3_000 {
      let line = fuzzer.line(engine: engine)
      history.append(String(decoding: line.prefix(60), as: UTF8.self))
      let before = shell.output.text.utf8.count
      let event: LineEvent = line.count > ShellLimits.maximumLineBytes ? .tooLong(byteCount: line.count) : .line(line)
      guard let outcome = shell.session.handle(event) else {
        Issue.record("seed \(seed), line \(number): end of input")
        return
      }
      let printed = Self.lines(of: shell, after: before)
      if outcome == .failed {
        failures += 1
        guard printed.count == 1, printed.first?.hasPrefix("error: ") == true else {
          Issue.record("seed \(seed), line \(number) \(history.last ?? ""): \(printed)")
          return
        }
      } else if printed.contains(where: { $0.hasPrefix("error:") }) {
        Issue.record("seed \(seed), line \(number) \(history.last ?? ""): an error line without a failure")
        return
      }
    }
    #expect(
      failures > 100 && failures < 2_500, "seed \(seed): the fuzzer should mix good and bad lines (\(failures) failed)")
    // A swipe left in flight would hold HeadlessUIKit's transitions open for the tests that come next.
    _ = shell.session.handle(.line(Array("swipe cancel".utf8)))
    let before = shell.output.text.utf8.count
    _ = shell.session.handle(.line(Array("leaks".utf8)))
    let report = Self.lines(of: shell, after: before)
    #expect(
      report.last == "leaked objects: 0",
      "seed \(seed): \(report.joined(separator: "\n"))\nlast lines: \(history.suffix(30))")
  }
}
