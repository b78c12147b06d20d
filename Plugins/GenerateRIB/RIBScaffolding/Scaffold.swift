import Foundation

/// What `generate-rib` was asked to do.
public struct ScaffoldRequest: Sendable {
  /// The name as typed.
  public var name: String
  /// The kind of RIB.
  public var kind: RIBKind
  /// The package's directory (holding `Package.swift`).
  public var packageDirectory: URL
  /// Names taken besides those `Package.swift` declares: the modules and products of the dependencies
  /// (the plugin passes them).
  public var reservedNames: [String]
  /// Whether to add the targets to `Package.swift` rather than print them.
  public var applyPackageChanges: Bool

  /// Creates a request.
  public init(
    name: String, kind: RIBKind = .view, packageDirectory: URL, reservedNames: [String] = [],
    applyPackageChanges: Bool = false
  ) {
    self.name = name
    self.kind = kind
    self.packageDirectory = packageDirectory
    self.reservedNames = reservedNames
    self.applyPackageChanges = applyPackageChanges
  }
}

/// Everything `generate-rib` will write, checked before anything is written.
public struct ScaffoldPlan: Sendable {
  /// The checked name.
  public let name: FeatureName
  /// The kind of RIB.
  public let kind: RIBKind
  /// The files to create, relative to the package's directory.
  public let files: [GeneratedFile]
  /// The lines for `Package.swift`.
  public let changes: PackageChanges
  /// The new `Package.swift`, when the changes are to be applied.
  public let manifest: String?
}

/// Plans and writes a feature RIB: `plan(_:)` checks everything and changes nothing; `write(_:in:)` writes.
public enum Scaffold {
  /// Checks the request against the package and renders every file.
  /// - Throws: `ScaffoldingError` (one line) when the name is invalid or taken, or the manifest cannot be
  ///   read or edited. Nothing is written either way.
  public static func plan(_ request: ScaffoldRequest) throws(ScaffoldingError) -> ScaffoldPlan {
    let name = try FeatureName(validating: request.name)
    let directory = request.packageDirectory
    let manifestURL = directory.appendingPathComponent("Package.swift")
    guard let text = try? String(contentsOf: manifestURL, encoding: .utf8) else {
      throw ScaffoldingError("no readable Package.swift in \(directory.path).")
    }
    let manifest = PackageManifest(text: text)

    for folder in ["Modules/Features/\(name)", "Tests/\(name.testTargetName)"] {
      if let existing = existingEntry(folder, in: directory) {
        throw ScaffoldingError("\(existing) already exists; choose another name.")
      }
    }
    for candidate in [name.name, name.testTargetName] {
      let what = candidate == name.name ? "'\(candidate)'" : "its test target '\(candidate)'"
      if let taken = manifest.declaredNames.first(where: { $0.lowercased() == candidate.lowercased() }) {
        throw ScaffoldingError(
          "\(what) clashes with '\(taken)', a target, product or module Package.swift names; choose another name.")
      }
      if let taken = request.reservedNames.first(where: { $0.lowercased() == candidate.lowercased() }) {
        throw ScaffoldingError("\(what) clashes with '\(taken)', a module or product of a dependency; choose another name.")
      }
    }

    let changes = PackageChanges(name: name, kind: request.kind, strictSettings: manifest.definesStrictSettings)
    let newManifest = request.applyPackageChanges ? try manifest.applying(changes) : nil
    return ScaffoldPlan(
      name: name, kind: request.kind, files: Templates.files(for: name, kind: request.kind), changes: changes,
      manifest: newManifest)
  }

  /// Writes the plan's files (and `Package.swift` when the plan has it) under `directory`. When a write
  /// fails, the folders it created are removed again and `Package.swift` is left as it was.
  /// - Throws: `ScaffoldingError` naming the file that could not be written.
  public static func write(_ plan: ScaffoldPlan, in directory: URL) throws(ScaffoldingError) {
    let fileManager = FileManager.default
    let folders = ["Modules/Features/\(plan.name)", "Tests/\(plan.name.testTargetName)"]
    var created: [URL] = []
    func undo() {
      for folder in created.reversed() { try? fileManager.removeItem(at: folder) }
    }
    do {
      for folder in folders {
        let url = directory.appendingPathComponent(folder)
        try fileManager.createDirectory(at: url, withIntermediateDirectories: true)
        created.append(url)
      }
      for file in plan.files {
        try file.contents.write(to: directory.appendingPathComponent(file.path), atomically: true, encoding: .utf8)
      }
      if let manifest = plan.manifest {
        try manifest.write(to: directory.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
      }
    } catch {
      undo()
      throw ScaffoldingError("could not write the \(plan.name) RIB: \(error.localizedDescription) Nothing was kept.")
    }
  }

  /// The path (relative to `directory`) of an entry equal to `path` up to case, if one exists: a
  /// case-insensitive file system could not hold both.
  static func existingEntry(_ path: String, in directory: URL) -> String? {
    let components = path.split(separator: "/").map(String.init)
    var current = directory
    var found: [String] = []
    for component in components {
      guard
        let entries = try? FileManager.default.contentsOfDirectory(atPath: current.path),
        let match = entries.first(where: { $0.lowercased() == component.lowercased() })
      else { return nil }
      found.append(match)
      current = current.appendingPathComponent(match)
    }
    return found.joined(separator: "/")
  }
}
