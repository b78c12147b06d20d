/// The package's module graph as a Mermaid flowchart: the app, the features (interface and implementation),
/// the shared and core modules, an arrow from each module to each module it depends on. Test targets, test
/// support, the tutorial and the scaffolding tool are left out to keep it readable.
enum ModuleGraph {
  /// The Markdown file holding the graph, relative to the package root.
  static let path = "Documentation/ModuleGraph.md"

  /// The groups, top to bottom, and which targets go in each (by folder).
  static let groups: [(title: String, folder: String)] = [
    ("App", "App/"), ("Features", "Modules/Features/"), ("Shared", "Modules/Shared/"), ("Core", "Modules/"),
  ]

  /// Whether `target` is drawn.
  static func isDrawn(_ target: PackageTarget) -> Bool {
    !target.isTest && target.type != "plugin" && target.type != "system" && !target.name.hasSuffix("TestSupport")
      && groups.contains { target.path.hasPrefix($0.folder) }
  }

  /// The whole Markdown file: a heading, how to read and regenerate it, and the graph.
  static func markdown(for targets: [PackageTarget]) -> String {
    """
    # Module graph

    Generated from `swift package dump-package` by `make graph`; `swift test --filter ArchitectureTests` fails
    when this file is out of date, or when a dependency breaks the rule (see
    [Features](Features.md#modules-interface-implementation-test-support)). An arrow goes from a module to a
    module it depends on: arrows only point down. Each feature is an interface (what other RIBs see) and an
    implementation (`…Impl`), which only the app's composition root, `App/Root`, depends on. Test targets and
    test support are not drawn.

    ```mermaid
    \(mermaid(for: targets))
    ```

    """
  }

  /// The flowchart.
  static func mermaid(for targets: [PackageTarget]) -> String {
    let drawn = targets.filter(isDrawn)
    let names = Set(drawn.map(\.name))
    var lines = ["flowchart TD"]
    var placed: Set<String> = []
    for group in groups {
      let members = drawn.filter { $0.path.hasPrefix(group.folder) && !placed.contains($0.name) }
      guard !members.isEmpty else { continue }
      lines.append("  subgraph \(group.title)")
      if group.title == "Features" {
        let features = DependencyRule.features(in: members)
        for name in features.keys.sorted() {
          lines.append("    subgraph \(id(name))_feature [\(name)]")
          for target in members where DependencyRule.features(in: [target])[name] != nil {
            lines.append("      \(node(target.name))")
          }
          lines.append("    end")
        }
      } else {
        for target in members { lines.append("    \(node(target.name))") }
      }
      lines.append("  end")
      placed.formUnion(members.map(\.name))
    }
    for target in drawn {
      for dependency in target.dependencies where names.contains(dependency) {
        lines.append("  \(id(target.name)) --> \(id(dependency))")
      }
    }
    return lines.joined(separator: "\n")
  }

  /// A Mermaid node id: the name with anything but letters and digits replaced.
  static func id(_ name: String) -> String {
    String(name.map { $0.isLetter || $0.isNumber ? $0 : "_" })
  }

  private static func node(_ name: String) -> String { "\(id(name))[\"\(name)\"]" }
}
