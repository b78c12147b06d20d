import ShellKit

extension AppExplorer {
  /// `show`: render the visible screen.
  var showCommand: ShellCommand {
    ShellCommand(
      name: "show", aliases: ["s"], summary: "Show the visible screen: title, lines, numbered items, fields.",
      help: """
        Prints the screen a person sees: window root → selected tab → top of the navigation stack, or the
        top of the presentation chain. Items are numbered for 'tap'; rows end with '›'; the focused field
        says '(typing here)'; an error text starts with '!'. Works in the middle of a swipe back.
        """,
      run: { [unowned self] context in
        settle()
        printVisibleScreen(on: context.console)
      })
  }
}
