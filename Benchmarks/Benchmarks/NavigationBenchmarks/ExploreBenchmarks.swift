import Benchmark
import Foundation

/// The shell's `explore 4` and `explore 6` from the sample app's start, in the release shell run as a
/// separate process (`Scripts/explore-4.txt`, `Scripts/explore-6.txt`): the wall time, and the states explored
/// per second (read from the summary line, `explored N sequences (M states) to depth D: ...`). The rate is the
/// explorer's whole cost: building apps, replaying prefixes, checking every guarantee. Instructions per state
/// come from callgrind (`Scripts/explore-instructions.sh`).
///
/// The binary is ``releaseShell(for:)``'s; when it is missing the benchmarks are skipped.
func registerExploreBenchmarks() {
  guard let executable = releaseShell(for: "Explore benchmark") else { return }
  for depth in [4, 6] { registerExploreBenchmark(depth: depth, executable: executable) }
}

/// `explore DEPTH` from the sample app's start, as ``registerExploreBenchmarks()`` describes.
private func registerExploreBenchmark(depth: Int, executable: String) {
  let script = benchmarksFolder.appendingPathComponent("Scripts/explore-\(depth).txt").path
  let statesPerSecond = BenchmarkMetric.custom("states per second", polarity: .prefersLarger, useScalingFactor: false)
  let configuration = Benchmark.Configuration(
    metrics: [.wallClock, statesPerSecond], timeUnits: .milliseconds, warmupIterations: 1,
    maxDuration: .seconds(10), maxIterations: 10)

  Benchmark("explore \(depth) from the sample app's start (release shell)", configuration: configuration) {
    benchmark in
    let process = Process()
    let output = Pipe()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = ["--script", script, "--color", "never"]
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    let started = ContinuousClock.now
    benchmark.startMeasurement()
    do { try process.run() } catch { benchmark.error("cannot start \(executable): \(error)"); return }
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    benchmark.stopMeasurement()
    let elapsed = ContinuousClock.now - started
    guard process.terminationStatus == 0, let states = exploredStates(in: text) else {
      benchmark.error("explore \(depth) failed (status \(process.terminationStatus)): \(text.prefix(200))")
      return
    }
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    benchmark.measurement(statesPerSecond, Int((Double(states) / max(seconds, 1e-6)).rounded()))
  }
}

/// M in `explored N sequences (M states) to depth D: ...`.
func exploredStates(in text: String) -> Int? {
  guard let open = text.range(of: " ("), let close = text.range(of: " states)", range: open.upperBound..<text.endIndex)
  else { return nil }
  return Int(text[open.upperBound..<close.lowerBound])
}
