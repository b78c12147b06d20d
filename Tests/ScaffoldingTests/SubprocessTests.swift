import Foundation
import Testing

/// The end-to-end test's steps cannot hang: each runs under `timeout`.
struct SubprocessTests {
  @Test func aStepPastItsTimeLimitIsStoppedAndReportedAs124() async throws {
    let scratch = try Repository.makeTemporaryDirectory("generate-rib-timeout")
    defer { try? FileManager.default.removeItem(at: scratch) }
    // A shell waiting for a child: `timeout` stops the whole group, not only the shell.
    let result = try await runProgram(
      ["sh", "-c", "sleep 60; echo finished"], in: scratch, logDirectory: scratch, timeLimit: 1)
    #expect(result.timedOut)
    #expect(!result.output.contains("finished"))
  }

  @Test func aStepsOutputAndStatusAreReported() async throws {
    let scratch = try Repository.makeTemporaryDirectory("generate-rib-step")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let result = try await runProgram(
      ["sh", "-c", "echo out; echo err >&2; exit 3"], in: scratch, logDirectory: scratch, timeLimit: 30)
    #expect(result.status == 3 && !result.timedOut)
    #expect(result.output == "out\nerr\n")
  }
}
