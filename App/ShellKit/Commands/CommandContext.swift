/// What a running command gets: its arguments, the console to print on, and a way to end the session.
@MainActor
package final class CommandContext {
  /// The name the command was typed with (its name or one of its aliases).
  package let invokedName: String
  /// The arguments, quotes removed.
  package let arguments: [String]
  /// Where results go: `console.line(...)`.
  package let console: Console
  /// Every command of the session (what `help` lists).
  package let registry: CommandRegistry
  /// The command lines the session ran before this one (`nil` when the session keeps none).
  package let commandLog: CommandLog?
  /// Whether the command asked to end the session.
  package private(set) var quitRequested = false
  /// Whether the command ran and printed its result, and the result is a failure (``markFailed()``).
  package private(set) var failed = false

  /// A context; the session makes one for each command line.
  ///
  /// - Parameters:
  ///   - invokedName: The name the command was typed with: its name or an alias.
  ///   - arguments: The words after the name, quotes removed.
  ///   - console: Where the command prints its results.
  ///   - registry: Every command of the session.
  ///   - commandLog: The command lines the session ran before this one, if it keeps them.
  package init(
    invokedName: String, arguments: [String], console: Console, registry: CommandRegistry,
    commandLog: CommandLog? = nil
  ) {
    self.invokedName = invokedName
    self.arguments = arguments
    self.console = console
    self.registry = registry
    self.commandLog = commandLog
  }

  /// Ends the session after this command (what `quit` does).
  package func requestQuit() {
    quitRequested = true
  }

  /// Counts the line as failed though the command ran and printed its whole result (`explore` that found
  /// a broken sequence): a script exits with status 1, and `--bail` stops there. Prints nothing.
  package func markFailed() {
    failed = true
  }
}
