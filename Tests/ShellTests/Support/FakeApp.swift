import ShellKit

/// A fake app for ShellKit's own tests, independent of the real app (AppShell): two commands, `show`
/// (prints that there is no screen) and `echo` (prints its arguments one per line, in brackets, to make
/// the quoting rules visible).
@MainActor
final class FakeApp: ShellApp {
  /// The configuration it was made with.
  let configuration: ShellConfiguration

  /// A fake app.
  init(configuration: ShellConfiguration) {
    self.configuration = configuration
  }

  /// Empty: the prompt stays `navigatable-ribs> `.
  var promptTitle: String { "" }

  /// `show` and `echo`.
  var commands: [ShellCommand] {
    let withoutSync = configuration.withoutSync
    return [
      ShellCommand(
        name: "show", summary: "Show the visible screen (fake: there is no app).",
        help: "Prints the visible screen. The fake app has none.",
        run: { context in
          context.console.line("(fake) no screen\(withoutSync ? " [without sync]" : "")")
        }),
      ShellCommand(
        name: "echo", summary: "Print each argument in brackets (to try quoting).",
        usage: "[WORD...]", arguments: 0...Int.max,
        help: "Prints each argument on its own line as [argument], showing how the shell split the line.",
        complete: { _ in ["hello", "Buy milk", "12.50"] },
        run: { context in
          for argument in context.arguments { context.console.line("[\(argument)]") }
        }),
    ]
  }
}
