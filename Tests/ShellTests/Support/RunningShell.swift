import Foundation
import ShellTestSupport

/// The built shell kept running with its standard input on a pipe (not a terminal): lines go in one at a
/// time, what it prints is read as it comes, and it can be sent a signal at a chosen point.
///
/// Every wait is for output to appear, with a long deadline (the machine may be loaded); nothing asserts
/// how long anything took.
final class RunningShell {
  /// How long a wait may last before the test fails.
  static let deadline: TimeInterval = 120

  private let process = Process()
  private let input = Pipe()
  private let directory: TemporaryDirectory

  /// Starts the shell with `arguments` in `workingDirectory`, its history in a throwaway file.
  init(_ arguments: [String] = [], in workingDirectory: String) throws {
    guard let executable = ShellExecutable.url() else {
      throw ShellExecutable.RunError("navigatable-ribs executable not found; build it first (swift build)")
    }
    directory = try TemporaryDirectory()
    for name in ["stdout", "stderr"] where !FileManager.default.createFile(atPath: directory.file(name), contents: nil)
    {
      throw ShellExecutable.RunError("cannot create \(directory.file(name))")
    }
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: workingDirectory)
    process.environment = [
      "PATH": "/usr/bin:/bin", "HOME": directory.path, "NAVIGATABLE_RIBS_HISTORY": directory.file("history"),
    ].merging(ShellExecutable.sanitizerEnvironment) { _, new in new }
    process.standardInput = input
    process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: directory.file("stdout")))
    process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: directory.file("stderr")))
    signal(SIGPIPE, SIG_IGN)
    try process.run()
  }

  deinit {
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    // Foundation's Process keeps itself (the run-loop source `run()` made) until `waitUntilExit()` has run,
    // also after the process ended: without it every shell started here stays allocated.
    process.waitUntilExit()
    directory.remove()
  }

  /// Types `lines` (each followed by a line feed).
  func type(_ lines: [String]) throws {
    try type(bytes: Array(lines.map { $0 + "\n" }.joined().utf8))
  }

  /// Types raw bytes.
  func type(bytes: [UInt8]) throws {
    try input.fileHandleForWriting.write(contentsOf: Data(bytes))
  }

  /// Closes standard input (end of input).
  func closeInput() throws {
    try input.fileHandleForWriting.close()
  }

  /// What the shell printed on standard output so far.
  var standardOutput: String { (try? String(contentsOfFile: directory.file("stdout"), encoding: .utf8)) ?? "" }
  /// What the shell printed on standard error so far.
  var standardError: String { (try? String(contentsOfFile: directory.file("stderr"), encoding: .utf8)) ?? "" }

  /// Waits until standard output holds `text`.
  func waitForOutput(_ text: String) throws {
    let start = Date()
    while !standardOutput.contains(text) {
      guard process.isRunning || standardOutput.contains(text) else {
        throw ShellExecutable.RunError("the shell exited before printing '\(text)': \(standardOutput.suffix(600))")
      }
      guard Date().timeIntervalSince(start) < Self.deadline else {
        throw ShellExecutable.RunError(
          "'\(text)' did not appear within \(Int(Self.deadline)) s: \(standardOutput.suffix(600))")
      }
      usleep(20_000)
    }
  }

  /// Sends `number` to the shell.
  func send(_ number: Int32) {
    kill(process.processIdentifier, number)
  }

  /// Waits for the shell to end: its exit status, or the signal that ended it.
  func waitForExit() throws -> (status: Int32, bySignal: Bool) {
    let start = Date()
    while process.isRunning {
      guard Date().timeIntervalSince(start) < Self.deadline else {
        throw ShellExecutable.RunError("the shell did not exit within \(Int(Self.deadline)) s")
      }
      usleep(20_000)
    }
    return (process.terminationStatus, process.terminationReason == .uncaughtSignal)
  }
}
