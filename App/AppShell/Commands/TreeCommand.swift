import ShellKit

extension AppExplorer {
  /// `tree [--json]`: the RIB tree with each RIB's state and screen placement.
  var treeCommand: ShellCommand {
    ShellCommand(
      name: "tree", summary: "Print the RIB tree: names, active state, where each screen is.",
      usage: "[--json]", arguments: 0...1,
      help: """
        One line per attached RIB: its name, '(inactive)' when its interactor is not active, and where its
        screen is ('tab 0 "Examples" › stack 2/2', 'window › sheet › stack 1/1', 'not in any container'),
        or 'viewless'. --json prints the same as one JSON document.
        """,
      complete: { _ in ["--json"] },
      run: { [unowned self] context in
        let json = try Self.wantsJSON(context.arguments)
        settle()
        let report = RIBTreeReport(
          root: app.rootRouter, leaving: navigationSwipingBack == nil ? nil : swipedScreen)
        if json {
          context.console.line(JSONText.encode(report))
        } else {
          for line in report.lines() { context.console.line(line) }
        }
      })
  }
}
