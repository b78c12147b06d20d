import Foundation

/// How a new app's package depends on NavigatableRIBs.
public enum AppDependency: Equatable, Sendable {
  /// `.package(path:)`: a NavigatableRIBs checkout, by its path relative to the app's folder (`../NavigatableRIBs`
  /// when the two are side by side), so a clone of both, side by side, builds.
  case path(String)
  /// `.package(url:from:)`: a NavigatableRIBs repository and the lowest version the app takes.
  case url(String, version: String)

  /// The `.package(...)` entry of the app's `dependencies:`.
  public var declaration: String {
    switch self {
    case .path(let path): ".package(path: \(AppDependency.literal(path)))"
    case .url(let url, let version):
      ".package(url: \(AppDependency.literal(url)), from: \(AppDependency.literal(version)))"
    }
  }

  /// The package's identity, as `.product(name:package:)` names it: the last component of the path or of the
  /// URL (without `.git`), in lower case.
  public var identity: String {
    let location =
      switch self {
      case .path(let path): path
      case .url(let url, _): url
      }
    var last = location.split(separator: "/").last.map(String.init) ?? location
    if last.hasSuffix(".git") { last.removeLast(4) }
    return last.lowercased()
  }

  /// Whether `text` names a git repository SwiftPM can clone: `scheme://host/path` (https, http, ssh, git),
  /// `file:///path`, or the scp form `user@host:path`; no spaces or control characters.
  public static func isRepositoryURL(_ text: String) -> Bool {
    guard !text.isEmpty, text.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value != 0x7F }) else {
      return false
    }
    if let range = text.range(of: "://") {
      let scheme = text[..<range.lowerBound].lowercased()
      let rest = text[range.upperBound...]
      guard ["https", "http", "ssh", "git", "file"].contains(scheme) else { return false }
      if scheme == "file" { return rest.hasPrefix("/") && rest.count > 1 }
      let host = rest.prefix { $0 != "/" && $0 != ":" }.split(separator: "@").last ?? ""
      return !host.isEmpty && rest.contains("/") && !rest.hasSuffix("/")
    }
    // user@host:path
    let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
    guard parts.count == 2, !parts[1].isEmpty, !parts[1].hasPrefix("/") || parts[1].count > 1 else { return false }
    let userHost = parts[0].split(separator: "@", omittingEmptySubsequences: false)
    return userHost.count == 2 && !userHost[0].isEmpty && !userHost[1].isEmpty && !userHost[1].contains("/")
  }

  /// Whether `text` is a semantic version (semver.org 2.0.0): `MAJOR.MINOR.PATCH` without leading zeros, then
  /// optionally `-PRE.RELEASE` and `+BUILD` of dot-separated identifiers of ASCII letters, digits and hyphens.
  public static func isSemanticVersion(_ text: String) -> Bool {
    var rest = Substring(text)
    var build: Substring?
    if let plus = rest.firstIndex(of: "+") {
      build = rest[rest.index(after: plus)...]
      rest = rest[..<plus]
    }
    var preRelease: Substring?
    if let minus = rest.firstIndex(of: "-") {
      preRelease = rest[rest.index(after: minus)...]
      rest = rest[..<minus]
    }
    func isNumber(_ part: Substring) -> Bool {
      !part.isEmpty && part.allSatisfy { $0.isASCII && $0.isNumber } && (part == "0" || part.first != "0")
    }
    func identifiers(_ part: Substring, numericWithoutLeadingZero: Bool) -> Bool {
      part.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { identifier in
        guard !identifier.isEmpty,
          identifier.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") })
        else { return false }
        let numeric = identifier.allSatisfy(\.isNumber)
        return !numericWithoutLeadingZero || !numeric || isNumber(identifier)
      }
    }
    let core = rest.split(separator: ".", omittingEmptySubsequences: false)
    guard core.count == 3, core.allSatisfy(isNumber) else { return false }
    if let preRelease, !identifiers(preRelease, numericWithoutLeadingZero: true) { return false }
    if let build, !identifiers(build, numericWithoutLeadingZero: false) { return false }
    return true
  }

  /// `text` as a Swift string literal.
  static func literal(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
  }
}

/// What `make new-app` was asked to write.
public struct AppRequest: Sendable {
  /// The app's name as typed: `Acme`.
  public var name: String
  /// Where the new package goes: a folder that does not exist yet, or an empty one.
  public var directory: URL
  /// This package's directory (a new app may not be written inside it).
  public var repository: URL
  /// How the new package depends on this one.
  public var dependency: AppDependency
  /// The text of the `.swift-format` the new package gets (this package's), or nil for none.
  public var formatConfiguration: String?

  /// Creates a request.
  ///
  /// - Parameters:
  ///   - name: The app's name as typed.
  ///   - directory: Where the new package goes.
  ///   - repository: This package's directory.
  ///   - dependency: How the new package depends on this one; nil for the path of `repository` relative to
  ///     `directory` (both with their symbolic links resolved).
  ///   - formatConfiguration: The text of the new package's `.swift-format`, or nil for none.
  public init(
    name: String, directory: URL, repository: URL, dependency: AppDependency? = nil,
    formatConfiguration: String? = nil
  ) {
    self.name = name
    self.directory = directory
    self.repository = repository
    self.dependency =
      dependency
      ?? .path(AppScaffold.relativePath(from: AppScaffold.resolved(directory), to: AppScaffold.resolved(repository)))
    self.formatConfiguration = formatConfiguration
  }
}

/// The checked names of a new app: `Acme` gives the app type `AcmeApp`, the composition root's module
/// `AcmeRoot`, the shell's module `AcmeShell` and its program `acme`.
public struct AppName: Equatable, Sendable {
  /// The name as typed: `Acme`.
  public let name: String
  /// The app's type: `AcmeApp`.
  public var appType: String { name + "App" }
  /// The composition root's module (App/Root): `AcmeRoot`.
  public var rootModule: String { name + "Root" }
  /// The shell's module (App/Shell): `AcmeShell`.
  public var shellModule: String { name + "Shell" }
  /// The features alone (App/FeaturePreviews, `acme --feature NAME`): `AcmePreviews`.
  public var previewsModule: String { name + "Previews" }
  /// The app's tests' module (Tests/AcmeTests): `AcmeTests`.
  public var testsModule: String { name + "Tests" }
  /// The shell program and its product: `acme`.
  public var program: String { name.lowercased() }
  /// The iOS scene delegate's type: `AcmeSceneDelegate`.
  public var sceneDelegate: String { name + "SceneDelegate" }

  /// Checks `raw` like a feature's name (`FeatureName`), and that the modules it names are not NavigatableRIBs'.
  ///
  /// - Parameters:
  ///   - raw: The name as typed.
  ///   - taken: The names NavigatableRIBs' Package.swift takes (its targets and products).
  /// - Throws: `ScaffoldingError` with a one-line reason.
  public init(validating raw: String, taken: [String] = []) throws(ScaffoldingError) {
    guard !raw.isEmpty else {
      throw ScaffoldingError("the app needs a name: make new-app NAME=Acme DIR=PATH.")
    }
    let checked: FeatureName
    do {
      checked = try FeatureName(validating: raw)
    } catch {
      throw ScaffoldingError(
        error.message.replacingOccurrences(of: "(\(raw)Builder, \(raw)Router)", with: "(\(raw)App, \(raw)Root)"))
    }
    name = checked.name
    let home = ["", "Impl", "TestSupport", "Tests"].map { AppScaffold.starterTab + $0 }
    for module in [rootModule, shellModule, previewsModule, testsModule, program] {
      if let clash = (taken + home).first(where: { $0.lowercased() == module.lowercased() }) {
        throw ScaffoldingError(
          "\(ScaffoldingError.quoted(raw)) would name the module \(module), which clashes with '\(clash)'; choose another name."
        )
      }
    }
  }
}

/// Writes a new app's package: `plan(_:)` checks the request and renders every file, changing nothing;
/// `write(_:in:)` writes them.
public enum AppScaffold {
  /// The starter tab every new app has.
  public static let starterTab = "Home"

  /// Checks the request and renders the new package's files.
  ///
  /// - Parameter request: What to write, and where.
  /// - Returns: The files, with paths relative to the new package's directory.
  /// - Throws: `ScaffoldingError` (one line) when the name is invalid, the directory exists and is not
  ///   empty, or lies inside this package. Nothing is written either way.
  public static func plan(_ request: AppRequest) throws(ScaffoldingError) -> [GeneratedFile] {
    let manifest = try? String(
      contentsOf: request.repository.appendingPathComponent("Package.swift"), encoding: .utf8)
    let name = try AppName(validating: request.name, taken: manifest.map { PackageManifest(text: $0).takenNames } ?? [])
    let directory = resolved(request.directory)
    let repository = resolved(request.repository)
    if directory.path == repository.path || directory.path.hasPrefix(repository.path + "/") {
      throw ScaffoldingError(
        "\(request.directory.path) is inside NavigatableRIBs (\(repository.path)); choose a folder outside it.")
    }
    if let problem = directoryProblem(request.directory.path, resolved: directory) {
      throw ScaffoldingError(problem)
    }
    if case .url(let url, let version) = request.dependency {
      guard !url.isEmpty, !version.isEmpty else {
        throw ScaffoldingError("URL= and VERSION= go together: URL=https://.../NavigatableRIBs.git VERSION=1.0.0.")
      }
      guard AppDependency.isRepositoryURL(url) else {
        throw ScaffoldingError(
          "URL=\(url) is not a git repository's URL (https://host/path, ssh://..., file:///path or user@host:path)."
        )
      }
      guard AppDependency.isSemanticVersion(version) else {
        throw ScaffoldingError(
          "VERSION=\(version) is not a semantic version (MAJOR.MINOR.PATCH, a pre-release as 1.0.0-beta.1 included).")
      }
    }
    guard let featureStruct = manifest.flatMap({ PackageManifest(text: $0).featureStruct }) else {
      throw ScaffoldingError(
        "\(request.repository.path)/Package.swift has no `\(PackageManifest.featureStructBegin)` ... `\(PackageManifest.featureStructEnd)` lines around its Feature struct, which the new app's Package.swift copies."
      )
    }
    return files(
      name, dependency: request.dependency, formatConfiguration: request.formatConfiguration,
      featureStruct: featureStruct)
  }

  /// Why the new package cannot go at `shown` (`resolved`, its symbolic links resolved), in one line, or `nil`:
  /// a file where the folder is wanted, a folder that is not empty, a parent that is missing, not a folder or
  /// not writable.
  static func directoryProblem(_ shown: String, resolved directory: URL) -> String? {
    let fileManager = FileManager.default
    var isDirectory: ObjCBool = false
    if fileManager.fileExists(atPath: directory.path, isDirectory: &isDirectory) {
      guard isDirectory.boolValue else {
        return "\(shown) is a file, not a folder; choose a new or empty folder."
      }
      guard let entries = try? fileManager.contentsOfDirectory(atPath: directory.path) else {
        return "\(shown) cannot be read; choose a folder you can write to."
      }
      guard entries.isEmpty else { return "\(shown) exists and is not empty; choose a new or empty folder." }
      guard fileManager.isWritableFile(atPath: directory.path) else {
        return "\(shown) is not writable; choose a folder you can write to."
      }
      return nil
    }
    let parent = directory.deletingLastPathComponent()
    // The nearest part of the path that exists: a file there means no folder can be made below it.
    var existing = parent
    while !fileManager.fileExists(atPath: existing.path, isDirectory: &isDirectory), existing.path != "/" {
      existing.deleteLastPathComponent()
    }
    guard isDirectory.boolValue else {
      return "\(shown) cannot be made: \(existing.path) is a file, not a folder."
    }
    guard existing.path == parent.path else {
      return "\(shown) cannot be made: its parent folder \(parent.path) does not exist; create it first."
    }
    guard fileManager.isWritableFile(atPath: parent.path) else {
      return "\(shown) cannot be made: its parent folder \(parent.path) is not writable."
    }
    return nil
  }

  /// Every file of the new package named `name`.
  ///
  /// - Parameters:
  ///   - name: The app's names.
  ///   - dependency: How it depends on NavigatableRIBs.
  ///   - formatConfiguration: The text of its `.swift-format`, or nil for none.
  ///   - featureStruct: The `Feature` struct its Package.swift declares (`PackageManifest.featureStruct`).
  /// - Returns: The files, with paths relative to the new package's directory.
  static func files(
    _ name: AppName, dependency: AppDependency, formatConfiguration: String?, featureStruct: String
  ) -> [GeneratedFile] {
    let home = try! FeatureName(validating: starterTab)
    let homeFiles = Templates.files(for: home, kind: .tab, program: name.program)
    var files = [
      GeneratedFile(
        path: "Package.swift",
        contents: AppTemplates.manifest(name, dependency: dependency, featureStruct: featureStruct)),
      GeneratedFile(path: "Makefile", contents: AppTemplates.makefile(name)),
      GeneratedFile(path: "README.md", contents: AppTemplates.readme(name, dependency: dependency)),
      GeneratedFile(path: ".gitignore", contents: ".build/\n.swiftpm/\n"),
    ]
    if let formatConfiguration {
      files.append(GeneratedFile(path: ".swift-format", contents: formatConfiguration))
    }
    files += AppTemplates.root(name) + AppTemplates.previews(name) + homeFiles
    files += [
      GeneratedFile(path: "App/Shell/main.swift", contents: AppTemplates.shell(name)),
      GeneratedFile(path: "Tests/\(name.testsModule)/\(name.appType)Tests.swift", contents: AppTemplates.tests(name)),
      GeneratedFile(
        path: "Tests/\(name.testsModule)/\(name.appType)ExplorationTests.swift",
        contents: AppTemplates.explorationTests(name)),
    ]
    return files
  }

  /// Writes `files` under `directory`, creating it. When a write fails, the folder is removed again (or
  /// emptied, when it existed).
  ///
  /// - Parameters:
  ///   - files: The files `plan(_:)` rendered.
  ///   - directory: The new package's folder.
  /// - Throws: `ScaffoldingError` naming what could not be written.
  public static func write(_ files: [GeneratedFile], in directory: URL) throws(ScaffoldingError) {
    let fileManager = FileManager.default
    let existed = fileManager.fileExists(atPath: directory.path)
    do {
      try fileManager.createDirectory(at: directory, withIntermediateDirectories: true)
      for file in files {
        let url = directory.appendingPathComponent(file.path)
        try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try file.contents.write(to: url, atomically: true, encoding: .utf8)
      }
    } catch {
      if existed {
        for entry in (try? fileManager.contentsOfDirectory(atPath: directory.path)) ?? [] {
          try? fileManager.removeItem(at: directory.appendingPathComponent(entry))
        }
      } else {
        try? fileManager.removeItem(at: directory)
      }
      throw ScaffoldingError(
        "could not write the app in \(directory.path): \(error.localizedDescription) Nothing was kept.")
    }
  }

  /// The path of `target` relative to the folder `base` (`../NavigatableRIBs`), both absolute and standardized.
  static func relativePath(from base: URL, to target: URL) -> String {
    let from = base.standardizedFileURL.pathComponents
    let to = target.standardizedFileURL.pathComponents
    var common = 0
    while common < from.count, common < to.count, from[common] == to[common] { common += 1 }
    let path = (Array(repeating: "..", count: from.count - common) + to[common...]).joined(separator: "/")
    return path.isEmpty ? "." : path
  }

  /// `url` with symbolic links resolved: its own when it exists, else its nearest existing folder's.
  static func resolved(_ url: URL) -> URL {
    var existing = url.standardizedFileURL
    var rest: [String] = []
    while !FileManager.default.fileExists(atPath: existing.path), existing.path != "/" {
      rest.insert(existing.lastPathComponent, at: 0)
      existing.deleteLastPathComponent()
    }
    var result = existing.resolvingSymlinksInPath()
    for component in rest { result.appendPathComponent(component) }
    return result.standardizedFileURL
  }
}
