import Foundation

@testable import RIBScaffolding

/// The package this test target belongs to, and scratch folders for tests.
enum Repository {
  /// The package's directory (this file is `Tests/ScaffoldingTests/Support/Repository.swift`).
  static let root: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The package's real `Package.swift`.
  static func manifest() throws -> String {
    try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
  }

  /// A feature name starting with `base` that the package takes in no way: `base` when it is free, else
  /// `base2`, `base3`, ... Tests that generate into a copy of the package name their RIBs with it, so a
  /// feature a team generates under the same name cannot turn them red.
  ///
  /// A name is taken when a folder of `Modules/Features` has it, or Package.swift takes it or one of the
  /// feature's target names (`NameImpl`, `NameTestSupport`, `NameTests`), all without regard to case.
  ///
  /// - Parameter base: The name to try first.
  /// - Returns: The first free name of the series.
  static func unusedFeatureName(_ base: String) -> String {
    let folders =
      (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Modules/Features").path)) ?? []
    let taken = Set(
      (folders + PackageManifest(text: (try? manifest()) ?? "").takenNames).map { $0.lowercased() })
    func isFree(_ name: String) -> Bool {
      ["", "Impl", "TestSupport", "Tests"].allSatisfy { !taken.contains((name + $0).lowercased()) }
    }
    if isFree(base) { return base }
    return (2...).lazy.map { base + String($0) }.first(where: isFree)!
  }

  /// A new empty folder under the system's temporary folder.
  static func makeTemporaryDirectory(_ label: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(label)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// A small package folder for command tests: the real `Package.swift`, Root's builder and router (the
  /// parent of tabs), the previews' and the deep links' lists, and the folders of the features the real package has: empty, but for the features in
  /// `copying`, whose whole folders and previews (`App/FeaturePreviews/FeaturePreview+NAME.swift`) are the
  /// real ones. Removed by the caller.
  static func makeFixturePackage(copying copied: [String] = []) throws -> URL {
    let directory = try makeTemporaryDirectory("generate-rib-fixture")
    let fileManager = FileManager.default
    for file in [
      "Package.swift", "App/Root/RootBuilder.swift", "App/Root/RootRouter.swift",
      "App/FeaturePreviews/FeaturePreviews.swift", "App/Root/FeatureDeepLink.swift",
    ] {
      let url = directory.appendingPathComponent(file)
      try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
        .write(to: url, atomically: true, encoding: .utf8)
    }
    for entry in try fileManager.contentsOfDirectory(atPath: root.appendingPathComponent("Modules/Features").path) {
      try fileManager.createDirectory(
        at: directory.appendingPathComponent("Modules/Features").appendingPathComponent(entry),
        withIntermediateDirectories: true)
    }
    for feature in copied {
      let folder = "Modules/Features/\(feature)"
      try fileManager.removeItem(at: directory.appendingPathComponent(folder))
      try fileManager.copyItem(at: root.appendingPathComponent(folder), to: directory.appendingPathComponent(folder))
      let preview = "App/FeaturePreviews/FeaturePreview+\(feature).swift"
      try fileManager.copyItem(at: root.appendingPathComponent(preview), to: directory.appendingPathComponent(preview))
    }
    return directory
  }

  /// Every file under `directory` (relative paths, sorted) with its contents.
  static func snapshot(_ directory: URL) -> [String: String] {
    var files: [String: String] = [:]
    let base = directory.standardizedFileURL.path
    guard let enumerator = FileManager.default.enumerator(atPath: base) else { return files }
    while let relative = enumerator.nextObject() as? String {
      let path = base + "/" + relative
      var isDirectory: ObjCBool = false
      let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
      files[relative] =
        !exists
        ? "<gone>" : isDirectory.boolValue ? "<dir>" : (try? String(contentsOfFile: path, encoding: .utf8)) ?? "<?>"
    }
    return files
  }
}
