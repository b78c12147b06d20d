import Foundation
import RIBScaffolding

/// Reads the package's targets through `swift package dump-package`.
enum PackageTargets {
  /// The package's root folder (this file is Tests/ArchitectureTests/Support/PackageTargets.swift).
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The package's targets, through `swift package dump-package` (RIBScaffolding's `PackageDump`, which
  /// `generate-rib` uses to redraw the module graph).
  static func load() throws -> [PackageTarget] {
    try PackageDump.targets(of: root)
  }

  /// The modules the Swift files under `path` import (`import X`, `@testable import X`), sorted.
  static func imports(under path: String) -> [String] {
    let folder = root.appendingPathComponent(path)
    var modules: Set<String> = []
    guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return [] }
    for case let file as String in walker where file.hasSuffix(".swift") {
      let text = (try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)) ?? ""
      for line in text.split(separator: "\n") {
        let words = line.split(separator: " ")
        guard let index = words.firstIndex(of: "import"), index + 1 < words.count,
          words[..<index].allSatisfy({ $0.hasPrefix("@") })
        else { continue }
        modules.insert(String(words[index + 1]))
      }
    }
    return modules.sorted()
  }
}
