import Benchmark
import BenchmarkFixtures

/// `popToRootViewController` over a chain of `depth` Detail RIBs (each the child of the one before),
/// through to the sync's detaches: must grow with the number of screens removed, not faster. Building the
/// chain is outside the measured region.
func registerPopToRootBenchmarks() {
  for depth in [10, 100, 1_000, 10_000] {
    // Each sample builds its chain first (not measured): at depth 10,000 that takes ~0.3 s, so fewer samples.
    let configuration = Benchmark.Configuration(
      timeUnits: .microseconds, warmupIterations: depth >= 10_000 ? 1 : 3,
      maxDuration: .seconds(depth >= 10_000 ? 15 : depth >= 1_000 ? 5 : 2), maxIterations: depth >= 10_000 ? 20 : 200)
    mainActorBenchmark("popToRoot: depth \(depth)", configuration: configuration) { benchmark in
      let scene = BenchScene()
      scene.pushChain(depth: depth)
      precondition(NavigationSync.shared.trackedScreenCount == depth)
      benchmark.startMeasurement()
      Scenarios.popToRoot(scene)
      benchmark.stopMeasurement()
      precondition(scene.root.children.isEmpty && NavigationSync.shared.trackedScreenCount == 0)
      scene.checkLeaks()
      precondition(scene.leaks == 0)
    }
  }
}
