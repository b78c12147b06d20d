import Foundation
import RIBScaffolding
import Testing

/// Documentation/ModuleGraph.md is the graph of today's Package.swift, drawn by RIBScaffolding's `ModuleGraph`:
/// the same code `generate-rib` redraws the file with after it adds a feature, so a generation leaves it
/// current. `make graph` (which runs this suite with `UPDATE_MODULE_GRAPH=1`) redraws it after a hand edit.
@Suite struct ModuleGraphTests {
  static var isUpdating: Bool { ProcessInfo.processInfo.environment["UPDATE_MODULE_GRAPH"] == "1" }

  @Test func theCommittedGraphIsCurrent() throws {
    let expected = ModuleGraph.markdown(for: try PackageTargets.load())
    let url = PackageTargets.root.appendingPathComponent(ModuleGraph.path)
    if Self.isUpdating {
      try expected.write(to: url, atomically: true, encoding: .utf8)
    }
    let committed = try? String(contentsOf: url, encoding: .utf8)
    #expect(
      committed == expected,
      "\(ModuleGraph.path) is out of date: run `make graph` (generate-rib redraws it itself) and commit it")
  }

  @Test func theGraphDrawsFeaturesAndTheirEdges() {
    let targets = [
      PackageTarget(name: "NavigatableRIBs", type: "regular", path: "Modules/NavigatableRIBs", dependencies: []),
      PackageTarget(
        name: "A", type: "regular", path: "Modules/Features/A/Interface", dependencies: ["NavigatableRIBs"]),
      PackageTarget(name: "AImpl", type: "regular", path: "Modules/Features/A/Implementation", dependencies: ["A"]),
      PackageTarget(name: "ATestSupport", type: "regular", path: "Modules/Features/A/TestSupport", dependencies: ["A"]),
      PackageTarget(name: "ATests", type: "test", path: "Modules/Features/A/Tests", dependencies: ["AImpl"]),
      PackageTarget(
        name: "navigatable-ribs", type: "executable", path: "App/navigatable-ribs", dependencies: ["AImpl"]),
    ]
    let graph = ModuleGraph.mermaid(for: targets)
    #expect(graph.contains("    subgraph A_feature [A]\n      A[\"A\"]\n      AImpl[\"AImpl\"]\n    end"))
    #expect(graph.contains("  navigatable_ribs --> AImpl"))
    #expect(graph.contains("  AImpl --> A"))
    #expect(!graph.contains("ATests") && !graph.contains("ATestSupport"))
  }
}
