import ShellKit

extension AppExplorer {
  /// `undo`: take the session back one command.
  var undoCommand: ShellCommand {
    ShellCommand(
      name: "undo", summary: "Take the session back one command (the last that changed the app).",
      help: """
        Rebuilds the app from the session's start and does again, silently, every command that changed
        something but the last one that changed the app (tap, type, back, swipe, back-menu, tab, dismiss,
        open, reset, fixture, profile). A command that did nothing where it ran (it only looked, as show,
        tree, stack and why do, or it failed) is not run again, even where it would now succeed. The app
        is deterministic, so the screens, the RIBs' ids ('Detail#2') and their stories ('why') are as they
        were before that command. Says which command it undid, then prints the visible screen.
        """,
      run: { [unowned self] context in
        leavesNoEntry = true
        guard sessionLog.isComplete else {
          throw CommandError.failed(
            "this session is too long to undo (more than \(SessionLog.maximumEntries) commands); 'reset' starts afresh")
        }
        var log = sessionLog
        guard let index = log.entries.lastIndex(where: \.isUndoable) else {
          throw CommandError.failed("nothing to undo: no command has changed the app yet")
        }
        let undone = log.entries[index].text
        log.remove(at: index)
        restoreSession(log)
        context.console.line("undid '\(ScreenRenderer.oneLine(undone))'")
        printVisibleScreen(on: context.console)
      })
  }
}
