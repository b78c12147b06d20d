import Benchmark
import BenchmarkFixtures

/// The RIBs core's hot path (attach + activate + load + detach of one child, the child freed) against
/// its allocation floor (the same three objects allocated, kept in an array, removed, freed).
func registerCoreBenchmarks() {
  let perKilo = Benchmark.Configuration(scalingFactor: .kilo)

  mainActorBenchmark("core: attach+detach one child", configuration: perKilo) { benchmark in
    let scene = BenchScene()
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations { Scenarios.coreRoundTrip(scene) }
    benchmark.stopMeasurement()
    precondition(scene.root.children.isEmpty && scene.leaks == 0)
  }

  mainActorBenchmark("core floor: allocate router+interactor+VC, append+remove", configuration: perKilo) {
    benchmark in
    // The scene only installs the leak detector's virtual clock: a router's deinit registers leak
    // expectations (interactor, view controller) even when it was never attached.
    let scene = BenchScene()
    var children: [AnyObject] = []
    children.reserveCapacity(1)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations { Scenarios.allocationFloor(scene, &children) }
    benchmark.stopMeasurement()
    precondition(children.isEmpty && scene.leaks == 0)
  }
}
