/// Prints the `help` list and the `help COMMAND` details.
@MainActor
package struct HelpPrinter {
  /// Where help goes.
  package let console: Console

  /// A printer writing on `console`.
  ///
  /// - Parameter console: Where the help text goes.
  package init(console: Console) {
    self.console = console
  }

  /// Prints every command: usage line, summary, and aliases, aligned in columns.
  ///
  /// - Parameter registry: The commands to list, sorted by name.
  package func printList(of registry: CommandRegistry) {
    let commands = registry.sortedCommands
    let width = commands.map(\.usageLine.count).max() ?? 0
    console.line(console.bold("Commands:"))
    for command in commands {
      let padding = String(repeating: " ", count: width - command.usageLine.count)
      var line = "  \(console.bold(command.usageLine))\(padding)  \(command.summary)"
      if !command.aliases.isEmpty {
        line += console.dim(" (also: \(command.aliases.joined(separator: ", ")))")
      }
      console.line(line)
    }
    console.line(
      "Type 'help COMMAND' for details. Quote a word that holds spaces: \"two words\" (tap and tab join their"
        + " words, so there quotes are optional).")
  }

  /// Prints the usage, aliases and detailed help of the command called `name`.
  ///
  /// - Parameters:
  ///   - name: The command's name or one of its aliases, as typed after `help`.
  ///   - registry: The commands to look it up in.
  /// - Throws: ``CommandError/failed(_:)`` when there is no such command.
  package func printDetails(of name: String, in registry: CommandRegistry) throws(CommandError) {
    guard let command = registry.command(named: name) else {
      throw .failed("no command '\(name)' (try 'help')")
    }
    console.line("\(console.bold("Usage:")) \(command.usageLine)")
    if !command.aliases.isEmpty {
      console.line("\(console.bold("Aliases:")) \(command.aliases.joined(separator: ", "))")
    }
    console.line(command.summary)
    if !command.help.isEmpty {
      console.line()
      console.line(command.help)
    }
  }
}
