import Foundation
import Testing

@testable import AppShell
@testable import ShellKit

/// The edges a hostile user found, each answered with one clear line and the documented status.
@MainActor
@Suite("Small edges: help to a full disk, unreadable input, clashing formats, wide characters")
struct SmallEdgesTests {
  @Test("--version and --help to a full standard output exit 74 (as a session does), not 0")
  func helpAndVersionToAFullDiskFail() throws {
    let full = open("/dev/full", O_WRONLY)
    #expect(full >= 0)
    defer { close(full) }
    for arguments in [["--version"], ["--help"]] {
      let error = try #require(throws: (any Error).self) { try ShellOptions.parse(arguments) }
      let status = ShellLauncher.reportParseOutcome(of: error, output: StandardOutputSink(descriptor: full))
      #expect(status == ShellSession.outputFailedStatus, "\(arguments)")
    }
    let error = try #require(throws: (any Error).self) { try ShellOptions.parse(["--version"]) }
    #expect(ShellLauncher.reportParseOutcome(of: error, output: MemoryOutputSink()) == 0)
  }

  @Test("standard input that is a directory ends the session with an error, not a silent success")
  func aDirectoryAsInputIsUnreadable() throws {
    let directory = open(NSTemporaryDirectory(), O_RDONLY)
    #expect(directory >= 0)
    defer { close(directory) }
    let reader = StreamLineReader(descriptor: directory)
    guard case .unreadable(let reason) = reader.readLine(prompt: "") else {
      Issue.record("a directory read as lines")
      return
    }
    #expect(reason == String(cString: strerror(EISDIR)))
  }

  @Test("a line that never ends (as /dev/full gives) ends the input instead of reading forever")
  func anEndlessLineEndsTheInput() {
    let zero = open("/dev/zero", O_RDONLY)
    #expect(zero >= 0)
    defer { close(zero) }
    let reader = StreamLineReader(descriptor: zero, maximumLineBytes: 16)
    guard case .unreadable(let reason) = reader.readLine(prompt: "") else {
      Issue.record("an endless line was read as a line")
      return
    }
    #expect(reason.contains("\(reader.endlessLineBytes) bytes without ending"))
  }

  @Test("tree and stack refuse --json with another --format, and accept them when they agree")
  func clashingFormatsAreRefused() throws {
    #expect(throws: CommandError.self) {
      try OutputFormat.parse(["--json", "--format", "dot"], allowed: [.json, .dot])
    }
    #expect(try OutputFormat.parse(["--json", "--format", "json"], allowed: [.json]).format == .json)
    #expect(try OutputFormat.parse(["--format", "dot", "Root"], allowed: [.dot]) == (.dot, "Root"))
  }

  @Test("show --frame counts CJK and full-width characters as two columns, as a terminal draws them")
  func wideCharactersTakeTwoColumns() {
    #expect(PhoneFrame.columns("詳細") == 4)
    #expect(PhoneFrame.columns("ｶﾅ") == 2)  // half-width katakana: one column each
    #expect(PhoneFrame.columns("Ｄｅｔａｉｌ") == 12)
    #expect(PhoneFrame.columns("설정 ✓") == 6)
  }
}
