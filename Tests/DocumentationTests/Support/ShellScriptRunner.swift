import Foundation
import ShellTestSupport

/// Runs the built `navigatable-ribs` executable on a script file (`--script`), through the runner the
/// shell's own tests use.
enum ShellScriptRunner {
  /// What one run printed.
  struct Run {
    var output: [String]
    var errorOutput: String
    var status: Int32
    var exitedNormally: Bool
  }

  /// Runs `arguments + ["--script", <script>]` with a throwaway home and history.
  static func run(script: String, arguments: [String]) throws -> Run {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let scriptPath = directory.file("script.txt")
    try script.write(toFile: scriptPath, atomically: true, encoding: .utf8)
    let run = try ShellExecutable.run(arguments + ["--script", scriptPath])
    return Run(
      output: run.standardOutput.fileLines, errorOutput: run.standardError, status: run.status,
      exitedNormally: run.exitedNormally)
  }
}
