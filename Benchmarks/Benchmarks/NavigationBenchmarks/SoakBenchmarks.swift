import Benchmark
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The release shell left running for a long session: 1,000,000 commands of push, pop, swipe (finished
/// and cancelled), sheet, deep-link (the Master row and `open`), back-menu and tab churn
/// (`Scripts/soak-round.txt`, 21 valid commands, repeated), with **no** `leaks` and **no** `reset`.
///
/// Reports commands per second and the child's peak resident set size (`VmHWM`) after 1,000,000
/// commands and after 10,000 of the same churn: a shell that keeps what it should forget grows with the
/// session; this one must stay within a few MB (a growth of more than 8 MB fails the benchmark). Run it
/// alone with `make bench BENCH_ARGS='--filter "shell soak.*"'`; it takes about a minute.
///
/// The binary is `$NAVIGATABLE_RIBS`, else `.build/release/navigatable-ribs` at the repository root.
func registerSoakBenchmarks() {
  let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()  // Benchmarks/
  let executable =
    ProcessInfo.processInfo.environment["NAVIGATABLE_RIBS"]
    ?? root.deletingLastPathComponent().appendingPathComponent(".build/release/navigatable-ribs").path
  guard FileManager.default.isExecutableFile(atPath: executable) else {
    print(
      "Soak benchmark skipped: no executable at \(executable) (build it: swift build -c release --product navigatable-ribs)."
    )
    return
  }
  let round = root.appendingPathComponent("Scripts/soak-round.txt").path
  let commandsPerSecond = BenchmarkMetric.custom(
    "commands per second", polarity: .prefersLarger, useScalingFactor: false)
  let peakResidentKB = BenchmarkMetric.custom("peak RSS after 1M commands (KB)", useScalingFactor: false)
  let startResidentKB = BenchmarkMetric.custom("peak RSS after 10k commands (KB)", useScalingFactor: false)
  let configuration = Benchmark.Configuration(
    metrics: [.wallClock, commandsPerSecond, startResidentKB, peakResidentKB], timeUnits: .milliseconds,
    warmupIterations: 0, maxDuration: .seconds(1), maxIterations: 1)

  Benchmark("shell soak: 1,000,000 commands without leaks or reset", configuration: configuration) { benchmark in
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("soak-\(getpid())")
    defer { try? FileManager.default.removeItem(at: directory) }
    let short: SoakRun
    let long: SoakRun
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      let lines = try String(contentsOfFile: round, encoding: .utf8).split(separator: "\n").map(String.init)
      let shortScript = try SoakScript.write(
        lines: lines, count: 10_000, to: directory.appendingPathComponent("10k.txt"))
      let longScript = try SoakScript.write(
        lines: lines, count: 1_000_000, to: directory.appendingPathComponent("1M.txt"))
      short = try SoakRun(executable: executable, script: shortScript)
      benchmark.startMeasurement()
      long = try SoakRun(executable: executable, script: longScript)
      benchmark.stopMeasurement()
    } catch {
      benchmark.error("soak: \(error)")
      return
    }
    for run in [short, long] where run.status != 0 {
      benchmark.error("soak: the shell exited with \(run.status): a command of the round failed")
    }
    let growth = long.peakResidentKB - short.peakResidentKB
    benchmark.measurement(commandsPerSecond, Int(1_000_000 / long.seconds))
    benchmark.measurement(peakResidentKB, long.peakResidentKB)
    benchmark.measurement(startResidentKB, short.peakResidentKB)
    print(
      "soak: 10k commands peak RSS \(short.peakResidentKB) KB; 1M commands in \(String(format: "%.1f", long.seconds)) s "
        + "(\(Int(1_000_000 / long.seconds)) commands/s), peak RSS \(long.peakResidentKB) KB, growth \(growth) KB")
    if growth > 8 * 1024 {
      benchmark.error("soak: peak RSS grew by \(growth) KB over 1M commands (limit 8 MB): something piles up")
    }
  }
}

/// The soak's scripts: a round of commands repeated to an exact number of lines.
enum SoakScript {
  /// Writes `count` lines, cycling through `lines`, to `url`; returns its path.
  static func write(lines: [String], count: Int, to url: URL) throws -> String {
    var text = ""
    text.reserveCapacity(count * 16)
    for index in 0..<count { text += lines[index % lines.count] + "\n" }
    try text.write(to: url, atomically: false, encoding: .utf8)
    return url.path
  }
}

/// One run of the shell on a script, output discarded: its exit status, wall time and peak RSS.
struct SoakRun {
  let status: Int32
  let seconds: Double
  let peakResidentKB: Int

  struct SpawnError: Error, CustomStringConvertible {
    let description: String
  }

  /// Runs `executable --script script --color never` to the end.
  init(executable: String, script: String) throws {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let words = [executable, "--script", script, "--color", "never"]
    var arguments: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) }
    arguments.append(nil)
    defer { arguments.forEach { free($0) } }
    let start = Date()
    var pid: pid_t = 0
    // The shell's own environment, without the benchmark harness's malloc interposer (LD_PRELOAD), which
    // would otherwise run (and be measured) in the shell too.
    var environment: [UnsafeMutablePointer<CChar>?] = ProcessInfo.processInfo.environment
      .filter { $0.key != "LD_PRELOAD" }.map { strdup("\($0.key)=\($0.value)") }
    environment.append(nil)
    defer { environment.forEach { free($0) } }
    let spawned = posix_spawn(&pid, executable, &actions, nil, &arguments, &environment)
    guard spawned == 0 else {
      throw SpawnError(description: "cannot start \(executable): \(String(cString: strerror(spawned)))")
    }
    // The peak is read from /proc/PID/status (VmHWM) while the shell runs, every 20 ms: wait4's
    // ru_maxrss would count the benchmark process too (posix_spawn shares its memory until exec).
    var peak = 0
    var waitStatus: Int32 = 0
    while true {
      peak = max(peak, SoakRun.highWaterMarkKB(of: pid) ?? 0)
      let result = waitpid(pid, &waitStatus, WNOHANG)
      if result == pid { break }
      if result < 0 && errno != EINTR { throw SpawnError(description: "waitpid: \(String(cString: strerror(errno)))") }
      usleep(20_000)
    }
    seconds = Date().timeIntervalSince(start)
    status = (waitStatus & 0x7F) == 0 ? (waitStatus >> 8) & 0xFF : 128 + (waitStatus & 0x7F)
    peakResidentKB = peak
  }

  /// `VmHWM` (peak resident set size, KB) of a running process; `nil` once it has exited.
  static func highWaterMarkKB(of pid: pid_t) -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return nil }
    guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) else { return nil }
    return Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
  }
}
