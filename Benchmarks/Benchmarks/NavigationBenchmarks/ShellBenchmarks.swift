import Benchmark
import Foundation

/// The release shell, run as a separate process: start to exit with a one-line script (`quit`), and a
/// 1,000-command script (`Scripts/1000-commands.txt`: 100 times a 10-command round of push, pop, swipe,
/// sheet). Only wall time means anything here (allocations happen in the child process).
///
/// The binary is ``releaseShell(for:)``'s; when it is missing the benchmarks are skipped with a message.
func registerShellBenchmarks() {
  guard let executable = releaseShell(for: "Shell benchmarks") else { return }
  let scripts = benchmarksFolder.appendingPathComponent("Scripts")
  let configuration = Benchmark.Configuration(
    metrics: [.wallClock], timeUnits: .microseconds, warmupIterations: 2, maxDuration: .seconds(3), maxIterations: 50)

  for (name, script) in [
    ("shell: start to exit (--script quit)", "quit.txt"),
    ("shell: 1,000-command script", "1000-commands.txt"),
  ] {
    let path = scripts.appendingPathComponent(script).path
    Benchmark(name, configuration: configuration) { benchmark in
      let process = Process()
      process.executableURL = URL(fileURLWithPath: executable)
      process.arguments = ["--script", path, "--color", "never"]
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      benchmark.startMeasurement()
      do { try process.run() } catch { benchmark.error("cannot start \(executable): \(error)"); return }
      process.waitUntilExit()
      benchmark.stopMeasurement()
      if process.terminationStatus != 0 {
        benchmark.error("\(executable) --script \(script) exited with \(process.terminationStatus)")
      }
    }
  }
}
