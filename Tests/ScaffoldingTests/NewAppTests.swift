import Foundation
import Testing

@testable import RIBScaffolding

/// `new-app` run in-process: what it writes, what it refuses (writing nothing), and that the package it writes
/// takes `generate-rib` and passes `swift format lint` as written. Building the package is the slow test's
/// (`NewAppEndToEndTests`).
@Suite(.serialized)
struct NewAppTests {
  /// What a run printed and returned.
  struct Run {
    var code: Int32
    var output: [String] = []
    var errors: [String] = []
  }

  func newApp(_ arguments: [String], in directory: URL = Repository.root) -> Run {
    var result = Run(code: 0)
    result.code = NewAppCommand.run(
      arguments: arguments, currentDirectory: directory, output: { result.output.append($0) },
      error: { result.errors.append($0) })
    return result
  }

  func read(_ path: String, in package: URL) throws -> String {
    try String(contentsOf: package.appendingPathComponent(path), encoding: .utf8)
  }

  /// The files every new app has, besides Home's.
  static let appFiles: Set<String> = [
    "Package.swift", "Makefile", "README.md", ".gitignore", ".swift-format",
    "App/Root/RootBuilder.swift", "App/Root/RootRouter.swift", "App/Root/RootInteractor.swift",
    "App/Root/RootViewController.swift", "App/Root/Composition/AppRootComponent.swift", "App/Root/AcmeApp.swift",
    "App/Root/AcmeSceneDelegate.swift", "App/Shell/main.swift", "Tests/AcmeTests/AcmeAppTests.swift",
    "App/Root/Composition/AppRootComponent+Home.swift", "App/FeaturePreviews/FeaturePreview.swift",
    "App/FeaturePreviews/FeaturePreviews.swift", "Tests/AcmeTests/AcmeAppExplorationTests.swift",
  ]

  @Test func itWritesThePackageWithHomeAsGenerateRIBWritesATab() throws {
    let scratch = try Repository.makeTemporaryDirectory("new-app")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let app = scratch.appendingPathComponent("Acme")
    let run = newApp(["Acme", "--directory", app.path, "--repository", Repository.root.path])
    #expect(run.code == 0, "\(run.errors)")
    #expect(run.errors.isEmpty)
    let written = Set(Repository.snapshot(app).filter { $0.value != "<dir>" }.keys)
    let home = Templates.files(for: try FeatureName(validating: "Home"), kind: .tab, program: "acme")
    #expect(written == Self.appFiles.union(home.map(\.path)))
    for file in home {
      #expect(try read(file.path, in: app) == file.contents, "\(file.path)")
    }
    #expect(try read(".swift-format", in: app) == read(".swift-format", in: Repository.root))
    #expect(run.output.joined().contains("Created App/Shell/main.swift"))
    // Its generated texts name its own command, never this package's.
    #expect(
      try read("Modules/Features/Home/Tests/HomeExplorationTests.swift", in: app).contains("`acme --feature Home`"))
    for file in written where file != ".swift-format" {
      #expect(!(try read(file, in: app)).contains("navigatable-ribs"), "\(file)")
    }
    // The app-wide exploration: the whole app from its start, one call at the test's line.
    let exploration = try read("Tests/AcmeTests/AcmeAppExplorationTests.swift", in: app)
    #expect(exploration.contains("import AcmeRoot\n"))
    #expect(exploration.contains("@Suite(.serialized, .restoresExplorationGlobals)\nstruct AcmeAppExplorationTests {"))
    #expect(exploration.contains("let app = AcmeApp()\n    app.launch()"))
    #expect(exploration.contains("Exploration(depth: 3).expectGuaranteesKept(minimumStates: 1) { Self.launched() }"))
  }

  @Test func packageSwiftDependsOnThisPackageByPathByDefault() throws {
    let scratch = try Repository.makeTemporaryDirectory("new-app")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let files = try AppScaffold.plan(
      AppRequest(name: "Acme", directory: scratch.appendingPathComponent("Acme"), repository: Repository.root))
    let manifest = try #require(files.first { $0.path == "Package.swift" }?.contents)
    // A path relative to the app's folder, which leads back to this checkout: a clone of both, side by side, builds.
    let app = AppScaffold.resolved(scratch.appendingPathComponent("Acme"))
    let relative = try #require(
      AppScaffold.relativePath(from: app, to: AppScaffold.resolved(Repository.root)) as String?)
    #expect(!relative.hasPrefix("/") && relative.hasPrefix("../"), "\(relative)")
    #expect(
      URL(fileURLWithPath: relative, relativeTo: app.appendingPathComponent("")).standardizedFileURL.path
        == AppScaffold.resolved(Repository.root).path)
    #expect(manifest.contains("    .package(path: \"\(relative)\"),\n"), "\(manifest)")
    #expect(
      AppScaffold.relativePath(from: URL(fileURLWithPath: "/w/Acme"), to: URL(fileURLWithPath: "/w/NavigatableRIBs"))
        == "../NavigatableRIBs")
    #expect(
      try #require(files.first { $0.path == "README.md" }?.contents).contains("side by side"))
    #expect(manifest.contains("let navigatableRIBs = \"\(Repository.root.lastPathComponent.lowercased())\""))
    #expect(manifest.contains(".executable(name: \"acme\", targets: [\"AcmeShell\"])"))
    #expect(manifest.contains(".product(name: \"NavigatableRIBsShell\", package: navigatableRIBs)"))
    // generate-rib reads it as it reads this package's: the feature list, its marker.
    let parsed = PackageManifest(text: manifest)
    #expect(parsed.featureNames == ["Home"])
    #expect(try parsed.addingFeature(FeatureName(validating: "Profile"), summary: "s").contains("\"Profile\", \"s\","))
    #expect(
      try parsed.addingDependency(of: "Home", on: "Profile", tests: "ProfileTestSupport").contains("[\"Profile\"]"))
  }

  @Test func aFeatureListFormattedWithoutItsLastCommaStillTakesAFeature() throws {
    // `make format` drops the comma after a list's only element: the starter's Home, alone.
    let text = """
      let features: [Feature] = [
        Feature(
          "Home", "s",
          interface: [],
          implementation: [],
          tests: [])
        // generate-rib: features
      ]

      """
    let edited = try PackageManifest(text: text).addingFeature(FeatureName(validating: "Profile"), summary: "t")
    #expect(edited.contains("    tests: []),\n  Feature(\n    \"Profile\", \"t\",\n"))
    #expect(PackageManifest(text: edited).featureNames == ["Home", "Profile"])
  }

  @Test func packageSwiftDependsOnAVersionWithURLAndVersion() throws {
    let scratch = try Repository.makeTemporaryDirectory("new-app")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let app = scratch.appendingPathComponent("Acme")
    let run = newApp([
      "Acme", "--directory", app.path, "--url", "https://example.com/team/NavigatableRIBs.git", "--version", "1.2.0",
    ])
    #expect(run.code == 0, "\(run.errors)")
    let manifest = try read("Package.swift", in: app)
    #expect(manifest.contains(".package(url: \"https://example.com/team/NavigatableRIBs.git\", from: \"1.2.0\")"))
    #expect(manifest.contains("let navigatableRIBs = \"navigatableribs\""))
    #expect(!manifest.contains(".package(path:"))
    #expect(try read("README.md", in: app).contains("NavigatableRIBs 1.2.0 or later"))
  }

  @Test(arguments: [
    (["acme"], "must start with an uppercase letter"),
    (["1Acme"], "is not a valid Swift identifier"),
    (["Ac-me"], "is not a valid Swift identifier"),
    (["UIKit"], "clashes with the module UIKit"),
    (["App"], "would name the module AppShell"),
    (["Home"], "would name the module HomeTests"),
    ([], "the app needs a name"),
    (["Acme", "Other"], "one app at a time"),
    (["Acme", "--url", "https://example.com/x.git"], "URL= and VERSION= go together"),
    (["Acme", "--url", "https://example.com/x.git", "--version", "1.0"], "is not a semantic version"),
    (["Acme", "--url", "https://example.com/x.git", "--version", "01.0.0"], "is not a semantic version"),
    (["Acme", "--url", "not a url", "--version", "1.0.0"], "is not a git repository's URL"),
    (["Acme", "--url", "example.com/x.git", "--version", "1.0.0"], "is not a git repository's URL"),
    (["class"], "'class' is a Swift keyword"),
    ([String(repeating: "A", count: 300)], "the name has 300 characters; the limit is 64"),
  ])
  func badArgumentsAreRefusedInOneLineWritingNothing(arguments: [String], reason: String) throws {
    let scratch = try Repository.makeTemporaryDirectory("new-app")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let app = scratch.appendingPathComponent("Acme")
    let run = newApp(arguments + ["--directory", app.path])
    #expect(run.code == 1)
    #expect(run.errors.count == 1 && run.errors[0].hasPrefix("error: ") && !run.errors[0].contains("\n"))
    #expect(run.errors.first?.contains(reason) == true, "\(run.errors)")
    #expect(!FileManager.default.fileExists(atPath: app.path))
  }

  @Test func aFolderThatIsNotEmptyIsRefusedAndKeptAsItWas() throws {
    let scratch = try Repository.makeTemporaryDirectory("new-app")
    defer { try? FileManager.default.removeItem(at: scratch) }
    try "mine".write(to: scratch.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
    let before = Repository.snapshot(scratch)
    let run = newApp(["Acme", "--directory", scratch.path])
    #expect(run.code == 1)
    #expect(run.errors == ["error: \(scratch.path) exists and is not empty; choose a new or empty folder."])
    #expect(Repository.snapshot(scratch) == before)
    // A file is not a folder to write into either.
    let file = scratch.appendingPathComponent("notes.txt")
    #expect(newApp(["Acme", "--directory", file.path]).code == 1)
    // An empty folder is taken.
    let empty = scratch.appendingPathComponent("Empty")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    #expect(newApp(["Acme", "--directory", empty.path]).code == 0)
    #expect(FileManager.default.fileExists(atPath: empty.appendingPathComponent("Package.swift").path))
  }

  @Test func aFolderInsideThisRepositoryIsRefused() throws {
    let inside = Repository.root.appendingPathComponent("Acme-\(UUID().uuidString)")
    for directory in [inside.path, Repository.root.path, "Relative-\(UUID().uuidString)"] {
      let run = newApp(["Acme", "--directory", directory])
      #expect(run.code == 1)
      #expect(run.errors.count == 1 && run.errors[0].contains("is inside NavigatableRIBs"), "\(run.errors)")
    }
    #expect(!FileManager.default.fileExists(atPath: inside.path))
  }

  @Test func theAppTakesGenerateRIBWithPreviewsWithoutDeepLinksAndStaysLintClean() async throws {
    let scratch = try Repository.makeTemporaryDirectory("new-app")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let app = scratch.appendingPathComponent("Acme")
    #expect(newApp(["Acme", "--directory", app.path]).code == 0)
    // Lint clean as written, before any feature is added.
    let fresh = try await runProgram(
      ["swift", "format", "lint", "--strict", "--recursive", "Package.swift", "App", "Modules", "Tests"], in: app,
      timeLimit: 300)
    #expect(fresh.status == 0, "\(fresh.tail(30))")
    for (name, parent, kind) in [
      ("Profile", "Home", "push"), ("Settings", "Root", "tab"), ("Feedback", "Home", "sheet"),
      ("Onboarding", "Settings", "flow"), ("Terms", "Onboarding", "push"),
    ] {
      var errors: [String] = []
      var output: [String] = []
      let code = GenerateRIBCommand.run(
        arguments: ["--package-directory", app.path, name, "--parent", parent, "--as", kind],
        currentDirectory: app, output: { output.append($0) }, error: { errors.append($0) },
        loadTargets: { _, _ in [] })
      #expect(code == 0, "\(name): \(errors)")
      #expect(!output.joined().contains("deep link"), "\(output)")
    }
    // Each feature gets its preview (`acme --feature NAME`), listed where the shell finds it.
    let previews = try read("App/FeaturePreviews/FeaturePreviews.swift", in: app)
    for feature in ["home", "profile", "settings", "feedback", "onboarding", "terms"] {
      #expect(previews.contains("previews.append(.\(feature))"), "\(feature)")
    }
    #expect(
      FileManager.default.fileExists(
        atPath: app.appendingPathComponent("App/FeaturePreviews/FeaturePreview+Onboarding.swift").path))
    #expect(!FileManager.default.fileExists(atPath: app.appendingPathComponent("App/Root/FeatureDeepLink.swift").path))
    #expect(
      PackageManifest(text: try read("Package.swift", in: app)).featureNames == [
        "Home", "Profile", "Settings", "Feedback", "Onboarding", "Terms",
      ])
    #expect(
      try read("App/Root/RootRouter.swift", in: app).contains(
        "typealias RootChildListeners = HomeListener\n  & SettingsListener\n"))
    let lint = try await runProgram(
      ["swift", "format", "lint", "--strict", "--recursive", "Package.swift", "App", "Modules", "Tests"], in: app,
      timeLimit: 300)
    #expect(lint.status == 0, "\(lint.tail(30))")
  }

  /// The templates are laid out for a short name: a long one (up to the limit) is laid out by the
  /// toolchain's formatter when the app is written, so the app's own `make lint` passes as written.
  @Test func anAppWithALongNameIsLintCleanAsWritten() async throws {
    let scratch = try Repository.makeTemporaryDirectory("new-app-long-name")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let name = "AcmeCorporationFinanceAndInsuranceBankingGroup"
    let app = scratch.appendingPathComponent(name)
    let run = newApp([name, "--directory", app.path])
    #expect(run.code == 0, "\(run.errors)")
    #expect(!run.output.joined().contains("note:"), "\(run.output)")
    let lint = try await runProgram(
      ["swift", "format", "lint", "--strict", "--recursive", "Package.swift", "App", "Modules", "Tests"], in: app,
      timeLimit: 300)
    #expect(lint.status == 0, "\(lint.tail(30))")
  }

  @Test func aVersionIsAnySemanticVersionAndAURLIsAGitURL() throws {
    for version in ["1.0.0", "0.1.0", "1.0.0-beta.1", "2.3.4-rc.1+build.5", "1.0.0+20130313144700", "1.0.0-0.3.7"] {
      #expect(AppDependency.isSemanticVersion(version), "\(version)")
    }
    for version in ["1.0", "1", "v1.0.0", "01.0.0", "1.0.0-", "1.0.0-01", "1.0.0+", "1.0.0-beta..1", "1.0.0 "] {
      #expect(!AppDependency.isSemanticVersion(version), "\(version)")
    }
    for url in [
      "https://github.com/team/NavigatableRIBs.git", "ssh://git@host/team/repo", "git@github.com:team/repo.git",
      "file:///srv/git/NavigatableRIBs", "http://host:8080/repo",
    ] {
      #expect(AppDependency.isRepositoryURL(url), "\(url)")
    }
    for url in ["not a url", "example.com/x.git", "https://", "ftp://host/x", "https://host/", "/srv/git/repo", ""] {
      #expect(!AppDependency.isRepositoryURL(url), "\(url)")
    }
    let scratch = try Repository.makeTemporaryDirectory("new-app")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let app = scratch.appendingPathComponent("Acme")
    let run = newApp([
      "Acme", "--directory", app.path, "--url", "https://example.com/NavigatableRIBs.git", "--version", "1.0.0-beta.1",
    ])
    #expect(run.code == 0, "\(run.errors)")
    #expect(
      try read("Package.swift", in: app).contains(
        ".package(url: \"https://example.com/NavigatableRIBs.git\", from: \"1.0.0-beta.1\")"))
  }

  @Test func aFolderThatCannotBeTheAppsIsRefusedForItsRealReasonWritingNothing() throws {
    let scratch = try Repository.makeTemporaryDirectory("new-app")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let file = scratch.appendingPathComponent("notes.txt")
    try "mine".write(to: file, atomically: true, encoding: .utf8)
    let before = Repository.snapshot(scratch)
    for (directory, reason) in [
      (file.path, "\(file.path) is a file, not a folder; choose a new or empty folder."),
      (file.path + "/Acme", "\(file.path)/Acme cannot be made: \(file.path) is a file, not a folder."),
      (
        scratch.path + "/missing/Acme",
        "\(scratch.path)/missing/Acme cannot be made: its parent folder \(scratch.path)/missing does not exist; create it first."
      ),
    ] {
      let run = newApp(["Acme", "--directory", directory])
      #expect(run.code == 1)
      #expect(run.errors == ["error: " + reason])
      #expect(Repository.snapshot(scratch) == before)
    }
    // A parent that cannot be written to (root writes everywhere, so only another user sees this refusal).
    guard getuid() != 0 else { return }
    let locked = scratch.appendingPathComponent("locked")
    try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: false)
    try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: locked.path)
    defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: locked.path) }
    let run = newApp(["Acme", "--directory", locked.path + "/Acme"])
    #expect(
      run.errors == ["error: \(locked.path)/Acme cannot be made: its parent folder \(locked.path) is not writable."])
  }

  @Test func aPathWithSpacesQuotesAndNonASCIIIsWrittenAndItsCdIsQuoted() throws {
    let scratch = try Repository.makeTemporaryDirectory("new-app")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let parent = scratch.appendingPathComponent("My Apps")
    try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: false)
    let app = parent.appendingPathComponent("O'Brien é")
    let run = newApp(["Acme", "--directory", app.path])
    #expect(run.code == 0, "\(run.errors)")
    #expect(FileManager.default.fileExists(atPath: app.appendingPathComponent("Package.swift").path))
    let quoted = "'" + app.path.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    #expect(run.output.joined().contains("Then: cd \(quoted) && make test"), "\(run.output)")
    #expect(NewAppCommand.shellQuoted("/tmp/plain-path_1.2") == "/tmp/plain-path_1.2")
    #expect(NewAppCommand.shellQuoted("a b") == "'a b'")
    #expect(NewAppCommand.shellQuoted("it's") == #"'it'\''s'"#)
    // The app's Makefile names its folder by relative paths only, and passes NAME and PARENT as typed.
    let makefile = try read("Makefile", in: app)
    #expect(!makefile.contains("$(CURDIR)"))
    #expect(makefile.contains(#"generate-rib "$$NAME" --parent "$$PARENT""#))
  }
}
