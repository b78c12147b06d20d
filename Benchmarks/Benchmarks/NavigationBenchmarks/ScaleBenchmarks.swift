import Benchmark
import BenchmarkFixtures

/// The core and the sync at scale: a parent with 10 / 1,000 / 10,000 children attached then detached (in
/// attach order and in reverse order), a chain of 10 / 1,000 / 10,000 levels attached then detached from
/// the root, and the same with screens pushed through the sync. One iteration is the whole scenario;
/// divide by the count for the cost per child (or level), which must stay flat: 10,000 ÷ 1,000 ≤ 11 for
/// the whole scenario. What each does is in BenchmarkFixtures/ScaleScenarios.swift. Leak checks run after
/// the measured region.
func registerScaleBenchmarks() {
  let scenarios: [(name: String, unit: String, run: @MainActor (BenchScene, Int) -> Void)] = [
    ("wide, attach order", "children", { Scenarios.wideAttachDetach($0, count: $1, order: .attachOrder) }),
    ("wide, reverse order", "children", { Scenarios.wideAttachDetach($0, count: $1, order: .reverse) }),
    ("chain", "levels", { Scenarios.chainAttachDetach($0, depth: $1) }),
    ("sync wide, first detached", "screens", { Scenarios.wideSync($0, count: $1, order: .attachOrder) }),
    ("sync wide, reverse order", "screens", { Scenarios.wideSync($0, count: $1, order: .reverse) }),
    ("sync chain", "levels", { Scenarios.chainSync($0, depth: $1) }),
    ("sync wide, one turn", "screens", { Scenarios.wideSyncOneTurn($0, count: $1) }),
  ]
  for scenario in scenarios {
    for count in [10, 1_000, 10_000] {
      // Few samples at the larger sizes: the machine has 2 cores and each sample does `count` items.
      let configuration = Benchmark.Configuration(
        timeUnits: count >= 1_000 ? .microseconds : .nanoseconds, warmupIterations: count >= 10_000 ? 1 : 3,
        maxDuration: .seconds(count >= 10_000 ? 5 : 2), maxIterations: count >= 10_000 ? 10 : count >= 1_000 ? 50 : 500)
      mainActorBenchmark(
        "scale: \(scenario.name), \(count.formatted()) \(scenario.unit)", configuration: configuration
      ) { benchmark in
        let scene = BenchScene()
        benchmark.startMeasurement()
        scenario.run(scene, count)
        benchmark.stopMeasurement()
        precondition(scene.root.children.isEmpty && NavigationSync.shared.trackedScreenCount == 0)
        scene.checkLeaks()
        precondition(scene.leaks == 0)
      }
    }
  }
}

extension Int {
  /// `10000` → `10,000`, without Foundation's locale-dependent formatting.
  fileprivate func formatted() -> String {
    let digits = Array(String(self))
    var result = ""
    for (index, digit) in digits.enumerated() {
      if index > 0 && (digits.count - index) % 3 == 0 { result.append(",") }
      result.append(digit)
    }
    return result
  }
}
