import Foundation
import Testing

@testable import RIBScaffolding

/// The slow test, run only with `NAVIGATABLE_RIBS_SLOW_TESTS=1` (`.ci/run` sets it; `make test` does not): in
/// a copy of this package, `swift package generate-rib` adds a Settings tab and, with `--parent Settings`, a
/// pushed detail, a sheet and a flow, with no hand edit. Then `make graph` redraws the module graph, the copy
/// builds (warnings are errors), its whole test suite passes (the app's end-to-end tests and transcripts
/// included: they assert one tab each, so a new tab changes none of them), and the shell shows the new tab.
///
/// The copy shares this package's dependency checkouts and builds from zero otherwise: 4 min 45 s measured
/// on 2 cores whose load average was 8 to 11 (other builds running). Every step runs under `timeout`, within
/// an overall budget of 40 minutes; the copy is removed at the end, whatever happens.
@Suite(.serialized)
struct EndToEndTests {
  /// Whether the slow tests run.
  static let enabled = ProcessInfo.processInfo.environment["NAVIGATABLE_RIBS_SLOW_TESTS"] == "1"

  static let steps: [(name: String, parent: String, kind: RIBKind)] = [
    ("Settings", "Root", .tab), ("SettingsDetail", "Settings", .push), ("SettingsSheet", "Settings", .sheet),
    ("SettingsFlow", "Settings", .flow),
  ]

  @Test(.enabled(if: enabled), .timeLimit(.minutes(45)))
  func aTabWithAPushedDetailIsGeneratedBuildsPassesItsTestsAndShowsInTheShell() async throws {
    let scratch = try Repository.makeTemporaryDirectory("generate-rib-e2e")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let package = scratch.appendingPathComponent("package")
    try copyPackage(to: package)
    let started = Date()
    let deadline = started.addingTimeInterval(40 * 60)
    func step(_ arguments: [String], _ seconds: Int) async throws -> ProgramResult {
      let remaining = Int(deadline.timeIntervalSinceNow)
      try #require(remaining > 0, "out of time before: \(arguments.joined(separator: " "))")
      // The copy's own tests must not start this test again.
      return try await runProgram(
        ["env", "-u", "NAVIGATABLE_RIBS_SLOW_TESTS"] + arguments, in: package, logDirectory: scratch,
        timeLimit: min(seconds, remaining))
    }

    for (name, parent, kind) in Self.steps {
      let result = try await step(
        [
          "swift", "package", "--allow-writing-to-package-directory", "generate-rib", name, "--parent", parent, "--as",
          kind.flag,
        ], 900)
      try #require(result.status == 0, "generate-rib \(name) --parent \(parent) --as \(kind) failed:\n\(result.tail())")
      #expect(result.output.contains("is wired into \(parent)"))
    }
    let manifest = try String(contentsOf: package.appendingPathComponent("Package.swift"), encoding: .utf8)
    #expect(PackageManifest(text: manifest).featureNames.suffix(4) == Self.steps.map(\.name)[...])

    // A refusal through the plugin: one error line, a failing exit, nothing written.
    let refused = try await step(
      [
        "swift", "package", "--allow-writing-to-package-directory", "generate-rib", "Detail", "--parent", "Root",
        "--as",
        "tab",
      ], 300)
    #expect(refused.status != 0)
    let errorLines = refused.output.split(separator: "\n").filter { $0.contains("error:") }
    #expect(errorLines == ["error: Modules/Features/Detail already exists; choose another name."], "\(refused.tail())")
    #expect(try String(contentsOf: package.appendingPathComponent("Package.swift"), encoding: .utf8) == manifest)

    let build = try await step(["swift", "build", "--build-tests"], 1800)
    try #require(build.status == 0, "the copy did not build:\n\(build.tail(60))")
    let graph = try await step(["make", "graph"], 600)
    try #require(graph.status == 0, "make graph failed:\n\(graph.tail())")

    let test = try await step(["swift", "test", "--skip-build"], 1200)
    let failures = test.output.split(separator: "\n").filter { $0.contains("✘") }.prefix(30)
    #expect(test.status == 0, "the copy's tests failed:\n\(failures.joined(separator: "\n"))\n\(test.tail(20))")
    for (name, _, _) in Self.steps {
      #expect(test.output.contains("Suite \(name)InteractorTests passed"), "\(name)")
    }
    #expect(test.output.contains("Test theSettingsDetailRowShowsSettingsDetailAndItsListenerCallTakesItAway() passed"))

    let script = scratch.appendingPathComponent("script.txt")
    try "tab settings\ntap settingsdetail\ntree Settings\ntap close\ntree Settings\n"
      .write(to: script, atomically: true, encoding: .utf8)
    let shell = try await step([".build/debug/navigatable-ribs", "--script", script.path], 120)
    #expect(shell.status == 0, "\(shell.tail())")
    // The shell names RIBs with ids (`Settings#7`); the numbers are the session's, so they are left out here.
    let output = shell.output.replacingOccurrences(of: #"#[0-9]+"#, with: "", options: .regularExpression)
    #expect(
      output.contains(
        "Settings — window › tab 2 \"Settings\" › stack 1/2\n└── SettingsDetail — window › tab 2 \"Settings\" › stack 2/2\n"
      ),
      "\(shell.tail())")
    #expect(output.hasSuffix("Settings — window › tab 2 \"Settings\" › stack 1/1\n"), "\(shell.tail())")
    print("generate-rib end-to-end: \(Int(Date().timeIntervalSince(started))) s (generate 4 RIBs, build, graph, test)")
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
