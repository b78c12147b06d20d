import NavigatableRIBs
import NavigatableRIBsTesting
import ShellKit

extension AppExplorer {
  /// `dismiss [cancel]`: swipe the topmost sheet down, or start to and let it snap back.
  var dismissCommand: ShellCommand {
    ShellCommand(
      name: "dismiss", aliases: ["d"], summary: "Swipe the sheet down; 'dismiss cancel' lets it snap back.",
      usage: "[cancel]", arguments: 0...1,
      help: """
        dismiss         swipes the topmost presented sheet down to the end: it is dismissed.
        dismiss cancel  starts the swipe and lets go: the sheet snaps back and stays.
        Fails when nothing is presented or the sheet refuses (isModalInPresentation, a delegate saying no).
        """,
      complete: { _ in ["cancel"] },
      run: { [unowned self] context in
        try requireNoSwipeInFlight()
        let cancel: Bool
        switch context.arguments.first?.lowercased() {
        case nil: cancel = false
        case "cancel": cancel = true
        case let other?: throw CommandError.usage("unknown argument '\(ScreenRenderer.oneLine(other))'")
        }
        guard let root = app.window.rootViewController, let sheet = VisibleScreen.presentationChain(from: root).last
        else { throw CommandError.failed("nothing is presented") }
        let title = ScreenRenderer.oneLine(ScreenNaming.title(of: ScreenNaming.content(of: sheet)))
        guard perform(cancel ? .cancelSwipeDownSheet : .swipeDownSheet) else {
          settle()
          throw CommandError.failed("\(title) cannot be swiped down (not a sheet, busy, or it refuses to be dismissed)")
        }
        settleAndShow(on: context.console)
      })
  }
}
