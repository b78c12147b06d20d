import Foundation
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
      let error = try #require(throws: (any Error).self) { try ShellOptions.parse(arguments) }
      let status = ShellLauncher.reportParseOutcome(of: error, output: StandardOutputSink(descriptor: full))
      #expect(status == ShellSession.outputFailedStatus, "\(arguments)")
    }
    let error = try #require(throws: (any Error).self) { try ShellOptions.parse(["--version"]) }
    #expect(ShellLauncher.reportParseOutcome(of: error, output: MemoryOutputSink()) == 0)
  }
}
