/// PLACEHOLDER — stands in for the real app until the feature RIBs exist; it will be replaced.
///
/// It has two commands so the shell's pipeline (registry, arguments, completion, transcripts) can be
/// exercised end to end: `show` (prints that there is no screen yet) and `echo` (prints its arguments
/// one per line, in brackets, to make the quoting rules visible).
@MainActor
public final class PlaceholderApp: ShellApp {
  /// The configuration it was made with.
  public let configuration: ShellConfiguration

  /// A placeholder app.
  public init(configuration: ShellConfiguration) {
    self.configuration = configuration
  }

  /// Empty: the prompt stays `navigatable-ribs> `.
  public var promptTitle: String { "" }

  /// `show` and `echo`.
  public var commands: [ShellCommand] {
    let withoutSync = configuration.withoutSync
    return [
      ShellCommand(
        name: "show", summary: "Show the visible screen (placeholder: there is no app yet).",
        help: "Prints the visible screen. PLACEHOLDER: the app is not built yet, so there is no screen.",
        run: { context in
          context.console.line("(placeholder) no screen yet\(withoutSync ? " [without sync]" : "")")
        }),
      ShellCommand(
        name: "echo", summary: "Print each argument in brackets (placeholder, to try quoting).",
        usage: "[WORD...]", arguments: 0...Int.max,
        help: "Prints each argument on its own line as [argument], showing how the shell split the line.",
        complete: { _ in ["hello", "Buy milk", "12.50"] },
        run: { context in
          for argument in context.arguments { context.console.line("[\(argument)]") }
        }),
    ]
  }
}
