import Foundation
import Testing

@testable import RIBScaffolding

/// The number of `// generate-rib:` lines each kind of parent carries is the one Documentation/Features.md
/// states (its table "| parent | markers |"), read from the document so that the two cannot disagree: in
/// every hand-written parent, in Root and the app, and in what generate-rib writes for a new feature (which
/// is a parent too).
struct MarkerCountTests {
  /// The rows of Features.md's table of markers per parent, by the first words of their first cell.
  enum Row: String, CaseIterable {
    case screen = "a feature with a screen"
    case flow = "a viewless flow"
    case root = "Root"
    case app = "the app, once"
  }

  static let parentsWithAScreen = ["Master", "Detail", "FinanceHome", "AddPaymentMethod"]
  static let viewlessParents = ["Topup"]

  /// The numbers Features.md states, by row.
  static func documentedCounts() throws -> [Row: Int] {
    let text = try String(
      contentsOf: Repository.root.appendingPathComponent("Documentation/Features.md"), encoding: .utf8)
    let lines = text.components(separatedBy: "\n")
    let header = try #require(lines.firstIndex(of: "| parent | markers |"), "Features.md has no table of markers")
    var counts: [Row: Int] = [:]
    for line in lines[(header + 2)...].prefix(while: { $0.hasPrefix("|") }) {
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count == 2, let count = Int(cells[1]) else {
        Issue.record("not a row of markers: \(line)")
        continue
      }
      guard let row = Row.allCases.first(where: { cells[0].hasPrefix($0.rawValue) }) else {
        Issue.record("a row for no kind of parent: \(line)")
        continue
      }
      counts[row] = count
    }
    #expect(Set(counts.keys) == Set(Row.allCases), "rows: \(counts)")
    return counts
  }

  /// The marker lines in `text`.
  static func markers(in text: String) -> Int {
    text.components(separatedBy: "\n").filter { $0.trimmingLeadingSpaces.hasPrefix("// generate-rib: ") }.count
  }

  /// The marker lines in the files at `paths` (relative to the repository) and under the folders among them.
  static func markers(inFiles paths: [String]) throws -> Int {
    var total = 0
    for path in paths {
      let url = Repository.root.appendingPathComponent(path)
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
        Issue.record("\(path) does not exist")
        continue
      }
      if !isFolder.boolValue {
        total += markers(in: try String(contentsOf: url, encoding: .utf8))
        continue
      }
      let walker = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)
      while let file = walker?.nextObject() as? URL {
        guard file.pathExtension == "swift" else { continue }
        total += markers(in: try String(contentsOf: file, encoding: .utf8))
      }
    }
    return total
  }

  /// A feature's files: its folder and its previews (its own and its children's stand-ins).
  static func featureFiles(_ name: String) throws -> [String] {
    let previews = try FileManager.default.contentsOfDirectory(
      atPath: Repository.root.appendingPathComponent("App/FeaturePreviews").path)
    return ["Modules/Features/\(name)"]
      + previews.filter { $0 == "FeaturePreview+\(name).swift" || $0.hasPrefix("FeaturePreview+\(name)+") }
      .map { "App/FeaturePreviews/" + $0 }
  }

  @Test func eachHandWrittenParentCarriesTheNumberFeaturesMdStates() throws {
    let counts = try Self.documentedCounts()
    for parent in Self.parentsWithAScreen {
      #expect(try Self.markers(inFiles: Self.featureFiles(parent)) == counts[.screen], "\(parent)")
    }
    for parent in Self.viewlessParents {
      #expect(try Self.markers(inFiles: Self.featureFiles(parent)) == counts[.flow], "\(parent)")
    }
    let rootFiles = try FileManager.default.contentsOfDirectory(
      atPath: Repository.root.appendingPathComponent("App/Root").path
    ).filter { $0.hasSuffix(".swift") && $0 != "FeatureDeepLink.swift" }.map { "App/Root/" + $0 }
    #expect(try Self.markers(inFiles: rootFiles + ["App/Root/Composition"]) == counts[.root])
    #expect(
      try Self.markers(
        inFiles: ["Package.swift", "App/FeaturePreviews/FeaturePreviews.swift", "App/Root/FeatureDeepLink.swift"])
        == counts[.app])
  }

  @Test(arguments: [RIBKind.tab, .push, .sheet, .flow])
  func aGeneratedFeatureCarriesTheNumberFeaturesMdStates(_ kind: RIBKind) throws {
    let counts = try Self.documentedCounts()
    let files = Templates.files(for: try FeatureName(validating: "Probe"), kind: kind)
    #expect(files.map { Self.markers(in: $0.contents) }.reduce(0, +) == counts[kind == .flow ? .flow : .screen])
  }

  /// The files generate-rib writes for a child of a hand-written parent add no marker: the parent's count
  /// stays the same however many children it takes.
  @Test(arguments: [("Master", RIBKind.push), ("Topup", .sheet), ("FinanceHome", .flow)])
  func aChildsOwnFilesAddNoMarker(_ parent: String, _ kind: RIBKind) throws {
    let package = try Repository.makeFixturePackage(copying: [parent])
    defer { try? FileManager.default.removeItem(at: package) }
    let plan = try Scaffold.plan(
      ScaffoldRequest(
        name: Repository.unusedFeatureName("ProbeChild"), kind: kind, parent: parent, packageDirectory: package))
    let childFiles = plan.files.filter { $0.path.contains(parent) && $0.path.hasSuffix("+\(plan.name).swift") }
    #expect(childFiles.count >= 4, "\(plan.files.map(\.path))")
    #expect(childFiles.allSatisfy { Self.markers(in: $0.contents) == 0 })
    for change in plan.changes where change.path.hasPrefix("Modules/Features/\(parent)/") {
      let before = try String(contentsOf: package.appendingPathComponent(change.path), encoding: .utf8)
      #expect(Self.markers(in: change.contents) == Self.markers(in: before), "\(change.path)")
    }
  }
}
