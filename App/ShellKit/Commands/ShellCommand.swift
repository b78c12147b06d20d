/// One command of the shell: its names, its help texts, how it completes its arguments and what it does.
///
/// The app contributes commands through ``ShellApp/commands``; the shell adds `help` and `quit`.
///
/// ```swift
/// ShellCommand(
///   name: "tap", summary: "Tap an item of the visible screen.", usage: "ITEM", arguments: 1...1,
///   help: "Taps the button or row whose title is ITEM (quote titles with spaces).",
///   complete: { _ in screen.itemTitles },
///   run: { context in try screen.tap(context.arguments[0]) })
/// ```
public struct ShellCommand {
  /// The name typed to run it (a single word).
  package var name: String
  /// Other names that run it too.
  package var aliases: [String]
  /// One line for the `help` list.
  package var summary: String
  /// The arguments part of the usage line, e.g. `ITEM` or `[COMMAND]`; empty for none.
  package var usage: String
  /// How many arguments it takes; the shell refuses other counts with one error line before `run`.
  package var arguments: ClosedRange<Int>
  /// The detailed text of `help NAME` (may span several lines).
  package var help: String
  /// Candidates for the argument being typed; the shell keeps those starting with what was typed.
  package var complete: @MainActor (CompletionRequest) -> [String]
  /// Does the work; a thrown error becomes one `error:` line and marks the command failed.
  package var run: @MainActor (CommandContext) throws -> Void

  /// A command.
  ///
  /// - Parameters:
  ///   - name: the name typed to run it.
  ///   - aliases: other names for it.
  ///   - summary: one line for the `help` list.
  ///   - usage: the arguments part of the usage line (`ITEM`, `[COMMAND]`), empty for none.
  ///   - arguments: the accepted argument counts (none by default).
  ///   - help: the detailed help; the summary is used when empty.
  ///   - complete: argument candidates (none by default).
  ///   - run: the work.
  package init(
    name: String, aliases: [String] = [], summary: String, usage: String = "",
    arguments: ClosedRange<Int> = 0...0, help: String = "",
    complete: @escaping @MainActor (CompletionRequest) -> [String] = { _ in [] },
    run: @escaping @MainActor (CommandContext) throws -> Void
  ) {
    self.name = name
    self.aliases = aliases
    self.summary = summary
    self.usage = usage
    self.arguments = arguments
    self.help = help
    self.complete = complete
    self.run = run
  }

  /// The usage line: the name followed by ``usage``.
  package var usageLine: String {
    usage.isEmpty ? name : "\(name) \(usage)"
  }
}
