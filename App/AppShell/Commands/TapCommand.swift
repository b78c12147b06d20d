import ShellKit

extension AppExplorer {
  /// `tap N|LABEL`: tap a row or button of the visible screen.
  var tapCommand: ShellCommand {
    ShellCommand(
      name: "tap", aliases: ["t"], summary: "Tap a row, button or text field of the visible screen.",
      usage: "N|LABEL", arguments: 1...Int.max,
      help: """
        Taps item N (as numbered by 'show') or the item whose label is LABEL (case-insensitive; the
        beginning of a label is enough when only one label starts that way). Words are joined with single
        spaces, so 'tap push next' and 'tap "Push next"' are the same. A LABEL that names no item but a
        text field focuses that field, so 'type' fills it next ('tap expiry'). Prints the screen it leads to.
        """,
      complete: { [unowned self] _ in
        guard let description = visibleDescription() else { return [] }
        return description.items.map(\.label) + description.fields.map(\.label)
      },
      run: { [unowned self] context in
        try requireNoSwipeInFlight()
        let query = context.arguments.joined(separator: " ")
        guard !query.allSatisfy({ $0 == " " }) else { throw CommandError.usage("nothing to tap") }
        let screen = try visibleScreen()
        // Nothing to tap: the error names the way out, when there is one.
        let wayOut = WayOut.phrase(for: screen).map { " (\($0))" } ?? ""
        guard let description = visibleDescription() else {
          throw CommandError.failed(
            "\(ScreenRenderer.oneLine(ScreenNaming.title(of: screen))) does not describe its items; nothing to tap\(wayOut)"
          )
        }
        if let field = ItemChoice.field(named: query, in: description) {
          perform(.focus(field: field.label))
          settleAndShow(on: context.console)
          return
        }
        guard !description.items.isEmpty else {
          throw CommandError.failed("\(ScreenRenderer.oneLine(description.title)) has nothing to tap\(wayOut)")
        }
        let index = try ItemChoice.index(
          of: query, in: description.items.map(\.label), screen: ScreenRenderer.oneLine(description.title))
        perform(.tap(item: index, label: description.items[index].label))
        settleAndShow(on: context.console)
      })
  }
}
