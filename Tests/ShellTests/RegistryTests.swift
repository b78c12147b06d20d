import ShellKit
import Testing

@MainActor
@Suite("Command registry and help")
struct RegistryTests {
  func command(_ name: String, aliases: [String] = []) -> ShellCommand {
    ShellCommand(name: name, aliases: aliases, summary: "Does \(name).", run: { _ in })
  }

  @Test("commands are found by name and by alias")
  func lookup() throws {
    let registry = CommandRegistry()
    try registry.register(command("back", aliases: ["b", "pop"]))
    #expect(registry.command(named: "back")?.name == "back")
    #expect(registry.command(named: "pop")?.name == "back")
    #expect(registry.command(named: "Back") == nil)
    #expect(registry.allNames == ["b", "back", "pop"])
  }

  @Test("taken names and non-words are refused and leave the registry as it was")
  func refusals() throws {
    let registry = CommandRegistry()
    try BuiltinCommands.register(in: registry)
    #expect(throws: RegistryError.duplicateName("exit")) { try registry.register(command("leave", aliases: ["exit"])) }
    #expect(throws: RegistryError.duplicateName("twice")) {
      try registry.register(command("twice", aliases: ["twice"]))
    }
    for bad in ["", "two words", "#tag", "quo\"te", "tab\tbed", "nul\u{0}"] {
      #expect(throws: RegistryError.invalidName(bad)) { try registry.register(command(bad)) }
    }
    #expect(registry.command(named: "leave") == nil)
    #expect(registry.commands.map(\.name) == ["help", "quit"])
  }

  @Test("help lists every command sorted, aligned, with aliases")
  func helpList() {
    let shell = TestShell()
    #expect(shell.session.execute("help") == .succeeded)
    #expect(
      shell.lines == [
        "Commands:",
        "  echo [WORD...]    Print each argument in brackets (to try quoting).",
        "  help [COMMAND]    List the commands, or show the details of one. (also: ?)",
        "  quit              End the session. (also: exit)",
        "  record FILE|stop  Save the session from now on as a transcript file; 'record stop' saves it.",
        "  show              Show the visible screen (fake: there is no app).",
        "Type 'help COMMAND' for details. Quote a word that holds spaces: \"two words\" (tap and tab join their"
          + " words, so there quotes are optional).",
      ])
  }

  @Test("help COMMAND shows usage, aliases and details, also when asked by alias")
  func helpDetails() {
    let shell = TestShell()
    #expect(shell.session.execute("help exit") == .succeeded)
    #expect(shell.lines.prefix(3) == ["Usage: quit", "Aliases: exit", "End the session."])
    #expect(shell.lines.count == 5)
  }

  @Test("help of an unknown command is one error line")
  func helpUnknown() {
    let shell = TestShell()
    #expect(shell.session.execute("help nope") == .failed)
    #expect(shell.lines == ["error: no command 'nope' (try 'help')"])
  }

  @Test("an app command with a taken name is skipped with one warning")
  func appConflict() {
    final class ClashingApp: ShellApp {
      var promptTitle: String { "" }
      var commands: [ShellCommand] {
        [
          ShellCommand(name: "help", summary: "Mine.", run: { _ in }),
          ShellCommand(name: "go", summary: "Go.", run: { _ in }),
        ]
      }
    }
    let output = MemoryOutputSink()
    let registry = ShellLauncher.makeRegistry(app: ClashingApp(), console: Console(sink: output, usesColor: false))
    #expect(output.lines == ["warning: command name 'help' is already taken; command skipped"])
    #expect(registry.command(named: "go") != nil)
    #expect(registry.command(named: "help")?.summary == "List the commands, or show the details of one.")
  }
}
