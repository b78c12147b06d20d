import Foundation

/// One target of a package as `swift package dump-package` describes it.
public struct PackageTarget: Equatable, Sendable {
  /// The target's name (its module's name).
  public let name: String
  /// `regular`, `test`, `executable`, `system`, `plugin`, ...
  public let type: String
  /// Its folder relative to the package root (`Tests/<name>` or `Sources/<name>` when the manifest gives none).
  public let path: String
  /// The targets of this package it depends on (products of other packages are left out).
  public let dependencies: [String]

  /// Describes a target.
  ///
  /// The values are taken as given: nothing is checked against a package.
  ///
  /// - Parameters:
  ///   - name: The target's name.
  ///   - type: Its kind as `dump-package` spells it (`regular`, `test`, `executable`, ...).
  ///   - path: Its folder relative to the package root.
  ///   - dependencies: The targets of the same package it depends on.
  public init(name: String, type: String, path: String, dependencies: [String]) {
    self.name = name
    self.type = type
    self.path = path
    self.dependencies = dependencies
  }

  /// Whether it is a test target.
  public var isTest: Bool { type == "test" }

  /// The feature the target belongs to: `X` for a target in `Modules/Features/X/<folder>`, else nil.
  public var featureName: String? {
    let parts = path.split(separator: "/")
    guard parts.count >= 4, parts[0] == "Modules", parts[1] == "Features" else { return nil }
    return String(parts[2])
  }
}

/// A package's targets, read through `swift package dump-package`.
public enum PackageDump {
  /// Runs `swift package dump-package` in `directory` and decodes its targets.
  ///
  /// It runs with a scratch folder of its own (so that it waits for no build of the same package) and
  /// without SwiftPM's sandbox (a command plugin already runs in one, and sandboxes do not nest).
  ///
  /// - Parameters:
  ///   - directory: The package's folder, holding `Package.swift`.
  ///   - swift: The `swift` program to run; nil finds it on the `PATH`.
  /// - Returns: The package's targets, in the manifest's order.
  /// - Throws: `PackageDumpFailure` when the program cannot be run, fails, or prints no package.
  public static func targets(of directory: URL, swift: String? = nil) throws -> [PackageTarget] {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("dump-package-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: swift ?? "/usr/bin/env")
    process.arguments =
      (swift == nil ? ["swift"] : [])
      + ["package", "--disable-sandbox", "--scratch-path", scratch.path, "dump-package"]
    process.currentDirectoryURL = directory
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      throw PackageDumpFailure(reason: "cannot run swift: \(error.localizedDescription)")
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw PackageDumpFailure(reason: "swift package dump-package failed (status \(process.terminationStatus))")
    }
    return try decode(data)
  }

  /// The targets of a `dump-package` JSON document.
  ///
  /// A dependency on another package's product is left out; a target's `path` defaults to SwiftPM's
  /// (`Sources/<name>`, or `Tests/<name>` for a test target).
  ///
  /// - Parameter data: The JSON `swift package dump-package` printed.
  /// - Returns: The targets, in the document's order.
  /// - Throws: `PackageDumpFailure` when `data` is not a package description.
  public static func decode(_ data: Data) throws -> [PackageTarget] {
    guard let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let targets = json["targets"] as? [[String: Any]]
    else { throw PackageDumpFailure(reason: "swift package dump-package printed no package") }
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
}

/// `swift package dump-package` could not be run, failed, or printed something else than a package.
public struct PackageDumpFailure: Error, CustomStringConvertible {
  /// What went wrong, one line.
  public let reason: String

  /// The reason.
  public var description: String { reason }
}
