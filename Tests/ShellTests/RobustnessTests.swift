import AppShell
import Foundation
import NavigatableRIBs
import ShellKit
import ShellTestSupport
import Testing

/// SplitMix64: a tiny seeded generator, so a failing run reproduces from its seed.
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// Random and malformed input lines (never containing a line feed).
struct LineFuzzer {
  var generator: SeededGenerator

  mutating func line() -> [UInt8] {
    switch Int.random(in: 0..<8, using: &generator) {
    case 0: return randomBytes(count: Int.random(in: 0...80, using: &generator))
    case 1: return Array(String(repeating: "a", count: Int.random(in: 4000...9000, using: &generator)).utf8)
    case 2: return Array(quoteSoup().utf8)
    case 3: return Array(unicodeSoup().utf8)
    case 4: return Array(command().utf8)
    case 5: return Array(["", "   ", "# comment", "\t#x", "\r"].randomElement(using: &generator)!.utf8)
    case 6: return Array(command().utf8) + randomBytes(count: 3)
    default: return Array((command() + " " + quoteSoup()).utf8)
    }
  }

  mutating func randomBytes(count: Int) -> [UInt8] {
    (0..<count).map { _ in
      let byte = UInt8.random(in: 0...255, using: &generator)
      return byte == 0x0A ? 0x00 : byte
    }
  }

  mutating func quoteSoup() -> String {
    let pieces = [" ", "'", "\"", "\\", "a", "é", "🙂", "#", "\t", "help", "\\\"", "''"]
    return (0..<Int.random(in: 0...12, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }
      .joined()
  }

  mutating func unicodeSoup() -> String {
    let ranges: [ClosedRange<UInt32>] = [
      0x20...0x7E, 0x80...0x9F, 0x300...0x36F, 0x590...0x5FF, 0x1F600...0x1F64F, 0xFFF0...0xFFFD, 0x2000...0x206F,
    ]
    var result = String.UnicodeScalarView()
    for _ in 0..<Int.random(in: 0...30, using: &generator) {
      let range = ranges.randomElement(using: &generator)!
      if let scalar = Unicode.Scalar(UInt32.random(in: range, using: &generator)) { result.append(scalar) }
    }
    return String(result)
  }

  /// Commands of the real app, good and bad. Pops and resets outnumber pushes so the stacks stay shallow;
  /// `trace on` is left out (its lines name view controllers by serial number, which differ in-process).
  mutating func command() -> String {
    let names = [
      "show", "help", "?", "help tap", "help exit", "Show", "tap", "tap 1", "tap 2", "tap \"Push next\"",
      "tap close", "tap 9", "tap nope", "type Ada", "type \"12.50\"", "back", "back", "swipe", "swipe begin",
      "swipe finish", "swipe cancel", "swipe cancel", "back-menu", "back-menu 1", "back-menu 7", "tab 1", "tab 2",
      "tab settings", "tab 0", "dismiss", "dismiss cancel", "open navigatable-ribs://examples/detail",
      "open nowhere", "tree", "stack", "leaks", "tree --json", "leaks --json", "stack --yaml", "trace off",
      "trace", "profile", "profile ios17", "profile ios18", "profile 16", "reset",
    ]
    return names.randomElement(using: &generator)!
  }
}

@Suite("Robustness")
struct RobustnessTests {
  /// The seed: `SHELL_FUZZ_SEED` if set, else a fixed one (printed with every failure).
  static let seed: UInt64 = ProcessInfo.processInfo.environment["SHELL_FUZZ_SEED"].flatMap { UInt64($0) } ?? 0x5EED_2026

  static func lines(count: Int, seed: UInt64) -> [[UInt8]] {
    var fuzzer = LineFuzzer(generator: SeededGenerator(seed: seed))
    return (0..<count).map { _ in fuzzer.line() }
  }

  @MainActor
  @Test(
    "10,000 random lines through the real reader, the REPL and the app: every failed line is exactly one error line")
  func inProcess() throws {
    let seed = Self.seed
    let lines = Self.lines(count: 10_000, seed: seed)
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("fuzz")
    #expect(FileManager.default.createFile(atPath: path, contents: Data(lines.flatMap { $0 + [UInt8(0x0A)] })))
    let reader = try StreamLineReader.open(path: path)
    defer { reader.close() }
    let shell = RealAppShell.make()
    defer { RealAppShell.restoreGlobals() }
    var index = 0
    var failures = 0
    while true {
      let before = shell.output.text.utf8.count
      guard let outcome = shell.session.handle(reader.readLine(prompt: ""), reader: reader) else { break }
      let printed = String(decoding: shell.output.text.utf8.dropFirst(before), as: UTF8.self)
        .split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
      if outcome == .failed {
        failures += 1
        #expect(printed.count == 1 && printed[0].hasPrefix("error: "), "seed \(seed), line \(index): \(printed)")
      } else {
        #expect(!printed.contains { $0.hasPrefix("error") }, "seed \(seed), line \(index): \(printed)")
      }
      #expect(printed.allSatisfy { $0.utf8.count <= 4096 + 200 }, "seed \(seed), line \(index): overlong output")
      index += 1
    }
    #expect(index == lines.count, "seed \(seed): read \(index) lines of \(lines.count)")
    #expect(failures == shell.session.failureCount)
    #expect(failures > 1000 && failures < lines.count, "seed \(seed): the fuzzer should mix good and bad lines")
    #expect(shell.session.exitStatus == 1)
  }

  @MainActor
  @Test("3,000 random lines piped into the executable: no crash, exit 1, same output as the app in-process")
  func executable() throws {
    let seed = Self.seed &+ 1
    let lines = Self.lines(count: 3_000, seed: seed)
      .filter { !(InputLine.decode($0).map { ["quit", "exit"].contains($0) }.value ?? false) }
    let input: [UInt8] = lines.flatMap { $0 + [UInt8(0x0A)] }
    let run = try ShellExecutable.run(inputBytes: input)
    #expect(run.exitedNormally, "seed \(seed): the shell crashed")
    #expect(run.status == 1, "seed \(seed)")
    #expect(run.standardError.isEmpty, "seed \(seed): \(run.standardError.prefix(500))")

    let shell = RealAppShell.make()
    defer { RealAppShell.restoreGlobals() }
    #expect(
      shell.run(
        [],
        reader: FakeLineReader(
          lines.map { line in
            line.count > ShellLimits.maximumLineBytes ? .tooLong(byteCount: line.count) : .line(line)
          })) == 1)
    // Ids (`Detail#7`, `#7`) count the view controllers the process made: the in-process app is not the first.
    #expect(
      run.lines.map(Self.withoutNumbers) == shell.lines.map(Self.withoutNumbers),
      "seed \(seed): executable and in-process transcripts differ")
  }

  /// `line` with every `#` followed by digits turned into `#N`.
  static func withoutNumbers(_ line: String) -> String {
    var result = ""
    var index = line.startIndex
    while index < line.endIndex {
      let character = line[index]
      result.append(character)
      index = line.index(after: index)
      if character == "#", index < line.endIndex, line[index].isASCII, line[index].isNumber {
        result += "N"
        while index < line.endIndex, line[index].isASCII, line[index].isNumber { index = line.index(after: index) }
      }
    }
    return result
  }
}

extension Result {
  var value: Success? { try? get() }
}
