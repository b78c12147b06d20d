// navigation-profile: runs one benchmark scenario many times, for callgrind (instruction counts do not
// depend on the machine's load) or perf. Not a benchmark itself.
//
//   valgrind --tool=callgrind --callgrind-out-file=cg.out .build/release/navigation-profile push-sync 2000
//   callgrind_annotate --inclusive=yes cg.out | grep Scenarios
//
// The Scenarios.* function's inclusive instruction count divided by the count is the cost of one
// iteration.

import BenchmarkFixtures
import Foundation

let usage = """
  usage: navigation-profile <scenario> [count]
  scenarios: core, floor, sub-cancel-on-deactivate, sub-sink-while-active, sub-without-rib, push-sync,
    push-sync-tracked, push-nosync, swipe-sync, swipe-nosync, poptoroot-<depth>, leakcheck-<depth>, wide-<n>, wide-rev-<n>, chain-<n>,
    wide-sync-<n>, wide-sync-rev-<n>, chain-sync-<n>, wide-sync-turn-<n>, pop-to-root-<n>
  navigation-profile bytes [n]   heap bytes per attached RIB, per screen, per tracked screen (n alive; 10000)
  navigation-profile scale [n1 n2 ...]   wall time per child / level of every scale scenario at each size
    (default 500 5000), best of 5 runs, and the ratio of the last size's cost to the first's
  """

@MainActor
func run(_ scenario: String, count: Int) -> Bool {
  let scene = BenchScene()
  switch scenario {
  case "core":
    for _ in 0..<count { Scenarios.coreRoundTrip(scene) }
  case "floor":
    var children: [AnyObject] = []
    for _ in 0..<count { Scenarios.allocationFloor(scene, &children) }
  case "sub-without-rib":
    // The subscription of the sub-* scenarios made without any RIB: sink, ten values, cancel.
    let counter = ValueCounter()
    for _ in 0..<count { Scenarios.subscriptionWithoutRIB(scene, counter: counter) }
    guard counter.sum == count * Scenarios.sumPerRoundTrip else { return false }
  case let name where name.hasPrefix("sub-"):
    // A child subscribing to the root's subject when it becomes active, bound to its active period
    // (sub-cancel-on-deactivate: `.sink { }.cancelOnDeactivate(interactor:)`; sub-sink-while-active:
    // `.sinkWhileActive(interactor) { }`), ten values per round trip.
    guard let binding = SubscriptionBinding(rawValue: String(name.dropFirst("sub-".count))) else { return false }
    for _ in 0..<count {
      guard Scenarios.subscribingRoundTrip(scene, binding: binding) == Scenarios.sumPerRoundTrip else { return false }
    }
  case "push-sync":
    for _ in 0..<count { Scenarios.pushPopWithSync(scene, from: scene.root) }
  case "push-sync-tracked":
    scene.pushChain(depth: 1)
    let parent = scene.root.children[0]
    for _ in 0..<count { Scenarios.pushPopWithSync(scene, from: parent) }
  case "push-nosync":
    NavigationSync.shared.isEnabled = false
    for _ in 0..<count { Scenarios.pushPopWithoutSync(scene) }
  case "swipe-sync", "swipe-nosync":
    NavigationSync.shared.isEnabled = scenario == "swipe-sync"
    scene.pushChain(depth: 1)
    for _ in 0..<count { Scenarios.swipeBackBeginCancel(scene) }
  case let name where name.hasPrefix("leakcheck-"):
    // RIBs' VirtualClock (which RealTimeLeakDetectorClock runs on) checking the leak expectations of a
    // popToRoot over `depth` screens: prints how long advancing past them takes.
    guard let depth = Int(name.dropFirst("leakcheck-".count)), depth > 0 else { return false }
    let virtualClock = VirtualClock()
    LeakDetector.instance = LeakDetector(clock: virtualClock) { _ in }
    for _ in 0..<count {
      scene.pushChain(depth: depth)
      Scenarios.popToRoot(scene)
      let pending = LeakDetector.instance.pendingExpectationCount
      let start = ContinuousClock.now
      virtualClock.advance(by: 10)
      print("\(pending) leak expectations checked in \(ContinuousClock.now - start)")
    }
  case let name where ScaleScenario.parse(name) != nil:
    guard let (scale, size) = ScaleScenario.parse(name) else { return false }
    for _ in 0..<count {
      scale.prepare?(scene, size)
      scale.run(scene, size)
      scene.checkLeaks()
    }
  case let name where name.hasPrefix("poptoroot-"):
    guard let depth = Int(name.dropFirst("poptoroot-".count)), depth > 0 else { return false }
    for _ in 0..<count {
      scene.pushChain(depth: depth)
      Scenarios.popToRoot(scene)
      scene.checkLeaks()
    }
  default:
    return false
  }
  return scene.leaks == 0
}

let arguments = CommandLine.arguments.dropFirst()
if arguments.first == "bytes" {
  let n = arguments.dropFirst().first.flatMap { Int($0) } ?? 10_000
  MainActor.assumeIsolated { Footprint.printTable(count: max(1, n)) }
  exit(0)
}
if arguments.first == "scale" {
  let sizes = arguments.dropFirst().compactMap { Int($0) }.filter { $0 > 0 }
  MainActor.assumeIsolated { ScaleScenario.printTable(sizes: sizes.isEmpty ? [500, 5_000] : sizes) }
  exit(0)
}
guard let scenario = arguments.first else {
  FileHandle.standardError.write(Data((usage + "\n").utf8))
  exit(2)
}
let count = arguments.dropFirst().first.flatMap { Int($0) } ?? 1_000
let ok = MainActor.assumeIsolated { run(scenario, count: count) }
if !ok {
  FileHandle.standardError.write(Data(("unknown scenario or leak: \(scenario)\n" + usage + "\n").utf8))
  exit(1)
}
