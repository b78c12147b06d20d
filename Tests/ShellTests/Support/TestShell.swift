import SampleShell
import ShellKit

/// A session over an app (the fake one unless told otherwise) with captured output, for in-process tests.
@MainActor
struct TestShell {
  let output = MemoryOutputSink()
  let session: ShellSession
  let app: any ShellApp

  init(
    mode: SessionMode = .script(bail: false), usesColor: Bool = false, history: HistoryFile? = nil,
    extraCommands: [ShellCommand] = [], app: (any ShellApp)? = nil
  ) {
    let console = Console(sink: output, usesColor: usesColor)
    let app = app ?? FakeApp(configuration: ShellConfiguration(usesColor: usesColor))
    app.connect(console: console)
    let registry = ShellLauncher.makeRegistry(app: app, console: console)
    for command in extraCommands { try! registry.register(command) }
    self.app = app
    session = ShellSession(
      registry: registry, console: console, mode: mode, app: app, history: history,
      identity: SampleCommandLine.identity)
  }

  /// Runs `lines` through the session; returns the exit status.
  func run(_ lines: [String], reader: FakeLineReader? = nil) -> Int32 {
    session.run(reader: reader ?? FakeLineReader(lines: lines))
  }

  var lines: [String] { output.lines }
}
