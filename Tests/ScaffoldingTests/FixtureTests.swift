import Foundation
import Testing

@testable import RIBScaffolding

/// generate-rib's and new-app's output, checked in under `Tests/GeneratedFixtures`: a feature of each kind
/// (`Generated<Kind>`, as `make rib` writes it in this package) and a new app (`Acme`, as `make new-app` renders
/// it before `swift format` lays it out). Each fixture must equal what the templates render today, byte for
/// byte and file for file; Package.swift compiles the features' four targets each (`make test` builds them with
/// warnings as errors and runs their tests), so a template that does not compile fails the build.
///
/// `make fixtures` (`UPDATE_FIXTURES=1`) writes them again from the templates; review the diff and commit it.
@Suite(.serialized)
struct FixtureTests {
  /// The fixtures' folder.
  static let folder = Repository.root.appendingPathComponent("Tests/GeneratedFixtures")
  /// Whether to write the fixtures rather than compare.
  static let updating = ProcessInfo.processInfo.environment["UPDATE_FIXTURES"] == "1"

  /// The feature fixture of `kind`: its folder's name (`GeneratedPush`) and its files, with paths relative to
  /// that folder (a feature's own files without `Modules/Features/NAME/`; the app's files, which extend the
  /// composition root and the previews and are not compiled, under `App/`).
  static func feature(_ kind: RIBKind) throws -> (name: String, files: [GeneratedFile]) {
    let name = try FeatureName(
      validating: "Generated" + kind.rawValue.prefix(1).uppercased() + kind.rawValue.dropFirst())
    let program = PackageManifest(text: try Repository.manifest()).shellProgram
    let prefix = "Modules/Features/\(name)/"
    let files = Templates.files(for: name, kind: kind, program: program).map { file in
      GeneratedFile(
        path: file.path.hasPrefix(prefix) ? String(file.path.dropFirst(prefix.count)) : file.path,
        contents: file.contents)
    }
    return (name.name, files)
  }

  /// The app fixture: `Acme`, on NavigatableRIBs beside it, with this package's `.swift-format`.
  static func app() throws -> (name: String, files: [GeneratedFile]) {
    let format = try String(contentsOf: Repository.root.appendingPathComponent(".swift-format"), encoding: .utf8)
    let files = AppScaffold.files(
      try AppName(validating: "Acme"), dependency: .path("../NavigatableRIBs"), formatConfiguration: format,
      featureStruct: try #require(PackageManifest(text: try Repository.manifest()).featureStruct))
    return ("Acme", files)
  }

  @Test(arguments: RIBKind.allCases)
  func aGeneratedFeatureOfEachKindIsCheckedInAsRendered(kind: RIBKind) throws {
    let (name, files) = try Self.feature(kind)
    try Self.check(name, files)
  }

  @Test func aGeneratedAppIsCheckedInAsRendered() throws {
    let (name, files) = try Self.app()
    try Self.check(name, files)
  }

  /// Compares the fixture `name` with `files` (or writes it with `UPDATE_FIXTURES=1`).
  static func check(_ name: String, _ files: [GeneratedFile]) throws {
    let fixture = folder.appendingPathComponent(name)
    if updating {
      try? FileManager.default.removeItem(at: fixture)
      try AppScaffold.write(files, in: fixture)
    }
    let rerecord = "if the templates changed on purpose, run `make fixtures` and commit the fixtures' diff."
    let onDisk = Set(Self.files(under: fixture))
    let rendered = Set(files.map(\.path))
    #expect(
      onDisk == rendered,
      """
      Tests/GeneratedFixtures/\(name) holds other files than the templates render: \
      missing \(rendered.subtracting(onDisk).sorted()), extra \(onDisk.subtracting(rendered).sorted()); \(rerecord)
      """)
    for file in files {
      let url = fixture.appendingPathComponent(file.path)
      guard let data = FileManager.default.contents(atPath: url.path) else { continue }
      let text = String(decoding: data, as: UTF8.self)
      let same = Array(data) == Array(file.contents.utf8)
      #expect(
        same,
        """
        Tests/GeneratedFixtures/\(name)/\(file.path) differs from what the templates render \
        (\(Self.firstDifference(text, file.contents))); \(rerecord)
        """)
    }
  }

  /// Every regular file under `folder`, dot files included, relative to it.
  static func files(under folder: URL) -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [] }
    var found: [String] = []
    while let entry = enumerator.nextObject() as? String {
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent(entry).path, isDirectory: &isDirectory),
        !isDirectory.boolValue
      {
        found.append(entry)
      }
    }
    return found
  }

  /// Where `recorded` and `rendered` first differ: the line's number and both versions of it.
  static func firstDifference(_ recorded: String, _ rendered: String) -> String {
    let old = recorded.components(separatedBy: "\n")
    let new = rendered.components(separatedBy: "\n")
    for index in 0..<max(old.count, new.count) {
      let a = index < old.count ? old[index] : "(end of file)"
      let b = index < new.count ? new[index] : "(end of file)"
      if a != b { return "line \(index + 1): checked in `\(a)`, rendered `\(b)`" }
    }
    return "same lines, other bytes"
  }

  /// The `Feature` struct has one source, this package's Package.swift: the new app's manifest holds it as it
  /// is there, and no template holds a copy of its own.
  @Test func theNewAppsFeatureStructIsThisPackagesOwn() throws {
    let featureStruct = try #require(PackageManifest(text: try Repository.manifest()).featureStruct)
    #expect(featureStruct.hasPrefix("/// A feature's four targets"))
    #expect(featureStruct.contains("\nstruct Feature {\n") && featureStruct.hasSuffix("\n}\n"))
    let manifest = try #require(try Self.app().files.first { $0.path == "Package.swift" }).contents
    #expect(manifest.contains("\n\n" + featureStruct + "\n/// The app's features"))
    let templates = Repository.root.appendingPathComponent("Plugins/GenerateRIB")
    for path in Self.files(under: templates) where path.hasSuffix(".swift") {
      let text = try String(contentsOf: templates.appendingPathComponent(path), encoding: .utf8)
      let copies = text.components(separatedBy: "\n").filter {
        $0.trimmingCharacters(in: .whitespaces) == "struct Feature {"
      }
      #expect(copies.isEmpty, "Plugins/GenerateRIB/\(path) declares a Feature struct of its own")
    }
  }

  @Test func theFeatureStructIsTheLinesBetweenBeginAndEnd() {
    let text = ["let a = 1", "// BEGIN Feature", "struct Feature {", "}", "// END Feature", "let b = 2"]
    #expect(PackageManifest(text: text.joined(separator: "\n")).featureStruct == "struct Feature {\n}\n")
    #expect(PackageManifest(text: text.dropLast(2).joined(separator: "\n")).featureStruct == nil)
    #expect(PackageManifest(text: text.dropFirst(2).joined(separator: "\n")).featureStruct == nil)
  }

  @Test func aRepositoryWhosePackageLacksTheFeatureStructIsRefusedWritingNothing() throws {
    let scratch = try Repository.makeTemporaryDirectory("fixture-feature-struct")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let repository = scratch.appendingPathComponent("NavigatableRIBs")
    try FileManager.default.createDirectory(at: repository, withIntermediateDirectories: true)
    let manifest = try Repository.manifest().replacingOccurrences(of: PackageManifest.featureStructEnd, with: "")
    try manifest.write(to: repository.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    let app = scratch.appendingPathComponent("Acme")
    #expect {
      try AppScaffold.plan(AppRequest(name: "Acme", directory: app, repository: repository))
    } throws: { error in
      (error as? ScaffoldingError)?.message.contains("has no `// BEGIN Feature` ... `// END Feature` lines") == true
    }
    #expect(!FileManager.default.fileExists(atPath: app.path))
  }

  @Test func aDifferenceNamesItsLine() {
    #expect(Self.firstDifference("a\nb\nc", "a\nx\nc") == "line 2: checked in `b`, rendered `x`")
    #expect(Self.firstDifference("a", "a\nb") == "line 2: checked in `(end of file)`, rendered `b`")
  }
}
