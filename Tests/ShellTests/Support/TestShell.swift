import ShellKit

/// A session over the placeholder app with captured output, for in-process tests.
@MainActor
struct TestShell {
  let output = MemoryOutputSink()
  let session: ShellSession

  init(mode: SessionMode = .script(bail: false), usesColor: Bool = false, history: HistoryFile? = nil,
       extraCommands: [ShellCommand] = []) {
    let console = Console(sink: output, usesColor: usesColor)
    let app = PlaceholderApp(configuration: ShellConfiguration(usesColor: usesColor))
    let registry = ShellLauncher.makeRegistry(app: app, console: console)
    for command in extraCommands { try! registry.register(command) }
    session = ShellSession(registry: registry, console: console, mode: mode, app: app, history: history)
  }

  /// Runs `lines` through the session; returns the exit status.
  func run(_ lines: [String], reader: FakeLineReader? = nil) -> Int32 {
    session.run(reader: reader ?? FakeLineReader(lines: lines))
  }

  var lines: [String] { output.lines }
}
