import Benchmark
import NavigatableRIBs

// The entry point the benchmark plugin calls. Each group of benchmarks lives in its own file.

/// The metrics every benchmark records: wall time, instructions, allocations, and what stays allocated
/// after the measured region (allocation count and bytes).
let metrics: [BenchmarkMetric] = [
  .wallClock, .instructions, .mallocCountTotal, .mallocFreeDelta, .memoryLeakedBytes,
]

/// The benchmarks of NavigatableRIBs.
let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: metrics, warmupIterations: 3, maxDuration: .seconds(2), maxIterations: 1_000)
  registerCoreBenchmarks()
  registerPushPopBenchmarks()
  registerPopToRootBenchmarks()
  registerSwipeBackBenchmarks()
}
