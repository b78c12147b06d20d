import Benchmark
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The release shell left running for a long session, one benchmark per kind of churn, each with and
/// without `leaks` after every round:
///
/// - `churn`: push, pop, swipe (finished and cancelled), sheet, deep-link (the Master row and `open`),
///   back-menu, tab and Topup churn (`Scripts/soak-round.txt`, 21 commands);
/// - `depth-20 deep links`: `open ribs://examples/detail?depth=20` then `open ribs://examples`, again and
///   again (`Scripts/soak-deep-links.txt`): 20 RIBs attached and detached every other command;
/// - `sheets, flows, reset, fixture, trace + why`: a sheet, the Topup flow and its card picker, the add-card
///   form, a depth-20 deep link, `trace on` with pushes, a swipe and `why`, `fixture`, `reset`
///   (`Scripts/soak-mixed.txt`, 26 commands).
///
/// Each runs the shell on 100,000 commands and on 1,000,000 (`$NAVIGATABLE_RIBS_SOAK_COMMANDS` sets the
/// long run, e.g. 500000 on a slow machine), and reports the peak resident set size (`VmHWM`) of both, the
/// growth per 1,000 commands between them, and commands per second. A shell that keeps what it should
/// forget grows with the session; the benchmark fails when the growth is 1 KB or more per 1,000 commands.
/// Run them with `make bench BENCH_ARGS='--filter "shell soak.*"'`: the churn and the mixed round take a few
/// minutes each on a 2-core machine, the depth-20 loop (under 1,000 commands a second) about half an hour
/// for 1,000,000 commands; `NAVIGATABLE_RIBS_SOAK_COMMANDS=300000` shortens every long run.
///
/// The binary is ``releaseShell(for:)``'s.
func registerSoakBenchmarks() {
  let environment = ProcessInfo.processInfo.environment
  guard let executable = releaseShell(for: "Soak benchmark") else { return }
  let longCount =
    environment["NAVIGATABLE_RIBS_SOAK_COMMANDS"].flatMap { Int($0) }.map { max($0, 200_000) } ?? 1_000_000
  let scenarios = [
    ("churn", "soak-round.txt"), ("depth-20 deep links", "soak-deep-links.txt"),
    ("sheets, flows, reset, fixture, trace + why", "soak-mixed.txt"),
  ]
  for (name, file) in scenarios {
    for withLeaks in [false, true] {
      registerSoak(
        name: name + (withLeaks ? ", leaks every round" : ""), executable: executable,
        round: benchmarksFolder.appendingPathComponent("Scripts/\(file)").path, withLeaks: withLeaks,
        longCount: longCount)
    }
  }
}

/// One soak benchmark: `round` (plus `leaks` when `withLeaks`) repeated to 100,000 and to `longCount` lines.
private func registerSoak(name: String, executable: String, round: String, withLeaks: Bool, longCount: Int) {
  let shortCount = 100_000
  let commandsPerSecond = BenchmarkMetric.custom(
    "commands per second", polarity: .prefersLarger, useScalingFactor: false)
  let shortResidentKB = BenchmarkMetric.custom("peak RSS after 100k commands (KB)", useScalingFactor: false)
  let longResidentKB = BenchmarkMetric.custom("peak RSS after the long run (KB)", useScalingFactor: false)
  let growthBytes = BenchmarkMetric.custom("growth per 1,000 commands (bytes)", useScalingFactor: false)
  let configuration = Benchmark.Configuration(
    metrics: [.wallClock, commandsPerSecond, shortResidentKB, longResidentKB, growthBytes], timeUnits: .milliseconds,
    warmupIterations: 0, maxDuration: .seconds(1), maxIterations: 1)

  Benchmark("shell soak: \(name)", configuration: configuration) { benchmark in
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("soak-\(getpid())")
    defer { try? FileManager.default.removeItem(at: directory) }
    let short: SoakRun
    let long: SoakRun
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      let lines =
        try String(contentsOfFile: round, encoding: .utf8).split(separator: "\n").map(String.init)
        + (withLeaks ? ["leaks"] : [])
      let shortScript = try SoakScript.write(
        lines: lines, count: shortCount, to: directory.appendingPathComponent("short.txt"))
      short = try SoakRun(executable: executable, script: shortScript)
      try? FileManager.default.removeItem(atPath: shortScript)
      let longScript = try SoakScript.write(
        lines: lines, count: longCount, to: directory.appendingPathComponent("long.txt"))
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
    // Bytes per 1,000 commands between the two runs' peaks.
    let growth = (long.peakResidentKB - short.peakResidentKB) * 1024 * 1000 / (longCount - shortCount)
    benchmark.measurement(commandsPerSecond, Int(Double(longCount) / long.seconds))
    benchmark.measurement(shortResidentKB, short.peakResidentKB)
    benchmark.measurement(longResidentKB, long.peakResidentKB)
    benchmark.measurement(growthBytes, max(0, growth))
    print(
      "soak (\(name)): 100k commands peak RSS \(short.peakResidentKB) KB; \(longCount) commands in "
        + "\(String(format: "%.1f", long.seconds)) s (\(Int(Double(longCount) / long.seconds)) commands/s), "
        + "peak RSS \(long.peakResidentKB) KB: \(growth) bytes per 1,000 commands")
    if growth >= 1024 {
      benchmark.error("soak (\(name)): \(growth) bytes per 1,000 commands (target: under 1 KB): something piles up")
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
