import NavigatableRIBsTesting
import ShellKit

extension AppExplorer {
  /// `leaks [--json]`: what is alive that should not be.
  var leaksCommand: ShellCommand {
    ShellCommand(
      name: "leaks", summary: "Report leaked objects: screenless RIBs, stray view controllers, LeakDetector failures.",
      usage: "[--json]", arguments: 0...1,
      help: """
        Checks every pending LeakDetector expectation at once (the shell's detector runs on a virtual
        clock that also moves after every command, with no swipe in flight), then lists: RIBs attached whose screen is in no container (NavigationSync.screenlessRIBs:
        the leak LeakDetector cannot see), view controllers that left every container but are still alive,
        and LeakDetector's failures, grouped by object. RIBs carry their ids ('Detail#6'), screens their
        numbers ('#6'). The last line is 'leaked objects: N', each object counted once. --json prints one JSON document.
        """,
      complete: { _ in ["--json"] },
      run: { [unowned self] context in
        let json = try Self.wantsJSON(context.arguments)
        settle()
        // With no swipe in flight, the step after the last command checked every pending expectation: this
        // check changes nothing, and the line is one that only looks (not kept in the session log).
        if navigationSwipingBack != nil { note(.leakCheck) }
        leakWatch.checkPendingExpectations()
        settle()
        let report = LeakReport(
          root: app.rootRouter, aliveViewControllers: leakWatch.aliveViewControllers(),
          failures: leakWatch.failures, excluding: navigationSwipingBack == nil ? nil : swipedScreen,
          identities: identities)
        if json {
          context.console.line(JSONText.encode(report))
        } else {
          for line in report.lines() { context.console.line(line) }
        }
      })
  }
}
