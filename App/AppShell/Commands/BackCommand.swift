import ShellKit

extension AppExplorer {
  /// `back`: tap the back button.
  var backCommand: ShellCommand {
    ShellCommand(
      name: "back", aliases: ["b"], summary: "Tap the back button of the visible screen.",
      help: "Pops the visible navigation stack by one screen, as the back button does. Fails when there is none.",
      run: { [unowned self] context in
        try requireNoSwipeInFlight()
        let screen = try visibleScreen()
        guard let navigation = screen.navigationController, navigation.viewControllers.count >= 2 else {
          throw CommandError.failed("\(ScreenRenderer.oneLine(ScreenNaming.title(of: screen))) has no back button")
        }
        guard perform(.back) else {
          throw CommandError.failed("the back button cannot be tapped now (covered or in a transition)")
        }
        settleAndShow(on: context.console)
      })
  }
}
