import SampleShell
import ShellKit
import Testing

@MainActor
@Suite("REPL session")
struct SessionTests {
  @Test("results and errors come out in order; comments and blanks print nothing")
  func transcriptOrder() {
    let shell = TestShell()
    let status = shell.run(["# a comment", "", "   ", "show", "foo", "echo 'a b' c", "show 1"])
    #expect(
      shell.lines == [
        "(fake) no screen",
        "error: unknown command 'foo' (try 'help')",
        "[a b]",
        "[c]",
        "error: 'show' takes no arguments (usage: show)",
      ])
    #expect(status == 1)
    #expect(shell.session.failureCount == 2)
  }

  @Test("a script without failures exits 0; quit stops reading")
  func quitStops() {
    let shell = TestShell()
    let reader = FakeLineReader(lines: ["show", "quit", "show"])
    #expect(shell.run([], reader: reader) == 0)
    #expect(shell.lines == ["(fake) no screen"])
    #expect(reader.remainingEventCount == 1)
  }

  @Test("quit after a failure still exits 1 in a script")
  func quitAfterFailure() {
    let shell = TestShell()
    #expect(shell.run(["nope", "exit"]) == 1)
  }

  @Test("--bail stops at the first failure with status 1")
  func bail() {
    let shell = TestShell(mode: .script(bail: true))
    let reader = FakeLineReader(lines: ["show", "nope", "show"])
    #expect(shell.run([], reader: reader) == 1)
    #expect(shell.lines == ["(fake) no screen", "error: unknown command 'nope' (try 'help')"])
    #expect(reader.remainingEventCount == 1)
  }

  @Test("interactive: banner, prompt before every line, exit 0 despite failures, newline at Ctrl-D")
  func interactive() {
    let shell = TestShell(mode: .interactive)
    let reader = FakeLineReader(lines: ["nope", "show"])
    #expect(shell.run([], reader: reader) == 0)
    #expect(
      shell.lines == [
        SampleCommandLine.identity.banner, "error: unknown command 'nope' (try 'help')", "(fake) no screen", "",
      ])
    #expect(reader.prompts == ["navigatable-ribs> ", "navigatable-ribs> ", "navigatable-ribs> "])
  }

  @Test("scripts get no prompt and no banner")
  func scriptHasNoPrompt() {
    let shell = TestShell()
    let reader = FakeLineReader(lines: ["show"])
    _ = shell.run([], reader: reader)
    #expect(reader.prompts.allSatisfy { $0.isEmpty })
    #expect(shell.lines == ["(fake) no screen"])
  }

  @Test("the prompt shows the app's title")
  func promptTitle() {
    final class TitledApp: ShellApp {
      var promptTitle: String { "Home" }
      var commands: [ShellCommand] { [] }
    }
    let output = MemoryOutputSink()
    let console = Console(sink: output, usesColor: false)
    let app = TitledApp()
    let session = ShellSession(
      registry: ShellLauncher.makeRegistry(app: app, console: console), console: console, mode: .interactive, app: app)
    #expect(session.prompt == "Home> ")
  }

  @Test("Ctrl-C cancels the line: a blank line in interactive mode, no failure, the loop goes on")
  func interrupt() {
    let shell = TestShell(mode: .interactive)
    let reader = FakeLineReader([.interrupted, .line(Array("show".utf8))])
    #expect(shell.run([], reader: reader) == 0)
    #expect(shell.lines == [SampleCommandLine.identity.banner, "", "(fake) no screen", ""])
    #expect(shell.session.failureCount == 0)
  }

  @Test("each kind of bad line prints exactly one error line and the session goes on")
  func badLines() {
    let shell = TestShell()
    let reader = FakeLineReader([
      .line([0xFF, 0xFE]), .line(Array("sh\u{0}ow".utf8)), .tooLong(byteCount: 10_000),
      .line(Array(#"echo "open"#.utf8)), .line(Array("echo a\\".utf8)), .line(Array("\u{1B}[2J".utf8)),
      .line(Array("show".utf8)),
    ])
    #expect(shell.run([], reader: reader) == 1)
    #expect(
      shell.lines == [
        "error: input is not valid UTF-8; line ignored",
        "error: input contains control character U+0000; line ignored",
        "error: line too long (10000 bytes, limit 4096); line ignored",
        "error: unterminated quote (\"); line ignored",
        "error: line ends with a lone backslash; line ignored",
        "error: input contains control character U+001B; line ignored",
        "(fake) no screen",
      ])
  }

  @Test("a huge unknown word is abbreviated in its error line")
  func hugeWord() {
    let shell = TestShell()
    #expect(shell.session.execute(String(repeating: "x", count: 3000)) == .failed)
    #expect(shell.lines == ["error: unknown command '\(String(repeating: "x", count: 40))…' (try 'help')"])
  }

  @Test("argument counts are checked before the command runs, with the usage line")
  func argumentCounts() {
    var ran = 0
    let commands = [
      ShellCommand(name: "one", summary: "", usage: "ITEM", arguments: 1...1, run: { _ in ran += 1 }),
      ShellCommand(name: "some", summary: "", usage: "A [B]", arguments: 1...2, run: { _ in ran += 1 }),
      ShellCommand(name: "many", summary: "", usage: "A...", arguments: 2...Int.max, run: { _ in ran += 1 }),
    ]
    let shell = TestShell(extraCommands: commands)
    for line in ["one", "one a b", "some", "some a b c", "many a", "help a b"] {
      #expect(shell.session.execute(line) == .failed)
    }
    #expect(ran == 0)
    #expect(
      shell.lines == [
        "error: 'one' takes exactly 1 argument (usage: one ITEM)",
        "error: 'one' takes exactly 1 argument (usage: one ITEM)",
        "error: 'some' takes 1 to 2 arguments (usage: some A [B])",
        "error: 'some' takes 1 to 2 arguments (usage: some A [B])",
        "error: 'many' takes at least 2 arguments (usage: many A...)",
        "error: 'help' takes at most 1 argument (usage: help [COMMAND])",
      ])
    #expect(shell.session.execute("one a") == .succeeded)
    #expect(ran == 1)
  }

  @Test("errors thrown by a command become one error line; multi-line messages are flattened")
  func thrownErrors() {
    struct Oops: Error, CustomStringConvertible { var description: String { "it broke\nbadly" } }
    let shell = TestShell(extraCommands: [
      ShellCommand(
        name: "usage", summary: "", usage: "X", arguments: 0...1,
        run: { _ in throw CommandError.usage("X must be a number") }),
      ShellCommand(name: "fails", summary: "", run: { _ in throw CommandError.failed("no item 'Foo' on screen") }),
      ShellCommand(name: "other", summary: "", run: { _ in throw Oops() }),
    ])
    for line in ["usage", "fails", "other"] { #expect(shell.session.execute(line) == .failed) }
    #expect(
      shell.lines == [
        "error: X must be a number (usage: usage X)",
        "error: no item 'Foo' on screen",
        "error: other failed: it broke badly",
      ])
  }

  @Test("a command sees the name it was invoked with and its unquoted arguments")
  func context() {
    var seen: (String, [String])?
    let shell = TestShell(extraCommands: [
      ShellCommand(
        name: "type", aliases: ["t"], summary: "", arguments: 0...5, run: { seen = ($0.invokedName, $0.arguments) })
    ])
    #expect(shell.session.execute(#"t "12.50" 'x y'"#) == .succeeded)
    #expect(seen?.0 == "t")
    #expect(seen?.1 == ["12.50", "x y"])
  }
}

@MainActor
@Suite("App hook")
struct AppHookTests {
  final class CountingApp: ShellApp {
    var settled = 0
    var promptTitle: String { "Screen \(settled)" }
    var commands: [ShellCommand] {
      [ShellCommand(name: "boom", summary: "", run: { _ in throw CommandError.failed("boom") })]
    }
    func settle() { settled += 1 }
  }

  @Test("settle() runs after every command that ran, failed or not, and the prompt is asked each time")
  func settles() {
    let app = CountingApp()
    let output = MemoryOutputSink()
    let console = Console(sink: output, usesColor: false)
    let session = ShellSession(
      registry: ShellLauncher.makeRegistry(app: app, console: console), console: console, mode: .interactive, app: app)
    let reader = FakeLineReader(lines: ["help quit", "boom", "nope", "# note", "help a b"])
    #expect(session.run(reader: reader) == 0)
    #expect(app.settled == 2)
    #expect(reader.prompts == ["Screen 0> ", "Screen 1> ", "Screen 2> ", "Screen 2> ", "Screen 2> ", "Screen 2> "])
  }
}
