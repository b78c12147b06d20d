import Foundation

/// The package's Markdown files that the documentation tests read.
enum PackageFiles {
  /// The package's root folder (this file is Tests/DocumentationTests/Support/PackageFiles.swift).
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// `README.md`, `CONTRIBUTING.md` and every `.md` file under `Documentation/`, relative to the root, sorted.
  static func markdownFiles() -> [String] {
    var paths: [String] = []
    for file in ["README.md", "CONTRIBUTING.md"]
    where FileManager.default.fileExists(atPath: root.appendingPathComponent(file).path) {
      paths.append(file)
    }
    let documentation = root.appendingPathComponent("Documentation")
    if let walker = FileManager.default.enumerator(atPath: documentation.path) {
      for case let path as String in walker where path.hasSuffix(".md") {
        paths.append("Documentation/" + path)
      }
    }
    return paths.sorted()
  }

  /// The text of the file at `path` (relative to the root), or nil.
  static func read(_ path: String) -> String? {
    try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }
}
