import ShellKit

extension AppExplorer {
  /// `tap N|LABEL`: tap a row or button of the visible screen.
  var tapCommand: ShellCommand {
    ShellCommand(
      name: "tap", aliases: ["t"], summary: "Tap a row or button of the visible screen, by number or label.",
      usage: "N|LABEL", arguments: 1...Int.max,
      help: """
        Taps item N (as numbered by 'show') or the item whose label is LABEL (case-insensitive; the
        beginning of a label is enough when only one label starts that way). Words are joined with single
        spaces, so 'tap push next' and 'tap "Push next"' are the same. Prints the screen it leads to.
        """,
      complete: { [unowned self] _ in visibleDescription()?.items.map(\.label) ?? [] },
      run: { [unowned self] context in
        try requireNoSwipeInFlight()
        let query = context.arguments.joined(separator: " ")
        guard !query.allSatisfy({ $0 == " " }) else { throw CommandError.usage("nothing to tap") }
        let screen = try visibleScreen()
        guard let description = visibleDescription() else {
          throw CommandError.failed("\(ScreenNaming.title(of: screen)) does not describe its items; nothing to tap")
        }
        let index = try ItemChoice.index(
          of: query, in: description.items.map(\.label), screen: ScreenRenderer.oneLine(description.title))
        description.items[index].action()
        settleAndShow(on: context.console)
      })
  }
}
