import Foundation

/// How a new app's package depends on NavigatableRIBs.
public enum AppDependency: Equatable, Sendable {
  /// `.package(path:)`: the absolute path of a NavigatableRIBs checkout on this machine.
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
  ///   - dependency: How the new package depends on this one; nil for the path of `repository`.
  ///   - formatConfiguration: The text of the new package's `.swift-format`, or nil for none.
  public init(
    name: String, directory: URL, repository: URL, dependency: AppDependency? = nil,
    formatConfiguration: String? = nil
  ) {
    self.name = name
    self.directory = directory
    self.repository = repository
    self.dependency = dependency ?? .path(repository.standardizedFileURL.path)
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
    for module in [rootModule, shellModule, testsModule, program] {
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
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory) {
      let entries = isDirectory.boolValue ? (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) : nil
      if entries?.isEmpty != true {
        throw ScaffoldingError(
          "\(request.directory.path) exists and is not empty; choose a new or empty folder.")
      }
    }
    if case .url(let url, let version) = request.dependency {
      guard !url.isEmpty, !version.isEmpty else {
        throw ScaffoldingError("URL= and VERSION= go together: URL=https://.../NavigatableRIBs.git VERSION=1.0.0.")
      }
      let parts = version.split(separator: ".", omittingEmptySubsequences: false)
      guard parts.count == 3, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isNumber) }) else {
        throw ScaffoldingError(
          "VERSION=\(version) is not a version like 1.0.0 (MAJOR.MINOR.PATCH).")
      }
    }
    return files(name, dependency: request.dependency, formatConfiguration: request.formatConfiguration)
  }

  /// Every file of the new package named `name`.
  static func files(_ name: AppName, dependency: AppDependency, formatConfiguration: String?) -> [GeneratedFile] {
    let home = try! FeatureName(validating: starterTab)
    let homeFiles = Templates.files(for: home, kind: .tab).filter { !$0.path.hasPrefix("App/FeaturePreviews/") }
    var files = [
      GeneratedFile(path: "Package.swift", contents: AppTemplates.manifest(name, dependency: dependency)),
      GeneratedFile(path: "Makefile", contents: AppTemplates.makefile(name)),
      GeneratedFile(path: "README.md", contents: AppTemplates.readme(name, dependency: dependency)),
      GeneratedFile(path: ".gitignore", contents: ".build/\n.swiftpm/\n"),
    ]
    if let formatConfiguration {
      files.append(GeneratedFile(path: ".swift-format", contents: formatConfiguration))
    }
    files += AppTemplates.root(name) + homeFiles
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
