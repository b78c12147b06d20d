import Foundation
import Testing

@testable import RIBScaffolding

/// The slow test of `make new-app`, run only with `NAVIGATABLE_RIBS_SLOW_TESTS=1`: in a temporary folder
/// outside this repository, whose path holds a space, a `'` and a non-ASCII letter, `make new-app NAME=Acme
/// DIR=...` writes the Acme package and prints its `cd` quoted; in it, `make rib` adds a push under Home, a
/// tab, a sheet under Home and a flow under the tab, with no hand edit; `make lint` is clean as generated;
/// `make test` builds (warnings are errors) and passes; `printf 'tree\nleaks\n' | make run` prints a tree
/// naming Home and ends with `leaked objects: 0`; `acme --help` names `acme` and none of the sample's apps,
/// features or fixtures; `--feature Home` and `--feature Onboarding` (generated) run; `open` of an unknown
/// link lists the app's links; the flow's `tap Done` leaves nothing attached; with Profile planted as
/// `attachChild` + `pushViewController`, the app-wide exploration test fails at its line with the fix; and a
/// second `make new-app` onto the same folder is refused in one line, changing nothing.
///
/// The app resolves its dependencies from this package's checkouts (its `.build` is seeded with them, and
/// with this package's Package.resolved) and builds from zero otherwise: 2 min 17 s measured on 2 cores shared
/// with other builds. Every step runs under `timeout`, within an overall budget of 25 minutes; the folder is
/// removed at the end, whatever happens.
@Suite(.serialized)
struct NewAppEndToEndTests {
  /// The features generated in the new app: a push, a tab, a sheet and a flow.
  static let steps: [(name: String, parent: String, kind: String)] = [
    ("Profile", "Home", "push"), ("Settings", "Root", "tab"), ("Feedback", "Home", "sheet"),
    ("Onboarding", "Settings", "flow"),
  ]

  @Test(.enabled(if: EndToEndTests.enabled), .timeLimit(.minutes(30)))
  func aNewAppTakesEveryKindOfFeatureAndPassesItsTestsAndItsShellSession() async throws {
    let scratch = try Repository.makeTemporaryDirectory("new-app-e2e")
    defer {
      try? FileManager.default.removeItem(at: scratch)
      // SwiftPM's lock files for the app's .build, beside the folder (`_tmp_new-app-e2e-…_Acme_.build.lock`).
      let temporary = FileManager.default.temporaryDirectory
      for entry in (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []
      where entry.contains(scratch.lastPathComponent) && entry.hasSuffix(".lock") {
        try? FileManager.default.removeItem(at: temporary.appendingPathComponent(entry))
      }
    }
    let parent = scratch.appendingPathComponent("O'Brien Apps")
    try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: false)
    let app = parent.appendingPathComponent("Acme é")
    let started = Date()
    let deadline = started.addingTimeInterval(25 * 60)
    func step(_ arguments: [String], in directory: URL, _ seconds: Int) async throws -> ProgramResult {
      let remaining = Int(deadline.timeIntervalSinceNow)
      try #require(remaining > 0, "out of time before: \(arguments.joined(separator: " "))")
      // The app's make must not see this run's make (its flags, its level) nor this package's shell.
      let unset = [
        "NAVIGATABLE_RIBS_SLOW_TESTS", "NAVIGATABLE_RIBS_EXECUTABLE", "NAVIGATABLE_RIBS_RELEASE_EXECUTABLE",
        "MAKEFLAGS", "MAKELEVEL", "MFLAGS",
      ]
      return try await runProgram(
        ["env"] + unset.flatMap { ["-u", $0] } + arguments, in: directory,
        timeLimit: min(seconds, remaining))
    }
    // The tool this test run was built with (beside the test bundle): `make new-app` would otherwise build it
    // in this package's .build, which the running `swift test` holds.
    let tool = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("generate-rib-tool")
    let newApp = [
      "make", "--no-print-directory", "-C", Repository.root.path, "new-app", "NAME=Acme", "DIR=\(app.path)",
      "GENERATE_RIB_TOOL=\(tool.path)",
    ]
    let created = try await step(newApp, in: scratch, 120)
    try #require(created.status == 0, "make new-app failed:\n\(created.tail())")
    #expect(
      created.output.contains("Then: cd \(NewAppCommand.shellQuoted(app.path)) && make test"), "\(created.tail())")
    #expect(
      try String(contentsOf: app.appendingPathComponent("Package.swift"), encoding: .utf8).contains(
        ".package(path: \"../"))
    try seedDependencies(of: app)

    for (name, parent, kind) in Self.steps {
      let result = try await step(["make", "rib", "NAME=\(name)", "PARENT=\(parent)", "AS=\(kind)"], in: app, 900)
      try #require(result.status == 0, "make rib NAME=\(name) PARENT=\(parent) AS=\(kind) failed:\n\(result.tail())")
      #expect(result.output.contains("is wired into \(parent)"))
    }
    let lint = try await step(["make", "lint"], in: app, 300)
    #expect(lint.status == 0, "make lint found something in the code as generated:\n\(lint.tail(30))")

    let test = try await step(["make", "test"], in: app, 1500)
    let failures = test.output.split(separator: "\n").filter { $0.contains("✘") }.prefix(30)
    try #require(test.status == 0, "the app's tests failed:\n\(failures.joined(separator: "\n"))\n\(test.tail(40))")
    for name in ["Home"] + Self.steps.map(\.name) {
      #expect(test.output.contains("Suite \(name)InteractorTests passed"), "\(name)")
    }
    #expect(test.output.contains("Suite AcmeAppTests passed"))
    #expect(test.output.contains("Suite AcmeAppExplorationTests passed"))

    let session = try await step(["bash", "-c", "printf 'tree\\nleaks\\n' | make run"], in: app, 600)
    #expect(session.status == 0, "\(session.tail())")
    let lines = session.output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(lines.contains { $0.hasPrefix("Root") }, "\(session.tail())")
    #expect(lines.contains { $0.contains("Home") && $0.contains("tab 1") }, "\(session.tail())")
    #expect(lines.last { !$0.isEmpty } == "leaked objects: 0", "\(session.tail())")

    // The shell is the app's own: its name and options, its features alone, its links.
    let help = try await step(["make", "--no-print-directory", "run", "ARGS=--help"], in: app, 300)
    #expect(help.status == 0, "\(help.tail())")
    #expect(help.output.contains("USAGE: acme "), "\(help.tail(40))")
    for sample in ["navigatable-ribs", "--app", "--fixture", "sample", "hello", "Master", "cards="] {
      #expect(!help.output.contains(sample), "\(sample) in --help:\n\(help.tail(40))")
    }
    let feature = help.output.components(separatedBy: "--feature <NAME>").last ?? ""
    for name in ["Home"] + Self.steps.map(\.name) {
      #expect(feature.contains(name), "--feature's help does not name \(name):\n\(help.tail(40))")
    }
    for feature in ["Home", "Onboarding"] {
      let alone = try await step(
        ["bash", "-c", "printf 'tree\\nleaks\\n' | make --no-print-directory run ARGS='--feature \(feature)'"], in: app,
        300)
      #expect(alone.status == 0, "\(alone.tail())")
      #expect(alone.output.contains("PreviewHost#1"), "\(alone.tail())")
      #expect(alone.output.contains("\(feature)#1"), "\(alone.tail())")
      #expect(alone.output.contains("leaked objects: 0"), "\(alone.tail())")
    }
    let flow = try await step(
      [
        "bash", "-c",
        "printf 'open acme://nowhere\\ntab settings\\ntap Onboarding\\ntree\\ntap Done\\ntree\\nleaks\\n' | make --no-print-directory run",
      ], in: app, 300)
    #expect(
      flow.output.contains("unknown deep link 'acme://nowhere' (try: acme://home, acme://settings)"), "\(flow.tail(40))"
    )
    let trees = flow.output.components(separatedBy: "Root#1")
    #expect(trees.count == 3, "\(flow.tail(40))")
    #expect(trees.count == 3 && trees[1].contains("Onboarding#1"), "\(flow.tail(40))")
    #expect(trees.count == 3 && !trees[2].contains("Onboarding"), "\(flow.tail(40))")
    #expect(flow.output.contains("leaked objects: 0"), "\(flow.tail(40))")

    // The app-wide exploration finds a RIB attached and pushed in two calls: at its own line, with the fix.
    let pushed = "if pushChild(router) { profile = router }"
    let home = app.appendingPathComponent("Modules/Features/Home")
    let routerFiles = (FileManager.default.enumerator(atPath: home.path)?.allObjects as? [String] ?? [])
      .filter { $0.hasSuffix(".swift") }.map { home.appendingPathComponent($0) }
    let homeRouter = try #require(
      routerFiles.first { (try? String(contentsOf: $0, encoding: .utf8))?.contains(pushed) == true },
      "no file of Home's pushes Profile with pushChild: \(routerFiles.map(\.lastPathComponent))")
    let fixed = try String(contentsOf: homeRouter, encoding: .utf8)
    let planted = fixed.replacingOccurrences(
      of: pushed,
      with: """
        attachChild(router)
            viewControllable.uiviewController.navigationController?.pushViewController(
              router.viewControllable.uiviewController, animated: true)
            profile = router
        """)
    try #require(planted != fixed)
    try planted.write(to: homeRouter, atomically: true, encoding: .utf8)
    let explored = try await step(
      ["swift", "test", "--no-color-diagnostics", "--filter", "AcmeAppExplorationTests"], in: app, 900)
    #expect(explored.status != 0, "the planted attachChild + pushViewController went unseen:\n\(explored.tail(40))")
    #expect(explored.output.contains("AcmeAppExplorationTests.swift:"), "\(explored.tail(40))")
    #expect(explored.output.contains("fix: show Profile with `pushChild(_:on:)`"), "\(explored.tail(40))")
    try fixed.write(to: homeRouter, atomically: true, encoding: .utf8)

    // A second new-app onto the same folder: one error line, nothing changed.
    let before = Repository.snapshot(app).filter { !$0.key.hasPrefix(".build") }
    let again = try await step(newApp, in: scratch, 120)
    #expect(again.status != 0)
    let errors = again.output.split(separator: "\n").filter { $0.contains("error:") }
    #expect(errors == ["error: \(app.path) exists and is not empty; choose a new or empty folder."], "\(again.tail())")
    #expect(Repository.snapshot(app).filter { !$0.key.hasPrefix(".build") } == before)
    print("new-app end-to-end: \(Int(Date().timeIntervalSince(started))) s (new-app, 4 RIBs, lint, test, run)")
  }

  /// Seeds the app's `.build` with this package's dependency checkouts and its `Package.resolved`, so
  /// SwiftPM resolves the same versions without fetching.
  private func seedDependencies(of app: URL) throws {
    let fileManager = FileManager.default
    // The scratch folder this test run was built in (`.build`, or another `--scratch-path`), else `.build`.
    let running = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let build =
      [running, Repository.root.appendingPathComponent(".build")].first {
        fileManager.fileExists(atPath: $0.appendingPathComponent("checkouts").path)
      } ?? Repository.root.appendingPathComponent(".build")
    let seeded = app.appendingPathComponent(".build")
    try fileManager.createDirectory(at: seeded, withIntermediateDirectories: true)
    for entry in ["checkouts", "repositories"]
    where fileManager.fileExists(atPath: build.appendingPathComponent(entry).path) {
      try fileManager.copyItem(at: build.appendingPathComponent(entry), to: seeded.appendingPathComponent(entry))
    }
    let resolved = Repository.root.appendingPathComponent("Package.resolved")
    if fileManager.fileExists(atPath: resolved.path) {
      try fileManager.copyItem(at: resolved, to: app.appendingPathComponent("Package.resolved"))
    }
  }
}
