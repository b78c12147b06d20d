import Benchmark
import BenchmarkFixtures

// The entry point the benchmark plugin calls. Each group of benchmarks lives in its own file; what one
// iteration does is in BenchmarkFixtures/Scenarios.swift.

/// The metrics every benchmark records: wall time, allocations, and what stays allocated after the
/// measured region (allocation count and bytes).
let metrics: [BenchmarkMetric] = [.wallClock, .mallocCountTotal, .mallocFreeDelta, .memoryLeakedBytes]

/// The benchmarks of NavigatableRIBs.
let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: metrics, timeUnits: .nanoseconds, warmupIterations: 3, maxDuration: .seconds(2),
    maxIterations: 1_000)
  registerCoreBenchmarks()
  registerPushPopBenchmarks()
  registerPopToRootBenchmarks()
  registerSwipeBackBenchmarks()
  registerShellBenchmarks()
  registerExploreBenchmarks()
  registerScaleBenchmarks()
  registerSoakBenchmarks()
}

/// Registers a benchmark whose body runs on the main actor (RIBs and HeadlessUIKit are `@MainActor`).
///
/// The body measures what it wants between `benchmark.startMeasurement()` and `stopMeasurement()`; the
/// hop to the main actor and the scene's set-up are outside the measured region.
func mainActorBenchmark(
  _ name: String, configuration: Benchmark.Configuration = Benchmark.defaultConfiguration,
  _ body: @escaping @MainActor (Benchmark) -> Void
) {
  Benchmark(name, configuration: configuration) { benchmark async in
    nonisolated(unsafe) let benchmark = benchmark
    await MainActor.run { body(benchmark) }
  }
}
