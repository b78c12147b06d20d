import AppShell
import ArgumentParser
import NavigatableRIBs
import ShellKit
import Testing
import TutorialHello

/// A team's command line, as Shell.md shows it: the engine's options, named `hello`.
struct HelloCommandLine: ShellCommandLine {
  static let identity = ShellIdentity(
    commandName: "hello", abstract: "Explore the Hello app from the command line.", version: "1.0.0")
  static let configuration = identity.commandConfiguration

  @OptionGroup var shell: ShellOptions
}

/// A team's shell over its one app, as Shell.md shows it: its `main.swift` is
/// `ShellLauncher.main(HelloCommandLine.self, makeApp: makeHelloShell)`.
@MainActor
func makeHelloShell(_ configuration: ShellConfiguration) -> any ShellApp {
  AppExplorer(
    configuration: configuration,
    catalog: SingleAppCatalog(name: "hello") { withoutSync in
      let app = HelloApp()
      return HostedApp(window: app.window, rootRouter: app.homeRouter, launch: { app.launch() }, keeping: app)
    })
}

/// The engine over a catalog of one app that is not the sample: every command works, and what the catalog
/// does not offer (fixtures, features alone) is refused in one line.
@MainActor
@Suite("AppShell: a team's shell over one app", .serialized)
struct TeamShellTests {
  static func shell(_ configuration: ShellConfiguration = ShellConfiguration()) -> TestShell {
    RealAppShell.restoreGlobals()
    return TestShell(app: makeHelloShell(configuration))
  }

  @Test("tap, tree, leaks, explore and undo work on the team's app")
  func everyCommandWorks() {
    let shell = Self.shell()
    defer { RealAppShell.restoreGlobals() }
    #expect(shell.run(["tap greet me", "tree", "leaks", "undo", "tree", "explore 3", "fixture"]) == 0)
    let lines = shell.lines
    #expect(lines.contains("Home#1 — window › stack 1/2"), "\(lines)")
    #expect(lines.contains("└── Greeting#1 — window › stack 2/2"))
    #expect(lines.contains("leaked objects: 0"))
    #expect(lines.contains("undid 'tap greet me'"))
    #expect(lines.contains("Home#1 — window › stack 1/1"))
    #expect(lines.contains { $0.hasPrefix("explored ") && $0.hasSuffix("to depth 3: 0 broke a guarantee") })
    #expect(lines.last == "app: hello (no fixtures)")
  }

  @Test(
    "what the catalog does not offer is refused in one line",
    arguments: [
      (ShellConfiguration(fixtures: ["cards=0"]), "the hello app has no fixtures"),
      (ShellConfiguration(featureName: "Home"), "this shell shows no feature alone"),
      (ShellConfiguration(appName: "sample"), "unknown app 'sample' (apps: hello)"),
    ])
  func refusals(_ configuration: ShellConfiguration, _ message: String) {
    let app = makeHelloShell(configuration)
    defer { RealAppShell.restoreGlobals() }
    #expect(app.launchProblem == message)
  }

  @Test("the team's command line names the shell and lists only the engine's options")
  func commandLine() throws {
    let help = HelloCommandLine.helpMessage()
    #expect(help.contains("USAGE: hello "))
    #expect(help.contains("Explore the Hello app from the command line."))
    for absent in ["--app", "--feature", "--fixture", "navigatable-ribs"] {
      #expect(!help.contains(absent), "\(absent)")
    }
    #expect(HelloCommandLine.identity.banner.hasPrefix("hello — Explore the Hello app from the command line."))
  }

  @Test("open of an unknown link lists the app's links, or says it follows none")
  func unknownLink() {
    let shell = Self.shell()
    defer { RealAppShell.restoreGlobals() }
    #expect(shell.run(["open hello://nowhere"]) != 0)
    #expect(shell.lines.last == "error: unknown deep link 'hello://nowhere' (this app follows no deep link)")
  }

  @Test("the fixture command says the app has none")
  func noFixtures() {
    let shell = Self.shell()
    defer { RealAppShell.restoreGlobals() }
    #expect(shell.run(["fixture cards=0"]) == 1)
    #expect(shell.lines == ["error: the hello app has no fixtures"])
  }
}
