import Benchmark
import BenchmarkFixtures

/// A swipe back that begins and is cancelled, on a stack whose top is a RIB screen: with the sync
/// tracking the screen, and with the sync off. Nothing is removed, so the sync should add next to nothing.
func registerSwipeBackBenchmarks() {
  let perKilo = Benchmark.Configuration(scalingFactor: .kilo)

  for tracked in [true, false] {
    let name = tracked ? "swipe-back begin+cancel: with sync" : "swipe-back begin+cancel: without sync"
    mainActorBenchmark(name, configuration: perKilo) { benchmark in
      let scene = BenchScene()
      NavigationSync.shared.isEnabled = tracked
      defer { NavigationSync.shared.isEnabled = true }
      scene.pushChain(depth: 1)
      precondition(NavigationSync.shared.trackedScreenCount == (tracked ? 1 : 0))
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations { Scenarios.swipeBackBeginCancel(scene) }
      benchmark.stopMeasurement()
      precondition(scene.root.children.count == 1 && scene.navigation.viewControllers.count == 2)
    }
  }
}
