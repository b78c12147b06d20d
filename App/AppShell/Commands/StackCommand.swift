import NavigatableRIBs
import NavigatableRIBsTesting
import ShellKit

extension AppExplorer {
  /// `stack [TAB] [--json]`: every container and its screens, or one tab's stack and what is presented.
  var stackCommand: ShellCommand {
    ShellCommand(
      name: "stack", summary: "Print the containers (or one tab's): the tab bar, navigation stacks, presented chain.",
      usage: "[TAB] [--json|--format text|json|mermaid]", arguments: 0...3,
      help: """
        The window's root and its tabs ([N] as 'tab' takes them), each navigation stack bottom to top with
        its screens' titles and the id of the RIB owning each ('Detail 1 — Detail#1'; 'no RIB #3' when none
        does), then every presented view controller. With TAB (a number or a title, as 'tab'
        takes it), only that tab's stack and the presented chain: what one tab shows, whatever the other tabs
        hold. Mid-swipe, the stack already lacks the screen being swiped away and says so. --json prints one
        JSON document; --format mermaid draws the containers as a Mermaid diagram.
        """,
      complete: { [unowned self] _ in
        ["--json", "--format", "mermaid"]
          + (VisibleScreen.tabBarController(in: app.window)?.viewControllers?.map(ScreenNaming.tabTitle(of:)) ?? [])
      },
      run: { [unowned self] context in
        let (format, scope) = try OutputFormat.parse(context.arguments, allowed: [.text, .json, .mermaid])
        settle()
        var tab: Int?
        if let scope {
          guard let tabs = VisibleScreen.tabBarController(in: app.window)?.viewControllers else {
            throw CommandError.failed("the app has no tab bar")
          }
          tab = try ItemChoice.index(of: scope, in: tabs.map(ScreenNaming.tabTitle(of:)), screen: "the tab bar")
        }
        let names = ContainerReport.Names(
          screens: RIBScreens(root: app.rootRouter, window: app.window), identities: identities)
        let report = ContainerReport(window: app.window, swipedScreen: swipedScreen, tab: tab, names: names)
        switch format {
        case .json: context.console.line(JSONText.encode(report))
        case .mermaid: for line in report.diagram().mermaid() { context.console.line(line) }
        case .text, .dot: for line in report.lines() { context.console.line(line) }
        }
      })
  }
}
