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
  static let children: [(name: String, kind: RIBKind)] = [
    ("ProbePush", .push), ("ProbeSheet", .sheet), ("ProbeFlow", .flow),
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
      #expect(insertion.isOptional, "\(context): no file has `\(marker.line)`")
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
/// `make lint` on a whole generated package; this checks the same in seconds).
struct GeneratedCodeStyleTests {
  @Test func everyKindIsLintCleanAsGenerated() async throws {
    let package = try Repository.makeFixturePackage()
    defer { try? FileManager.default.removeItem(at: package) }
    let steps: [(name: String, parent: String, kind: RIBKind)] = [
      ("ProbeTab", "Root", .tab), ("ProbePush", "ProbeTab", .push), ("ProbeSheet", "ProbeTab", .sheet),
      ("ProbeFlow", "ProbeTab", .flow), ("ProbeFlowScreen", "ProbeFlow", .push),
    ]
    var written: Set<String> = []
    for (name, parent, kind) in steps {
      let plan = try Scaffold.plan(ScaffoldRequest(name: name, kind: kind, parent: parent, packageDirectory: package))
      try Scaffold.write(plan, in: package)
      written.formUnion((plan.files + plan.changes).map(\.path))
    }
    let paths = written.sorted().filter { $0.hasSuffix(".swift") }
    #expect(paths.contains("Modules/Features/ProbeFlow/Implementation/ProbeFlowStart/ProbeFlowStartRouter.swift"))
    let lint = try await SwiftFormat.lint(paths, in: package)
    #expect(lint.status == 0 && lint.output.isEmpty, "swift format lint --strict:\n\(lint.tail(30))")
  }
}

/// The toolchain's swift-format with the package's configuration (`.swift-format`), as `make lint` runs it.
enum SwiftFormat {
  /// `swift format lint --strict` over `paths` (relative to `directory`); its findings are the output.
  static func lint(_ paths: [String], in directory: URL) async throws -> ProgramResult {
    let configuration = Repository.root.appendingPathComponent(".swift-format").path
    let logs = try Repository.makeTemporaryDirectory("swift-format-lint")
    defer { try? FileManager.default.removeItem(at: logs) }
    return try await runProgram(
      ["swift", "format", "lint", "--strict", "--configuration", configuration] + paths, in: directory,
      logDirectory: logs, timeLimit: 120)
  }
}
