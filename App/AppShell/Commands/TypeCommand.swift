import ShellKit

extension AppExplorer {
  /// `type TEXT`: fill the focused field of the visible screen.
  var typeCommand: ShellCommand {
    ShellCommand(
      name: "type", summary: "Fill the focused field of the visible screen with TEXT.",
      usage: "TEXT", arguments: 1...Int.max,
      help: """
        Replaces the text of the focused field (the one 'show' marks '(typing here)') with TEXT; several
        words are joined with single spaces. Fails when the screen has no focused field.
        """,
      run: { [unowned self] context in
        try requireNoSwipeInFlight()
        let screen = try visibleScreen()
        guard visibleDescription()?.fields.contains(where: \.isFocused) == true else {
          throw CommandError.failed("\(ScreenRenderer.oneLine(ScreenNaming.title(of: screen))) has no focused field")
        }
        perform(.type(text: context.arguments.joined(separator: " ")))
        settleAndShow(on: context.console)
      })
  }
}
