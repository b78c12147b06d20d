import NavigatableRIBsTesting
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
        shows as a dimmed strip. On a terminal the frame is as wide as the terminal (24 to 120 columns);
        piped, in a script or while recording, 48 columns.
        """,
      complete: { _ in ["--frame"] },
      run: { [unowned self] context in
        if let option = context.arguments.first, option != "--frame" {
          throw CommandError.usage("unknown option '\(ScreenRenderer.oneLine(option))'")
        }
        settle()
        guard context.arguments.isEmpty else {
          let swiping = navigationSwipingBack == nil ? nil : swipedScreen
          // A recording keeps the width of a pipe, so it replays the same through one.
          let columns = context.console.recorder == nil ? context.console.sink.terminalColumns : nil
          let width = PhoneFrame.width(forTerminalColumns: columns)
          for line in PhoneFrame.lines(window: app.window, swiping: swiping, width: width) {
            context.console.line(line)
          }
          return
        }
        printVisibleScreen(on: context.console)
      })
  }
}
