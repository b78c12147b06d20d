import Foundation

/// What a finished program printed and returned.
struct ProgramResult {
  /// The exit status: 124 when `timeout` stopped the program, or the signal's number when the process was
  /// killed (`timeout` kills its whole group, itself included, when the program ignored the first signal).
  var status: Int32
  /// Whether the program ended by a signal rather than an exit.
  var wasKilled = false

  /// Whether the time limit stopped the program.
  var timedOut: Bool { status == 124 || (wasKilled && status == 9) }
  /// Standard output and standard error, interleaved.
  var output: String

  /// How it ended and its last `count` lines, to show when a step fails.
  func tail(_ count: Int = 40) -> String {
    let ending = timedOut ? "stopped: time limit reached" : wasKilled ? "killed by signal \(status)" : "exit \(status)"
    return ending + "\n"
      + output.split(separator: "\n", omittingEmptySubsequences: false).suffix(count)
      .joined(separator: "\n")
  }
}

/// Runs `arguments` in `directory` under coreutils' `timeout`, which stops the whole process group (a
/// `swift build` and its compilers) after `seconds`, and kills it 10 s later if it ignored that. Waits
/// without blocking a thread of the test pool.
///
/// Standard output and standard error go into one pipe, drained by a thread of its own as the program
/// writes (a chatty build cannot fill it). A pipe, not a file: a program that opens `/dev/stdout` again
/// gets the same pipe, whereas with a file it would get a second offset and overwrite what the first wrote.
func runProgram(_ arguments: [String], in directory: URL, timeLimit seconds: Int) async throws -> ProgramResult {
  let pipe = Pipe()
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = ["timeout", "--kill-after=10", "\(seconds)"] + arguments
  process.currentDirectoryURL = directory
  process.standardInput = FileHandle.nullDevice
  process.standardOutput = pipe
  process.standardError = pipe
  let reader = pipe.fileHandleForReading
  // Read on a thread of its own until every writer has closed the pipe: the program and what it started.
  let output = Task {
    await withCheckedContinuation { (continuation: CheckedContinuation<Data, Never>) in
      Thread { continuation.resume(returning: reader.readDataToEndOfFile()) }.start()
    }
  }
  let box = ProcessBox(process)
  let (status, wasKilled): (Int32, Bool) = try await withTaskCancellationHandler {
    try await withCheckedThrowingContinuation { continuation in
      process.terminationHandler = { finished in
        finished.terminationHandler = nil
        continuation.resume(returning: (finished.terminationStatus, finished.terminationReason == .uncaughtSignal))
      }
      do {
        try process.run()
      } catch {
        process.terminationHandler = nil
        try? pipe.fileHandleForWriting.close()  // the reader then sees the end of the pipe
        continuation.resume(throwing: error)
      }
    }
  } onCancel: {
    box.terminate()  // `timeout` passes the signal on to the whole group
  }
  // The process has ended: this returns at once. Until it is called, Foundation's Process keeps the run-loop
  // source it made in `run()`, which keeps the Process (LeakSanitizer saw each one, with what it holds).
  process.waitUntilExit()
  return ProgramResult(
    status: status, wasKilled: wasKilled, output: String(decoding: await output.value, as: UTF8.self))
}

/// Lets a cancellation handler stop a running process (Process is not Sendable; `terminate()` may be called
/// from any thread).
private final class ProcessBox: @unchecked Sendable {
  private let process: Process

  init(_ process: Process) {
    self.process = process
  }

  func terminate() {
    if process.isRunning { process.terminate() }
  }
}
