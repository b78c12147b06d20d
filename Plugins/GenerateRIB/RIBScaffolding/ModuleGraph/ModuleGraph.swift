import Foundation

/// A package's module graph as a Mermaid flowchart in Markdown: the app, the features (interface and
/// implementation), the shared and core modules, an arrow from each module to each module it depends on.
///
/// Test targets, test support, the tutorial and the scaffolding tool are left out to keep it readable.
/// `generate-rib` redraws the file after it adds a feature; ArchitectureTests' `ModuleGraphTests` checks the
/// committed file against the same rendering.
public enum ModuleGraph {
  /// The Markdown file holding the graph, relative to the package root.
  public static let path = "Documentation/ModuleGraph.md"

  /// The groups, top to bottom, and which targets go in each (by folder).
  static let groups: [(title: String, folder: String)] = [
    ("App", "App/"), ("Features", "Modules/Features/"), ("Shared", "Modules/Shared/"), ("Core", "Modules/"),
  ]

  /// Whether `target` is drawn.
  ///
  /// - Parameter target: A target of the package.
  /// - Returns: False for tests, test support, plugins, system libraries and targets outside `App/` and
  ///   `Modules/`.
  public static func isDrawn(_ target: PackageTarget) -> Bool {
    !target.isTest && target.type != "plugin" && target.type != "system" && !target.name.hasSuffix("TestSupport")
      && groups.contains { target.path.hasPrefix($0.folder) }
  }

  /// The whole Markdown file: a heading, how to read and regenerate it, and the graph.
  ///
  /// - Parameter targets: The package's targets, as `PackageDump` reads them.
  /// - Returns: The file's text.
  public static func markdown(for targets: [PackageTarget]) -> String {
    """
    # Module graph

    Generated from `swift package dump-package`: `generate-rib` redraws it when it adds a feature, `make graph`
    after a hand edit of Package.swift; `swift test --filter ArchitectureTests` fails when this file is out of
    date, or when a dependency breaks the rule (see
    [Features](Features.md#modules-interface-implementation-test-support)). An arrow goes from a module to a
    module it depends on: arrows only point down. Each feature is an interface (what other RIBs see) and an
    implementation (`…Impl`), which only the app's composition root, `App/Root`, depends on. Test targets and
    test support are not drawn.

    ```mermaid
    \(mermaid(for: targets))
    ```

    """
  }

  /// The flowchart alone.
  ///
  /// Each group is a Mermaid subgraph; each feature a subgraph of its own inside Features, its modules in
  /// manifest order; the arrows follow, in manifest order.
  ///
  /// - Parameter targets: The package's targets.
  /// - Returns: The Mermaid source, from `flowchart TD` to the last arrow.
  public static func mermaid(for targets: [PackageTarget]) -> String {
    let drawn = targets.filter(isDrawn)
    let names = Set(drawn.map(\.name))
    var lines = ["flowchart TD"]
    var placed: Set<String> = []
    for group in groups {
      let members = drawn.filter { $0.path.hasPrefix(group.folder) && !placed.contains($0.name) }
      guard !members.isEmpty else { continue }
      lines.append("  subgraph \(group.title)")
      if group.title == "Features" {
        for name in Set(members.compactMap(\.featureName)).sorted() {
          lines.append("    subgraph \(id(name))_feature [\(name)]")
          for target in members where target.featureName == name {
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

  /// Redraws the graph file of the package in `directory`, when it has one.
  ///
  /// A package without `Documentation/ModuleGraph.md` keeps none: nothing is read or written.
  ///
  /// - Parameters:
  ///   - directory: The package's folder.
  ///   - loadTargets: Reads the package's targets (`PackageDump.targets(of:swift:)` in the command).
  /// - Returns: True when the file was rewritten with a different text, false when there is no file or it
  ///   was current.
  /// - Throws: What `loadTargets` throws, or the write's error.
  public static func redraw(in directory: URL, loadTargets: (URL) throws -> [PackageTarget]) throws -> Bool {
    let url = directory.appendingPathComponent(path)
    guard let current = try? String(contentsOf: url, encoding: .utf8) else { return false }
    let drawn = markdown(for: try loadTargets(directory))
    guard drawn != current else { return false }
    try drawn.write(to: url, atomically: true, encoding: .utf8)
    return true
  }

  /// A Mermaid node id: the name with anything but letters and digits replaced.
  static func id(_ name: String) -> String {
    String(name.map { $0.isLetter || $0.isNumber ? $0 : "_" })
  }

  private static func node(_ name: String) -> String { "\(id(name))[\"\(name)\"]" }
}
