import BenchmarkFixtures
import Foundation

/// The scale scenarios by name (`wide-1000`, `chain-sync-10000`...), and `navigation-profile scale`: the
/// wall time per child or level of each at several sizes, measured in one run, with the ratio between the
/// largest and the smallest size (1 is flat; the targets are ≤ 1.5 for 5,000 ÷ 500).
@MainActor
struct ScaleScenario {
  let name: String
  /// Untimed set-up before each run.
  var prepare: (@MainActor (BenchScene, Int) -> Void)? = nil
  let run: @MainActor (BenchScene, Int) -> Void

  static let all: [ScaleScenario] = [
    ScaleScenario(name: "wide") { Scenarios.wideAttachDetach($0, count: $1, order: .attachOrder) },
    ScaleScenario(name: "wide-rev") { Scenarios.wideAttachDetach($0, count: $1, order: .reverse) },
    ScaleScenario(name: "chain") { Scenarios.chainAttachDetach($0, depth: $1) },
    ScaleScenario(name: "wide-sync") { Scenarios.wideSync($0, count: $1, order: .attachOrder) },
    ScaleScenario(name: "wide-sync-rev") { Scenarios.wideSync($0, count: $1, order: .reverse) },
    ScaleScenario(name: "chain-sync") { Scenarios.chainSync($0, depth: $1) },
    ScaleScenario(name: "wide-sync-turn") { Scenarios.wideSyncOneTurn($0, count: $1) },
    // popToRoot over a stack of n screens pushed (untimed) through the sync, one RIB per screen in a chain:
    // the pop and the sync detaching every RIB, deepest first.
    ScaleScenario(
      name: "pop-to-root", prepare: { $0.pushChain(depth: $1) }, run: { scene, _ in Scenarios.popToRoot(scene) }),
  ]

  /// `wide-sync-rev-1000` → (wide-sync-rev, 1000).
  static func parse(_ argument: String) -> (ScaleScenario, Int)? {
    guard let dash = argument.lastIndex(of: "-"), let size = Int(argument[argument.index(after: dash)...]),
      size > 0, let scenario = all.first(where: { $0.name == argument[..<dash] })
    else { return nil }
    return (scenario, size)
  }

  /// Prints one line per scenario: nanoseconds per item at each size (best of 5 runs, or of
  /// `$SCALE_RUNS`), then last ÷ first. `$SCALE_ONLY` (a comma-separated list of names) picks scenarios.
  static func printTable(sizes: [Int]) {
    let environment = ProcessInfo.processInfo.environment
    let runs = environment["SCALE_RUNS"].flatMap { Int($0) }.map { max(1, $0) } ?? 5
    let only = environment["SCALE_ONLY"].map { Set($0.split(separator: ",").map(String.init)) }
    print(
      "scenario       " + sizes.map { "ns/item @\($0)".padding(toLength: 16, withPad: " ", startingAt: 0) }.joined()
        + "ratio")
    for scenario in all where only?.contains(scenario.name) ?? true {
      var perItem: [Double] = []
      for size in sizes {
        var best = Double.infinity
        for _ in 0..<runs {
          let scene = BenchScene()
          scenario.prepare?(scene, size)
          let start = ContinuousClock.now
          scenario.run(scene, size)
          let elapsed = ContinuousClock.now - start
          scene.checkLeaks()
          precondition(scene.root.children.isEmpty && scene.leaks == 0, "\(scenario.name) left RIBs or leaked")
          let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
          best = min(best, seconds * 1e9 / Double(size))
        }
        perItem.append(best)
      }
      let ratio = perItem.last! / perItem.first!
      print(
        scenario.name.padding(toLength: 15, withPad: " ", startingAt: 0)
          + perItem.map { String(format: "%-16.0f", $0) }.joined() + String(format: "%.2f", ratio))
    }
  }
}
