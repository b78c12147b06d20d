import NavigatableRIBsTesting
import ShellKit

extension AppExplorer {
  /// `back-menu [N]`: list or choose an entry of the back button's long-press menu.
  var backMenuCommand: ShellCommand {
    ShellCommand(
      name: "back-menu", aliases: ["bm"], summary: "List the back button's long-press menu, or choose entry N.",
      usage: "[N]", arguments: 0...1,
      help: """
        Without N: lists the screens the long-press menu of the back button offers, nearest first, numbered.
        With N: chooses entry N, popping every screen above it at once (one user-driven pop).
        """,
      complete: { [unowned self] _ in
        let count = VisibleScreen.navigationController(in: app.window)?.backButtonMenuTitles.count ?? 0
        return (0..<count).map { String($0 + 1) }
      },
      run: { [unowned self] context in
        let screen = try visibleScreen()
        let title = ScreenRenderer.oneLine(ScreenNaming.title(of: screen))
        guard let navigation = screen.navigationController, !navigation.backButtonMenuTitles.isEmpty else {
          throw CommandError.failed("\(title) has no back button")
        }
        let titles = navigation.backButtonMenuTitles
        guard let argument = context.arguments.first else {
          for (index, entry) in titles.enumerated() {
            context.console.line("[\(index + 1)] \(ScreenRenderer.oneLine(entry))")
          }
          return
        }
        try requireNoSwipeInFlight()
        guard let number = ItemNumber(argument) else { throw CommandError.usage("N must be a number") }
        guard let index = number.index(among: titles.count) else {
          throw CommandError.failed("no entry \(number) in the back menu (entries 1 to \(titles.count))")
        }
        guard perform(.backMenu(entry: index, title: titles[index])) else {
          throw CommandError.failed("the back menu cannot be used now (covered or in a transition)")
        }
        settleAndShow(on: context.console)
      })
  }
}
