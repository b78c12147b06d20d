import NavigatableRIBsTesting
import ShellKit

extension AppExplorer {
  /// `tab N|NAME`: tap a tab of the tab bar.
  var tabCommand: ShellCommand {
    ShellCommand(
      name: "tab", summary: "Tap tab N (from 1) or the tab titled NAME; the selected tab pops to its root.",
      usage: "N|NAME", arguments: 1...Int.max,
      help: """
        Taps a tab of the tab bar, by number (1 is the first, as 'stack' and 'tree' number them) or by title
        (case-insensitive, a unique beginning is enough). Tapping the selected tab pops its navigation
        stack to the root, as UIKit does. Fails while a presented screen covers the tab bar.
        """,
      complete: { [unowned self] _ in
        VisibleScreen.tabBarController(in: app.window)?.viewControllers?.map(ScreenNaming.tabTitle(of:)) ?? []
      },
      run: { [unowned self] context in
        try requireNoSwipeInFlight()
        guard let tabBar = VisibleScreen.tabBarController(in: app.window), let tabs = tabBar.viewControllers else {
          throw CommandError.failed("the app has no tab bar")
        }
        let index = try ItemChoice.index(
          of: context.arguments.joined(separator: " "), in: tabs.map(ScreenNaming.tabTitle(of:)), screen: "the tab bar")
        guard perform(.tab(index: index, title: ScreenNaming.tabTitle(of: tabs[index]))) else {
          if !VisibleScreen.presentationChain(from: app.window.rootViewController ?? tabBar).isEmpty {
            throw CommandError.failed("the tab bar is covered by a presented screen (try 'dismiss')")
          }
          throw CommandError.failed("the tab bar cannot be tapped now")
        }
        settleAndShow(on: context.console)
      })
  }
}
