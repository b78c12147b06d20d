import Foundation
import Testing

@testable import RIBScaffolding

/// The slow test, run only with `NAVIGATABLE_RIBS_SLOW_TESTS=1` (`.ci/run` sets it; `make test` does not): in
/// a copy of this package, `swift package generate-rib` adds, with no hand edit, Profile pushed under Master
/// (hand-written), a sheet under FinanceHome (hand-written), a pushed screen under Topup (hand-written,
/// viewless, quoted by the tutorial), a Settings tab, a flow under it and a pushed screen under that flow;
/// `make lint` is clean on the code as generated; then `make format` reflows everything and one more child is
/// generated into the formatted Settings, and `make lint` is clean again. With no other command (generate-rib
/// redraws the module graph itself), the copy builds (warnings are errors), its whole test suite passes (the
/// module graph test included; no test outside the changed features breaks), the shell reaches each new
/// screen by its rows and by its deep link (`ribs://<feature>`), and `--feature` starts Detail, Topup and the
/// generated flow alone. Each name is the first of its
/// series the package does not take (`Repository.unusedFeatureName`).
///
/// The copy shares this package's dependency checkouts and builds from zero otherwise: 8 min 26 s measured
/// (seven RIBs, two lint runs) on 2 cores shared with other builds (load average 4 to 8). Every step runs under
/// `timeout`, within an overall budget of 40 minutes; the copy is removed at the end, whatever happens.
@Suite(.serialized)
struct EndToEndTests {
  /// Whether the slow tests run.
  static let enabled = ProcessInfo.processInfo.environment["NAVIGATABLE_RIBS_SLOW_TESTS"] == "1"

  /// The generated RIBs' names: each the first of its series the package does not take, so that a feature
  /// a team generates cannot clash with them.
  static let profile = Repository.unusedFeatureName("Profile")
  static let financeSheet = Repository.unusedFeatureName("FinanceSheet")
  static let topupChild = Repository.unusedFeatureName("TopupChild")
  static let settings = Repository.unusedFeatureName("Settings")
  static let settingsFlow = Repository.unusedFeatureName("SettingsFlow")
  static let flowScreen = Repository.unusedFeatureName("FlowScreen")

  static let steps: [(name: String, parent: String, kind: RIBKind)] = [
    (profile, "Master", .push), (financeSheet, "FinanceHome", .sheet), (topupChild, "Topup", .push),
    (settings, "Root", .tab),
    (settingsFlow, settings, .flow), (flowScreen, settingsFlow, .push),
  ]
  /// Generated after `make format`: the formatted files still take a child.
  static let afterFormatting: (name: String, parent: String, kind: RIBKind) = (
    Repository.unusedFeatureName("SettingsMore"), settings, .push
  )

  @Test(.enabled(if: enabled), .timeLimit(.minutes(45)))
  func childrenGeneratedUnderHandWrittenAndGeneratedRIBsBuildPassLintAndShowInTheShell() async throws {
    let scratch = try Repository.makeTemporaryDirectory("generate-rib-e2e")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let package = scratch.appendingPathComponent("package")
    try copyPackage(to: package)
    let started = Date()
    let deadline = started.addingTimeInterval(40 * 60)
    func step(_ arguments: [String], _ seconds: Int) async throws -> ProgramResult {
      let remaining = Int(deadline.timeIntervalSinceNow)
      try #require(remaining > 0, "out of time before: \(arguments.joined(separator: " "))")
      // The copy's own tests must not start this test again, and they run the copy's shell, not this
      // package's (`make test` names its release build in NAVIGATABLE_RIBS_RELEASE_EXECUTABLE).
      let unset = ["NAVIGATABLE_RIBS_SLOW_TESTS", "NAVIGATABLE_RIBS_EXECUTABLE", "NAVIGATABLE_RIBS_RELEASE_EXECUTABLE"]
      return try await runProgram(
        ["env"] + unset.flatMap { ["-u", $0] } + arguments, in: package,
        timeLimit: min(seconds, remaining))
    }
    func generate(_ name: String, _ parent: String, _ kind: RIBKind) async throws {
      let result = try await step(
        [
          "swift", "package", "--allow-writing-to-package-directory", "generate-rib", name, "--parent", parent, "--as",
          kind.flag,
        ], 900)
      try #require(result.status == 0, "generate-rib \(name) --parent \(parent) --as \(kind) failed:\n\(result.tail())")
      #expect(result.output.contains("is wired into \(parent)"))
    }

    for (name, parent, kind) in Self.steps { try await generate(name, parent, kind) }
    // Lint-clean as generated: before any `make format`.
    let lintAsGenerated = try await step(["make", "lint"], 600)
    #expect(
      lintAsGenerated.status == 0, "make lint found something in the code as generated:\n\(lintAsGenerated.tail(30))")
    let format = try await step(["make", "format"], 600)
    try #require(format.status == 0, "make format failed:\n\(format.tail())")
    try await generate(Self.afterFormatting.name, Self.afterFormatting.parent, Self.afterFormatting.kind)
    let lint = try await step(["make", "lint"], 600)
    #expect(lint.status == 0, "make lint found something in the child generated after make format:\n\(lint.tail(30))")
    let manifest = try String(contentsOf: package.appendingPathComponent("Package.swift"), encoding: .utf8)
    let names = Self.steps.map(\.name) + [Self.afterFormatting.name]
    #expect(PackageManifest(text: manifest).featureNames.suffix(names.count) == names[...])

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

    // generate-rib redrew the module graph itself: no `make graph` before the tests.
    let build = try await step(["swift", "build", "--build-tests"], 1800)
    try #require(build.status == 0, "the copy did not build:\n\(build.tail(60))")

    let test = try await step(["swift", "test", "--skip-build"], 1200)
    let failures = test.output.split(separator: "\n").filter { $0.contains("✘") }.prefix(30)
    #expect(test.status == 0, "the copy's tests failed:\n\(failures.joined(separator: "\n"))\n\(test.tail(20))")
    // Each check names what it looked for and quotes the lines about it, not the whole output (an
    // expectation on `test.output.contains(…)` would print all of it, and make test's summary would count
    // the copy's tests as its own).
    func expectInOutput(_ line: String, about subject: String, sourceLocation: SourceLocation = #_sourceLocation) {
      let found = test.output.contains(line)
      let said = test.output.split(separator: "\n").filter { $0.contains(subject) }.prefix(10)
      #expect(
        found,
        "no \"\(line)\" in the copy's output; about \(subject): \(said.isEmpty ? "nothing" : said.joined(separator: "\n"))",
        sourceLocation: sourceLocation)
    }
    for name in names {
      expectInOutput("Suite \(name)InteractorTests passed", about: "\(name)InteractorTests")
    }
    expectInOutput("Suite ModuleGraphTests passed", about: "ModuleGraphTests")
    for (child, _, _) in Self.steps where child != Self.settings {
      let rowTest = "the\(child)RowShows\(child)AndItsListenerCallTakesItAway()"
      expectInOutput("Test \(rowTest) passed", about: rowTest)
    }

    // The shell reaches each new screen. It names RIBs with ids (`Settings#7`); the numbers are the
    // session's, so they are left out here.
    func shell(_ arguments: [String], _ script: String) async throws -> String {
      let file = scratch.appendingPathComponent("script-\(UUID().uuidString).txt")
      try script.write(to: file, atomically: true, encoding: .utf8)
      let run = try await step([".build/debug/navigatable-ribs"] + arguments + ["--script", file.path], 120)
      #expect(run.status == 0, "\(arguments) \(script):\n\(run.tail())")
      return run.output.replacingOccurrences(of: #"#[0-9]+"#, with: "", options: .regularExpression)
    }
    let (profile, financeSheet, settings) = (Self.profile, Self.financeSheet, Self.settings)
    let (settingsFlow, flowScreen) = (Self.settingsFlow, Self.flowScreen)
    let app = try await shell(
      [],
      """
      tap \(profile.lowercased())
      tree Master
      tap close
      tab finance
      tap \(financeSheet.lowercased())
      tree FinanceHome
      tap done
      tab \(settings.lowercased())
      tap \(settingsFlow.lowercased())
      tap \(flowScreen.lowercased())
      tree \(settings)
      """)
    #expect(app.contains("Master — window › tab 1 \"Examples\" › stack 1/2\n└── \(profile) — window › tab 1"))
    #expect(app.contains("└── \(financeSheet) — window › sheet › stack 1/1"))
    #expect(
      app.contains(
        "└── \(settingsFlow) — viewless\n    ├── \(settingsFlow)Start — window › sheet › stack 1/2\n"))
    #expect(app.contains("    └── \(flowScreen) — window › sheet › stack 2/2"), "\(app)")
    // Each generated feature's deep link opens it from the root: a pushed child of a hand-written parent, and
    // a screen pushed by a flow under a generated tab (its link opens the tab, then the flow, then the screen).
    let linked = try await shell(
      [],
      """
      open ribs://\(flowScreen.lowercased())
      tree \(settings)
      open ribs://\(profile.lowercased())
      tree Master
      """)
    #expect(linked.contains("    └── \(flowScreen) — window › sheet › stack 2/2"), "\(linked)")
    #expect(linked.contains("Master — window › tab 1 \"Examples\" › stack 1/2\n└── \(profile) — window › tab 1"))
    for feature in ["Detail", "Topup", settingsFlow] {
      let alone = try await shell(["--feature", feature], "tree\n")
      #expect(alone.hasPrefix("PreviewHost — window › stack 1/"), "\(feature): \(alone)")
      #expect(alone.contains("└── \(feature) — "), "\(feature): \(alone)")
    }
    print(
      "generate-rib end-to-end: \(Int(Date().timeIntervalSince(started))) s (generate \(names.count) RIBs, lint, format, lint, build, test)"
    )
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
