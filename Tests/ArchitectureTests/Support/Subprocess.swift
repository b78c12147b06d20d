import Foundation

/// A command the architecture tests run (a script of the repository's), its output read to the end.
enum Subprocess {
  /// Runs `/usr/bin/env arguments…` and waits for it to end.
  ///
  /// - Parameters:
  ///   - arguments: The command and its arguments (found on `PATH`).
  ///   - directory: The working directory; the test process's own when `nil`.
  /// - Returns: The exit status, and standard output and standard error together as text.
  /// - Throws: When the command cannot be started.
  static func run(_ arguments: [String], in directory: URL? = nil) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}
