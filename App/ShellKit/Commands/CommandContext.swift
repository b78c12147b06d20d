/// What a running command gets: its arguments, the console to print on, and a way to end the session.
@MainActor
public final class CommandContext {
  /// The name the command was typed with (its name or one of its aliases).
  public let invokedName: String
  /// The arguments, quotes removed.
  public let arguments: [String]
  /// Where results go: `console.line(...)`.
  public let console: Console
  /// Every command of the session (what `help` lists).
  public let registry: CommandRegistry
  /// The command lines the session ran before this one (`nil` when the session keeps none).
  public let commandLog: CommandLog?
  /// Whether the command asked to end the session.
  public private(set) var quitRequested = false

  /// A context; the session makes one for each command line.
  ///
  /// - Parameters:
  ///   - invokedName: The name the command was typed with: its name or an alias.
  ///   - arguments: The words after the name, quotes removed.
  ///   - console: Where the command prints its results.
  ///   - registry: Every command of the session.
  ///   - commandLog: The command lines the session ran before this one, if it keeps them.
  public init(
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
  public func requestQuit() {
    quitRequested = true
  }
}
