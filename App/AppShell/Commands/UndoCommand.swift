import ShellKit

extension AppExplorer {
  /// `undo`: take the session back one command.
  var undoCommand: ShellCommand {
    ShellCommand(
      name: "undo", summary: "Take the session back one command (the last that changed the app).",
      help: """
        Rebuilds the app from the session's start and runs every command again, silently, but the last
        one that changed the app (tap, type, back, swipe, back-menu, tab, dismiss, open, reset, fixture,
        profile). The app is deterministic, so the screens, the RIBs' ids ('Detail#2') and their stories
        ('why') are as they were before that command. Commands that only look (show, tree, stack, why,
        leaks) are not taken back. Says which command it undid, then prints the visible screen.
        """,
      run: { [unowned self] context in
        leavesNoEntry = true
        guard sessionLog.isComplete else {
          throw CommandError.failed(
            "this session is too long to undo (more than \(SessionLog.maximumEntries) commands); 'reset' starts afresh")
        }
        let entries = sessionLog.entries
        guard let index = entries.lastIndex(where: \.isUndoable) else {
          throw CommandError.failed("nothing to undo: no command has changed the app yet")
        }
        restoreSession(Array(entries[..<index] + entries[(index + 1)...]))
        context.console.line("undid '\(ScreenRenderer.oneLine(entries[index].text))'")
        printVisibleScreen(on: context.console)
      })
  }
}
