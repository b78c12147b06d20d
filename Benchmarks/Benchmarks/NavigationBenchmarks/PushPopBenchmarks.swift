import Benchmark
import BenchmarkFixtures

/// A RIB screen pushed and popped (animated, each transition run to completion): through the sync
/// (`pushChild` + `popViewController`, the sync detaches), against plain RIBs + UIKit with the sync off
/// (`attachChild` + `pushViewController` + `popViewController` + `detachChild`).
func registerPushPopBenchmarks() {
  let perKilo = Benchmark.Configuration(scalingFactor: .kilo)

  mainActorBenchmark("push+pop: with sync", configuration: perKilo) { benchmark in
    let scene = BenchScene()
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations { Scenarios.pushPopWithSync(scene, from: scene.root) }
    benchmark.stopMeasurement()
    precondition(scene.root.children.isEmpty && scene.navigation.viewControllers.count == 1 && scene.leaks == 0)
  }

  mainActorBenchmark("push+pop: with sync, another screen tracked", configuration: perKilo) { benchmark in
    let scene = BenchScene()
    scene.pushChain(depth: 1)  // keeps the sync subscribed to both event logs throughout
    let parent = scene.root.children[0]
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations { Scenarios.pushPopWithSync(scene, from: parent) }
    benchmark.stopMeasurement()
    precondition(parent.children.isEmpty && scene.navigation.viewControllers.count == 2 && scene.leaks == 0)
  }

  mainActorBenchmark("push+pop: without sync (attach/detach by hand)", configuration: perKilo) { benchmark in
    let scene = BenchScene()
    NavigationSync.shared.isEnabled = false
    defer { NavigationSync.shared.isEnabled = true }
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations { Scenarios.pushPopWithoutSync(scene) }
    benchmark.stopMeasurement()
    precondition(scene.root.children.isEmpty && scene.navigation.viewControllers.count == 1 && scene.leaks == 0)
  }
}
