import ShellKit

extension AppExplorer {
  /// `show`: render the visible screen.
  var showCommand: ShellCommand {
    ShellCommand(
      name: "show", aliases: ["s"], summary: "Show the visible screen: title, lines, numbered items, fields.",
      usage: "[--frame]", arguments: 0...1,
      help: """
        Prints the screen a person sees: window root → selected tab → top of the navigation stack, or the
        top of the presentation chain. Items are numbered for 'tap'; rows end with '›'; the focused field
        says '(typing here)'; an error text starts with '!'. Works in the middle of a swipe back.
        --frame draws the phone: the navigation bar (back button's title, title, place in the stack), the
        screen, the tab bar with the selected tab in [brackets]; a sheet is drawn over its presenter, which
        shows as a dimmed strip.
        """,
      complete: { _ in ["--frame"] },
      run: { [unowned self] context in
        if let option = context.arguments.first, option != "--frame" {
          throw CommandError.usage("unknown option '\(ScreenRenderer.oneLine(option))'")
        }
        settle()
        guard context.arguments.isEmpty else {
          let swiping = navigationSwipingBack == nil ? nil : swipedScreen
          for line in PhoneFrame.lines(window: app.window, swiping: swiping) { context.console.line(line) }
          return
        }
        printVisibleScreen(on: context.console)
      })
  }
}
