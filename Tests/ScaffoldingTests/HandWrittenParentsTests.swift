import Foundation
import Testing

@testable import RIBScaffolding

/// Any hand-written RIB can be a parent, checked fast (in-process, no build): on a copy of the real feature
/// files of Master, Detail, FinanceHome, Topup and AddPaymentMethod, generate-rib wires a pushed child, a sheet
/// and a flow into each, every marker is found, and each insertion stands right above its marker. The end-to-end
/// test (NAVIGATABLE_RIBS_SLOW_TESTS=1) builds such a change; this one catches a hand-written parent that lost a
/// marker or its shape in seconds.
@Suite(.serialized)
struct HandWrittenParentsTests {
  static let parents = ["Master", "Detail", "FinanceHome", "Topup", "AddPaymentMethod"]
  /// One child of each kind, named so that no feature of the package can clash with them.
  static let children: [(name: String, kind: RIBKind)] = [
    (Repository.unusedFeatureName("ProbePush"), .push), (Repository.unusedFeatureName("ProbeSheet"), .sheet),
    (Repository.unusedFeatureName("ProbeFlow"), .flow),
  ]

  @Test(arguments: parents)
  func aPushASheetAndAFlowAreWiredIntoAHandWrittenParent(_ parentName: String) async throws {
    let package = try Repository.makeFixturePackage(copying: [parentName])
    defer { try? FileManager.default.removeItem(at: package) }
    var written: Set<String> = []
    for (child, kind) in Self.children {
      let request = ScaffoldRequest(name: child, kind: kind, parent: parentName, packageDirectory: package)
      let plan: ScaffoldPlan
      do {
        plan = try Scaffold.plan(request)
      } catch {
        Issue.record("\(child) (\(kind)) under \(parentName) was refused: \(error.message)")
        return
      }
      try Scaffold.write(plan, in: package)
      written.formUnion((plan.files + plan.changes).map(\.path))
      let parent = ParentRIB(name: parentName, in: package)
      let name = try FeatureName(validating: child)
      for insertion in ParentWiring.insertions(child: name, kind: kind, parent: parent) {
        try expectWired(insertion, parent: parent, in: package, "\(child) (\(kind)) under \(parentName)")
      }
    }
    // The parent's files (and the new features) are house style as generated, before any `make format`.
    let lint = try await SwiftFormat.lint(written.sorted().filter { $0.hasSuffix(".swift") }, in: package)
    #expect(lint.status == 0 && lint.output.isEmpty, "swift format lint --strict:\n\(lint.tail(30))")
  }

  /// A child adds a requirement to its parent's `XDependency`. generate-rib meets it where it writes: the
  /// composition root (the child's `AppRootComponent+Child.swift`), the parent's preview and the parent's
  /// tests (an extension of `XPreviewDependency` and of `XTestDependency` in a file of the child's). A type
  /// conforming to it anywhere else would need a hand edit (the tutorial's
  /// chapter 3 builds Topup over the preview's dependency, so it has none).
  @Test func everyConformanceToAHandWrittenParentsDependencyIsOneGenerateRIBUpdates() throws {
    let updated = Self.parents.flatMap { parent in
      [
        "Modules/Features/\(parent)/Tests/\(parent)Tests.swift", "App/FeaturePreviews/FeaturePreview+\(parent).swift",
        "App/Root/Composition/AppRootComponent+\(parent).swift",
      ]
    }
    var elsewhere: [String] = []
    var seen = 0
    let root = Repository.root.standardizedFileURL.path
    let walker = FileManager.default.enumerator(
      at: Repository.root, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
    while let url = walker?.nextObject() as? URL {
      // A link (the tutorial's starter tests link to its tests) is read where it points.
      guard url.pathExtension == "swift", url.resolvingSymlinksInPath().path == url.path,
        let text = try? String(contentsOf: url, encoding: .utf8)
      else { continue }
      let path = String(url.standardizedFileURL.path.dropFirst(root.count + 1))
      guard !path.hasPrefix("Plugins/") && !path.hasPrefix("Tests/ScaffoldingTests/") else { continue }
      for match in text.matches(of: /(?:class|struct|enum|actor|extension)\s+(\w+)\s*:([^{]*)\{/) {
        let conformances = match.output.2.split(separator: ",").map {
          $0.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        for parent in Self.parents where conformances.contains(parent + "Dependency") {
          seen += 1
          if !updated.contains(path) { elsewhere.append("\(path): \(match.output.1): \(parent)Dependency") }
          // generate-rib extends these two by name, in the child's `XTests+Child.swift` and
          // `FeaturePreview+X+Child.swift`.
          if path.hasSuffix("Tests.swift") {
            #expect(match.output.1 == "\(parent)TestDependency", "\(path): \(match.output.1)")
            #expect(text.contains("let mockBuilders = MockBuilders()"), "\(path) conforms but keeps no mockBuilders")
          } else if path.hasPrefix("App/FeaturePreviews/") {
            #expect(match.output.1 == "\(parent)PreviewDependency", "\(path): \(match.output.1)")
          }
        }
      }
    }
    #expect(seen >= 3 * Self.parents.count - 1, "found only \(seen) conformances")
    #expect(elsewhere.isEmpty, "conformances generate-rib does not update:\n\(elsewhere.joined(separator: "\n"))")
  }

  /// `insertion` made: its imports in the file's import block, or its lines right above its marker in the file
  /// (the insertion's own, or the parent's one file that has the marker).
  func expectWired(_ insertion: Insertion, parent: ParentRIB, in package: URL, _ context: String) throws {
    func lines(_ path: String) -> [String]? {
      (try? String(contentsOf: package.appendingPathComponent(path), encoding: .utf8))?.components(
        separatedBy: "\n")
    }
    guard let marker = insertion.marker else {
      let text = lines(insertion.path) ?? []
      for line in insertion.lines { #expect(text.contains(line), "\(context): \(insertion.path) lacks \(line)") }
      return
    }
    let candidates = [insertion.path] + parent.files
    guard
      let (path, text) = candidates.lazy.compactMap({ path in lines(path).map { (path, $0) } })
        .first(where: { $0.1.contains { $0.trimmingLeadingSpaces == marker.line } })
    else {
      Issue.record("\(context): no file has `\(marker.line)`")
      return
    }
    let index = try #require(text.firstIndex { $0.trimmingLeadingSpaces == marker.line })
    let above = text[..<index].suffix(insertion.lines.count).map(\.trimmingLeadingSpaces)
    #expect(
      above == insertion.lines.map(\.trimmingLeadingSpaces),
      "\(context): above `\(marker.line)` in \(path):\n\(above.joined(separator: "\n"))")
  }
}

/// Generated code is house style as generated: a tab, a pushed screen, a sheet and a flow, and a pushed screen
/// under that flow, pass `swift format lint --strict` before any `make format` (the end-to-end test runs
/// `make lint` on a whole generated package; this checks the same in seconds), for names up to the longest
/// the templates fit in 120 columns: 18 characters (`LongestNameDetail`), 16 for a flow (`LongestNameFlow`,
/// whose first screen is `LongestNameFlowStart`). A longer name gets a note in the report instead.
struct GeneratedCodeStyleTests {
  /// A tab with a pushed screen, a sheet, a flow and a screen the flow pushes, named with `length(kind)`
  /// characters each (`Tabcdef...`, `Pabcdef...`, ...).
  /// The letters start further into the alphabet (`Tbcdef...`) when a feature of the package already has
  /// one of the names, so that no feature a team generates can clash with them.
  static func steps(length: (RIBKind) -> Int) -> [(name: String, parent: String, kind: RIBKind)] {
    let letters = Array("abcdefghijklmnopqrstuvwxyz")
    func steps(from offset: Int) -> [(name: String, parent: String, kind: RIBKind)] {
      func name(_ initial: String, _ kind: RIBKind) -> String {
        initial + String((0..<length(kind) - 1).map { letters[($0 + offset) % letters.count] })
      }
      let tab = name("T", .tab)
      let flow = name("F", .flow)
      return [
        (tab, "Root", .tab), (name("P", .push), tab, .push), (name("S", .sheet), tab, .sheet), (flow, tab, .flow),
        (name("Q", .push), flow, .push),
      ]
    }
    for offset in letters.indices {
      let named = steps(from: offset)
      if named.allSatisfy({ Repository.unusedFeatureName($0.name) == $0.name }) { return named }
    }
    return steps(from: 0)
  }

  /// The longest name of each kind the templates fit in 120 columns.
  static func longest(_ kind: RIBKind) -> Int { kind == .flow ? 16 : 18 }

  @Test(arguments: [false, true])
  func everyKindIsLintCleanAsGeneratedUpToTheLongestNames(_ longest: Bool) async throws {
    let package = try Repository.makeFixturePackage()
    defer { try? FileManager.default.removeItem(at: package) }
    var written: Set<String> = []
    for (name, parent, kind) in Self.steps(length: { longest ? Self.longest($0) : 2 }) {
      let plan = try Scaffold.plan(ScaffoldRequest(name: name, kind: kind, parent: parent, packageDirectory: package))
      try Scaffold.write(plan, in: package)
      written.formUnion((plan.files + plan.changes).map(\.path))
      #expect(!GenerateRIBCommand.report(plan).contains("long name"), "\(name)")
    }
    let paths = written.sorted().filter { $0.hasSuffix(".swift") }
    #expect(paths.count > 30 && paths.contains("Package.swift"), "\(paths)")
    let lint = try await SwiftFormat.lint(paths, in: package)
    #expect(lint.status == 0 && lint.output.isEmpty, "swift format lint --strict:\n\(lint.tail(30))")
  }

  @Test(arguments: [RIBKind.tab, .push, .sheet, .flow])
  func aLongerNameIsReportedWithMakeFormatToRun(_ kind: RIBKind) throws {
    let package = try Repository.makeFixturePackage()
    defer { try? FileManager.default.removeItem(at: package) }
    let steps = Self.steps { $0 == kind ? Self.longest($0) + 1 : 2 }
    let (name, parent, _) = try #require(steps.first { $0.kind == kind })
    if kind != .tab {
      try Scaffold.write(
        try Scaffold.plan(ScaffoldRequest(name: steps[0].name, kind: .tab, parent: "Root", packageDirectory: package)),
        in: package)
    }
    let plan = try Scaffold.plan(ScaffoldRequest(name: name, kind: kind, parent: parent, packageDirectory: package))
    #expect(GenerateRIBCommand.report(plan).contains("\(name) is a long name: "), "\(name)")
    #expect(GenerateRIBCommand.report(plan).contains("run `make format` before `make lint`."))
  }
}

/// The toolchain's swift-format with the package's configuration (`.swift-format`), as `make lint` runs it.
enum SwiftFormat {
  /// `swift format lint --strict` over `paths` (relative to `directory`); its findings are the output.
  static func lint(_ paths: [String], in directory: URL) async throws -> ProgramResult {
    let configuration = Repository.root.appendingPathComponent(".swift-format").path
    return try await runProgram(
      ["swift", "format", "lint", "--strict", "--configuration", configuration] + paths, in: directory,
      timeLimit: 120)
  }
}
