import ShellKit

extension AppExplorer {
  /// `stack [--json]`: every container and its screens.
  var stackCommand: ShellCommand {
    ShellCommand(
      name: "stack", summary: "Print every container: the tab bar, each navigation stack, the presented chain.",
      usage: "[--json]", arguments: 0...1,
      help: """
        The window's root and its tabs ([N] as 'tab' takes them), each navigation stack bottom to top with
        its screens' titles, then every presented view controller. Mid-swipe, the stack already lacks the
        screen being swiped away and says so. --json prints one JSON document.
        """,
      complete: { _ in ["--json"] },
      run: { [unowned self] context in
        let json = try Self.wantsJSON(context.arguments)
        settle()
        let report = ContainerReport(window: app.window, swipedScreen: swipedScreen)
        if json {
          context.console.line(JSONText.encode(report))
        } else {
          for line in report.lines() { context.console.line(line) }
        }
      })
  }
}
