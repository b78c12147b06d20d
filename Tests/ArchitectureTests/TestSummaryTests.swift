import Foundation
import Testing

/// What `make test` prints: Scripts/test-summary.py runs swift test, keeps its whole output in a log file and
/// prints the counts and each failed test's name and file:line instead of a line per test, exiting with swift
/// test's status. Checked here on three recorded `swift test` outputs (Scripts/Fixtures): a green one, a red one
/// with a passing and three failing Swift Testing tests and a failing XCTest case, and one that crashed.
@Suite("make test's summary (Scripts/test-summary.py)")
struct TestSummaryTests {
  /// What the script printed and wrote for one run.
  struct Run {
    let lines: [String]
    let status: Int32
    let log: String
  }

  /// Runs the script on a command that prints `fixture` as swift test printed it, then exits with `status`.
  static func summarise(_ fixture: String, exitingWith status: Int32) throws -> Run {
    try summarise(
      output: PackageTargets.root.appendingPathComponent("Scripts/Fixtures/\(fixture)"), exitingWith: status)
  }

  /// Runs the script on a command that prints the file `output`, then exits with `status`.
  static func summarise(output: URL, exitingWith status: Int32) throws -> Run {
    let root = PackageTargets.root
    let log = FileManager.default.temporaryDirectory.appendingPathComponent("test-summary-\(UUID().uuidString).log")
    defer { try? FileManager.default.removeItem(at: log) }
    let run = try Subprocess.run([
      "python3", root.appendingPathComponent("Scripts/test-summary.py").path, "--log", log.path, "--",
      "/bin/sh", "-c", #"cat "$1"; exit "$2""#, "sh", output.path, "\(status)",
    ])
    let lines = run.output.split(separator: "\n").map(String.init)
    return Run(lines: lines, status: run.status, log: try String(contentsOf: log, encoding: .utf8))
  }

  /// The text of a fixture.
  static func fixture(_ name: String) throws -> String {
    try String(contentsOf: PackageTargets.root.appendingPathComponent("Scripts/Fixtures/\(name)"), encoding: .utf8)
  }

  @Test("a red run: each failed test by name and file:line, the counts, and the log kept whole")
  func red() throws {
    let run = try Self.summarise("swift-test-red.txt", exitingWith: 1)
    #expect(run.status == 1)
    let failed = run.lines.drop { !$0.hasPrefix("failed (") }
    #expect(
      Array(failed.prefix(9)) == [
        "failed (4):",
        #"  ✘ LegacyTests.testFails — /tmp/stfix/Tests/LibTests/XCTestCases.swift:10: XCTAssertEqual failed: ("3") "#
          + #"is not equal to ("4") - one and two"#,
        #"  ✘ "many" — SwiftTestingTests.swift:18: Expectation failed: (add(value, 0) → 2) != 2 value 2"#,
        #"  ✘ "two and two make five" — SwiftTestingTests.swift:13: Expectation failed: (add(2, 2) → 4) == 5"#,
        // Its second issue, a message with line breaks: the list (the end of the output) shows it whole.
        #"      SwiftTestingTests.swift:14: Expectation failed: (text → ""#,
        "      one",
        "      two",
        #"      ").contains("three")"#,
        #"  ✘ thrower() — SwiftTestingTests.swift:24: Caught error: Oops()"#,
      ])
    #expect(run.lines.contains("Swift Testing: 2 tests passed, 3 failed, 1 skipped, 6 tests in 1 suite run"))
    #expect(run.lines.contains("XCTest: 1 test passed, 1 failed, 1 skipped"))
    #expect(run.lines.last?.hasPrefix("swift test exited with status 1 after ") == true)
    #expect(run.log == (try Self.fixture("swift-test-red.txt")), "the log holds the whole output")
  }

  @Test("a red run shows each failure's own lines of the log, not the other tests' progress")
  func redContext() throws {
    let lines = try Self.summarise("swift-test-red.txt", exitingWith: 1).lines
    let context = Array(lines.drop { !$0.hasPrefix("── thrower()") }.dropFirst().prefix { $0.hasPrefix("  ") })
    #expect(
      context == [
        "  ◇ Test thrower() started.",
        "  output from the thrower",
        "  ✘ Test thrower() recorded an issue at SwiftTestingTests.swift:24:4: Caught error: Oops()",
        "  ✘ Test thrower() failed after 0.001 seconds with 1 issue.",
      ])
  }

  @Test("a run that crashed: the runtime's message, the crashed thread's frames and the tests still running")
  func crashed() throws {
    let run = try Self.summarise("swift-test-crash.txt", exitingWith: 1)
    #expect(run.status == 1)
    #expect(
      run.lines.contains(
        "  LibTests/SwiftTestingTests.swift:36: Fatal error: Unexpectedly found nil while unwrapping an Optional value")
    )
    #expect(run.lines.contains { $0.contains("crashes() + 354 in stfixPackageTests.xctest at /tmp/stfix/Tests/") })
    #expect(run.lines.contains { $0.hasPrefix("still running when the tests stopped: crashes(), ") })
    #expect(run.lines.contains("Swift Testing: 1 test passed, 1 skipped, the run did not finish"))
  }

  @Test(
    "the status is swift test's; a log with failures is red even when the command exits 0",
    arguments: [
      ("swift-test-red.txt", 1, 1), ("swift-test-red.txt", 3, 3), ("swift-test-red.txt", 0, 1),
      ("swift-test-green.txt", 0, 0), ("swift-test-green.txt", 2, 2),
    ] as [(String, Int32, Int32)])
  func status(fixture: String, commandStatus: Int32, expected: Int32) throws {
    #expect(try Self.summarise(fixture, exitingWith: commandStatus).status == expected)
  }

  @Test("a run whose log lacks how some tests ended says so")
  func missingResults() throws {
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("lossy-\(UUID().uuidString).txt")
    defer { try? FileManager.default.removeItem(at: output) }
    let lines = try Self.fixture("swift-test-green.txt").split(separator: "\n", omittingEmptySubsequences: false)
    try lines.filter { !$0.hasPrefix("✔ Test thrower() passed") }.joined(separator: "\n")
      .write(to: output, atomically: true, encoding: .utf8)
    let run = try Self.summarise(output: output, exitingWith: 0)
    #expect(
      run.lines.contains(
        "Swift Testing: 4 tests passed, 1 skipped, 6 tests in 1 suite run, the log shows how 5 of them ended"))
  }

  @Test("a green run: a few lines, the counts and the log's path, no line per test")
  func green() throws {
    let run = try Self.summarise("swift-test-green.txt", exitingWith: 0)
    #expect(run.status == 0)
    #expect(run.lines.count <= 15)
    #expect(run.lines.allSatisfy { !$0.contains(" started") && !$0.contains(" passed after ") })
    #expect(run.lines.contains("Swift Testing: 5 tests passed, 1 skipped, 6 tests in 1 suite run"))
    #expect(run.lines.contains("XCTest: 2 tests passed, 1 skipped"))
    #expect(run.lines.last?.hasPrefix("all green in ") == true)
    #expect(run.lines.last?.contains("full log: /") == true)
  }
}
