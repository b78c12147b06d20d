/// The commands every session has, whatever the app: `help` and `quit`.
@MainActor
package enum BuiltinCommands {
  /// `help` and `help COMMAND`; completes its argument with the names in `registry`.
  ///
  /// - Parameter registry: The session's commands, which `help` lists and completes.
  /// - Returns: The `help` command (alias `?`).
  package static func help(completingFrom registry: CommandRegistry) -> ShellCommand {
    ShellCommand(
      name: "help", aliases: ["?"], summary: "List the commands, or show the details of one.",
      usage: "[COMMAND]", arguments: 0...1,
      help: """
        Without an argument, lists every command with a one-line summary.
        With a command name (or alias), shows its usage, its aliases and what it does.
        """,
      complete: { [weak registry] request in
        request.argumentIndex == 0 ? registry?.allNames ?? [] : []
      },
      run: { context in
        if let name = context.arguments.first {
          try HelpPrinter(console: context.console).printDetails(of: name, in: context.registry)
        } else {
          HelpPrinter(console: context.console).printList(of: context.registry)
        }
      })
  }

  /// `quit`, also `exit`.
  package static let quit = ShellCommand(
    name: "quit", aliases: ["exit"], summary: "End the session.",
    help: "Ends the session (Ctrl-D on an empty line does the same). A script still exits 1 if a command failed.",
    run: { context in context.requestQuit() })

  /// Registers `help` and `quit` in `registry`.
  ///
  /// - Parameter registry: The session's commands; `help` lists and completes the ones it holds.
  /// - Throws: ``RegistryError`` if `registry` already holds one of their names.
  package static func register(in registry: CommandRegistry) throws(RegistryError) {
    try registry.register(help(completingFrom: registry))
    try registry.register(quit)
  }
}
