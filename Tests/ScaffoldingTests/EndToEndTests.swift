import Foundation
import Testing

@testable import RIBScaffolding

/// The one slow test: in a copy of this package, `swift package generate-rib` writes one RIB of each kind
/// and adds them to Package.swift; the copy builds (warnings are errors) and the generated tests pass.
///
/// The copy shares this package's dependency checkouts (no resolution from the mirror) and builds from zero
/// otherwise: about 90 s on 2 idle cores. Every step runs under `timeout`, within an overall budget of 12
/// minutes; the copy is removed at the end, whatever happens.
/// `GENERATE_RIB_E2E=0` skips it (for quick local runs; CI runs it).
@Suite(.serialized)
struct EndToEndTests {
  static let kinds: [(name: String, kind: RIBKind)] = [
    ("ScaffoldedScreen", .view), ("ScaffoldedFlow", .viewless), ("ScaffoldedPushed", .navigatable),
  ]

  @Test(
    .enabled(if: ProcessInfo.processInfo.environment["GENERATE_RIB_E2E"] != "0"),
    .timeLimit(.minutes(15)))
  func generatesEveryKindIntoACopyThatBuildsAndPassesItsTests() async throws {
    let scratch = try Repository.makeTemporaryDirectory("generate-rib-e2e")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let package = scratch.appendingPathComponent("package")
    try copyPackage(to: package)
    let started = Date()
    let deadline = started.addingTimeInterval(12 * 60)
    func step(_ arguments: [String], _ seconds: Int) async throws -> ProgramResult {
      let remaining = Int(deadline.timeIntervalSinceNow)
      try #require(remaining > 0, "out of time before: \(arguments.joined(separator: " "))")
      return try await runProgram(arguments, in: package, logDirectory: scratch, timeLimit: min(seconds, remaining))
    }

    // The plugin, once per kind, each applying its Package.swift changes.
    for (name, kind) in Self.kinds {
      var arguments = ["swift", "package", "--allow-writing-to-package-directory", "generate-rib", name]
      if kind != .view { arguments.append(kind.flag) }
      arguments.append("--apply-package-changes")
      let result = try await step(arguments, 300)
      try #require(result.status == 0, "generate-rib \(name) \(kind.flag) failed:\n\(result.tail())")
      #expect(result.output.contains("Added to Package.swift"))
    }
    let manifest = try String(contentsOf: package.appendingPathComponent("Package.swift"), encoding: .utf8)
    for (name, _) in Self.kinds {
      #expect(manifest.contains(#"name: "\#(name)", dependencies: ["#))
      #expect(manifest.contains(#"name: "\#(name)Tests", dependencies: ["\#(name)""#))
    }

    // A refusal through the plugin: one error line, a failing exit, nothing written.
    let refused = try await step(["swift", "package", "--allow-writing-to-package-directory", "generate-rib", "Detail"], 120)
    #expect(refused.status != 0)
    let errorLines = refused.output.split(separator: "\n").filter { $0.contains("error:") }
    #expect(errorLines == ["error: Modules/Features/Detail already exists; choose another name."], "\(refused.tail())")
    #expect(try String(contentsOf: package.appendingPathComponent("Package.swift"), encoding: .utf8) == manifest)

    let build = try await step(["swift", "build", "--build-tests"], 600)
    try #require(build.status == 0, "the copy did not build:\n\(build.tail(60))")

    let filter = "^(" + Self.kinds.map { "\($0.name)Tests" }.joined(separator: "|") + ")\\."
    let test = try await step(["swift", "test", "--skip-build", "--filter", filter], 120)
    #expect(test.status == 0, "the generated tests failed:\n\(test.tail(60))")
    let expectedTests = try Self.kinds.map { name, kind in
      let file = Templates.files(for: try FeatureName(validating: name), kind: kind).last?.contents ?? ""
      return file.components(separatedBy: "@Test func").count - 1
    }.reduce(0, +)
    #expect(test.output.contains("Test run with \(expectedTests) tests"), "\(test.tail())")
    for (name, _) in Self.kinds {
      #expect(test.output.contains("Suite \(name)InteractorTests passed"), "\(name)")
    }
    print("generate-rib end-to-end: \(Int(Date().timeIntervalSince(started))) s (generate 3 kinds, build, test)")
  }

  /// Copies the package's sources to `destination`, without build products or version control, and seeds
  /// its `.build` with this package's dependency checkouts so nothing is resolved again.
  private func copyPackage(to destination: URL) throws {
    let fileManager = FileManager.default
    try fileManager.createDirectory(at: destination, withIntermediateDirectories: true)
    for entry in try fileManager.contentsOfDirectory(atPath: Repository.root.path)
    where !entry.hasPrefix(".build") && entry != ".git" && entry != ".swiftpm" {
      try fileManager.copyItem(
        at: Repository.root.appendingPathComponent(entry), to: destination.appendingPathComponent(entry))
    }
    let build = Repository.root.appendingPathComponent(".build")
    let seeded = destination.appendingPathComponent(".build")
    try fileManager.createDirectory(at: seeded, withIntermediateDirectories: true)
    for entry in ["checkouts", "repositories", "workspace-state.json"]
    where fileManager.fileExists(atPath: build.appendingPathComponent(entry).path) {
      try fileManager.copyItem(at: build.appendingPathComponent(entry), to: seeded.appendingPathComponent(entry))
    }
  }
}
