import Foundation

/// One target of the package as `swift package dump-package` describes it.
struct PackageTarget: Equatable, Sendable {
  /// The target's name (its module's name).
  let name: String
  /// `regular`, `test`, `executable`, `system`, `plugin`, ...
  let type: String
  /// Its folder relative to the package root (`Tests/<name>` or `Sources/<name>` when the manifest gives none).
  let path: String
  /// The targets of this package it depends on (products of other packages are left out).
  let dependencies: [String]

  /// Whether it is a test target.
  var isTest: Bool { type == "test" }
}

/// Reads the package's targets through `swift package dump-package`.
enum PackageTargets {
  /// The package's root folder (this file is Tests/ArchitectureTests/Support/PackageTargets.swift).
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// Runs `swift package dump-package` (with its own scratch folder, so that it does not wait for the build
  /// that runs these tests) and decodes the targets.
  static func load() throws -> [PackageTarget] {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("dump-package-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift", "package", "--scratch-path", scratch.path, "dump-package"]
    process.currentDirectoryURL = root
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { throw DumpFailure(status: process.terminationStatus) }
    return try decode(data)
  }

  /// The targets of a `dump-package` JSON document.
  static func decode(_ data: Data) throws -> [PackageTarget] {
    guard let json = try JSONSerialization.jsonObject(with: data) as? [String: Any],
      let targets = json["targets"] as? [[String: Any]]
    else { throw DumpFailure(status: 0) }
    return targets.compactMap { target in
      guard let name = target["name"] as? String, let type = target["type"] as? String else { return nil }
      let folder = type == "test" ? "Tests" : "Sources"
      let path = target["path"] as? String ?? "\(folder)/\(name)"
      let dependencies = (target["dependencies"] as? [[String: Any]] ?? []).compactMap { dependency -> String? in
        for key in ["byName", "target"] {
          if let value = dependency[key] as? [Any], let name = value.first as? String { return name }
        }
        return nil  // a product of another package
      }
      return PackageTarget(name: name, type: type, path: path, dependencies: dependencies)
    }
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

/// `swift package dump-package` failed or printed something else than a package.
struct DumpFailure: Error, CustomStringConvertible {
  let status: Int32
  var description: String { "swift package dump-package failed (status \(status))" }
}
