import ArgumentParser
import Foundation
import SampleShell
import ShellTestSupport
import Testing

@testable import ShellKit

@MainActor
@Suite("Command-line options")
struct OptionsTests {
  @Test("defaults: no script, no bail, colour auto, sync on")
  func defaults() throws {
    let options = try ShellOptions.parse([])
    #expect(options.script == nil)
    #expect(!options.bail)
    #expect(options.color == .auto)
    #expect(!options.withoutSync)
  }

  @Test("every flag parses")
  func flags() throws {
    let options = try ShellOptions.parse(["--script", "s.txt", "--bail", "--color", "never", "--without-sync"])
    #expect(options.script == "s.txt")
    #expect(options.bail)
    #expect(options.color == .never)
    #expect(options.withoutSync)
  }

  @Test("an unknown colour mode is refused")
  func badColor() {
    #expect(throws: (any Error).self) { try ShellOptions.parse(["--color", "sometimes"]) }
  }

  @Test("--without-sync and the colour decision reach the app's configuration")
  func configurationReachesApp() throws {
    var received: ShellConfiguration?
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let script = directory.file("s")
    try "show\n".write(toFile: script, atomically: true, encoding: .utf8)
    let output = MemoryOutputSink()
    let status = ShellLauncher.run(
      options: try ShellOptions.parse(["--script", script, "--without-sync", "--color", "always"]),
      environment: Environment(), output: output, standardInputIsTerminal: false,
      makeApp: { configuration in
        received = configuration
        return FakeApp(configuration: configuration)
      })
    #expect(status == 0)
    #expect(received == ShellConfiguration(withoutSync: true, usesColor: true, isInteractive: false))
    #expect(output.lines == ["(fake) no screen [without sync]"])
  }

  @Test("a missing script is one error line and status 1")
  func missingScript() throws {
    let output = MemoryOutputSink()
    let status = ShellLauncher.run(
      options: try ShellOptions.parse(["--script", "/nonexistent/script"]), environment: Environment(),
      output: output, standardInputIsTerminal: false, makeApp: { FakeApp(configuration: $0) })
    #expect(status == 1)
    #expect(output.lines == ["error: cannot open script '/nonexistent/script': No such file or directory"])
  }

  @Test("--version and --help to a full standard output exit 74 (as a session does), not 0")
  func helpAndVersionToAFullDiskFail() throws {
    let full = open("/dev/full", O_WRONLY)
    #expect(full >= 0)
    defer { close(full) }
    for arguments in [["--version"], ["--help"]] {
      let error = try #require(throws: (any Error).self) { try SampleCommandLine.parse(arguments) }
      let status = ShellLauncher.reportParseOutcome(
        of: error, command: SampleCommandLine.self, output: StandardOutputSink(descriptor: full))
      #expect(status == ShellSession.outputFailedStatus, "\(arguments)")
    }
    let error = try #require(throws: (any Error).self) { try SampleCommandLine.parse(["--version"]) }
    #expect(
      ShellLauncher.reportParseOutcome(of: error, command: SampleCommandLine.self, output: MemoryOutputSink()) == 0)
  }

  @Test("a shell's command line names it: its --help, --version, banner and history come from its identity")
  func identityComesFromTheCommandLine() throws {
    let help = TeamCommandLine.helpMessage()
    #expect(help.contains("USAGE: acme "), "\(help)")
    #expect(help.contains("Explore Acme from the command line."))
    #expect(help.contains("--feature <NAME>"))
    #expect(help.contains("ACME_HISTORY"))
    for absent in ["navigatable-ribs", "NavigatableRIBs example", "--app", "--fixture", "NAVIGATABLE_RIBS_HISTORY"] {
      #expect(!help.contains(absent), "\(absent) in \(help)")
    }
    let version = try #require(throws: (any Error).self) { try TeamCommandLine.parse(["--version"]) }
    #expect(TeamCommandLine.fullMessage(for: version) == "2.0.0-beta.1")
    let parsed = try TeamCommandLine.parse(["--feature", "Home", "--without-sync"])
    #expect(parsed.appChoice == AppChoice(featureName: "Home"))
    #expect(parsed.shell.withoutSync)
    #expect(throws: (any Error).self) { try TeamCommandLine.parse(["--app", "hello"]) }
    #expect(throws: (any Error).self) { try TeamCommandLine.parse(["--replay", "f", "--feature", "Home"]) }
    #expect(TeamCommandLine.identity.banner.hasPrefix("acme — Explore Acme from the command line. Type 'help'"))
  }

  @Test("the sample's command line keeps --app, --feature and --fixture")
  func sampleCommandLine() throws {
    let help = SampleCommandLine.helpMessage()
    for option in ["--app <NAME>", "--feature <NAME>", "--fixture <KEY=VALUE>", "USAGE: navigatable-ribs "] {
      #expect(help.contains(option), "\(option)")
    }
    let parsed = try SampleCommandLine.parse(["--app", "hello", "--fixture", "cards=1"])
    #expect(parsed.appChoice == AppChoice(appName: "hello", fixtures: ["cards=1"]))
    #expect(throws: (any Error).self) { try SampleCommandLine.parse(["--replay", "f", "--app", "hello"]) }
  }
}

/// A team's command line, as `make new-app` writes one: the engine's options and `--feature`.
struct TeamCommandLine: ShellCommandLine {
  static let identity = ShellIdentity(
    commandName: "acme", abstract: "Explore Acme from the command line.", version: "2.0.0-beta.1")
  static let configuration = identity.commandConfiguration
  @OptionGroup var shell: ShellOptions
  @Option(name: .long, help: ArgumentHelp("Explore one feature alone (Home).", valueName: "NAME")) var feature: String?
  var appChoice: AppChoice { AppChoice(featureName: feature) }
}
