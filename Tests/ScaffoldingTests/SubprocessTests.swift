import Foundation
import Testing

/// The end-to-end test's steps cannot hang: each runs under `timeout`.
struct SubprocessTests {
  @Test func aStepPastItsTimeLimitIsStoppedAndReportedAs124() async throws {
    let scratch = try Repository.makeTemporaryDirectory("generate-rib-timeout")
    defer { try? FileManager.default.removeItem(at: scratch) }
    // A shell waiting for a child: `timeout` stops the whole group, not only the shell.
    let result = try await runProgram(
      ["sh", "-c", "sleep 60; echo finished"], in: scratch, timeLimit: 1)
    #expect(result.timedOut)
    #expect(!result.output.contains("finished"))
  }

  @Test func aStepsOutputAndStatusAreReported() async throws {
    let scratch = try Repository.makeTemporaryDirectory("generate-rib-step")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let result = try await runProgram(
      ["sh", "-c", "echo out; echo err >&2; exit 3"], in: scratch, timeLimit: 30)
    #expect(result.status == 3 && !result.timedOut)
    #expect(result.output == "out\nerr\n")
  }

  @Test func noLineIsLostWhenAProgramWritesThroughAReopenedStandardOutput() async throws {
    let scratch = try Repository.makeTemporaryDirectory("generate-rib-reopened")
    defer { try? FileManager.default.removeItem(at: scratch) }
    // One writer uses the standard output it inherited, the other opens /dev/stdout again (as a tool
    // writing to a path does): both reach the captured output, every line whole.
    let result = try await runProgram(
      [
        "sh", "-c",
        "for i in $(seq 1 500); do echo a$i; done & for i in $(seq 1 500); do echo b$i >> /dev/stdout; done; wait",
      ], in: scratch, timeLimit: 60)
    let lines = result.output.split(separator: "\n").map(String.init)
    let expected = (1...500).map { "a\($0)" } + (1...500).map { "b\($0)" }
    #expect(result.status == 0)
    #expect(lines.sorted() == expected.sorted(), "\(Set(expected).subtracting(lines).sorted().prefix(10))")
  }
}
