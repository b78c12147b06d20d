import NavigatableRIBs
import ShellKit

extension AppExplorer {
  /// `why NAME|NAME#ID`: the story of one RIB.
  var whyCommand: ShellCommand {
    ShellCommand(
      name: "why",
      summary: "Tell one RIB's story: when it was attached, where its screen went, what removed it and why.",
      usage: "NAME|NAME#ID", arguments: 1...1,
      help: """
        Prints what the session saw of one RIB, command by command: its attach (to which parent), where its
        screen went once the command settled, NavigationSync's decisions about it ('sync:' lines, as in
        'trace'), and its detach. The first line says where it is now. The RIBs the app attached when it
        launched have no story until something happens to them. NAME alone takes the latest RIB of
        that name and lists the others; NAME#ID ('Detail#2', as 'tree' and 'trace' show) takes that one.
        The shell keeps the stories of the 256 RIBs touched last, each cut to its first and latest lines.
        """,
      complete: { [unowned self] _ in journal.ids + Self.ribNames(under: app.rootRouter) },
      run: { [unowned self] context in
        let argument = context.arguments[0]
        let shown = ScreenRenderer.oneLine(argument.count > 60 ? String(argument.prefix(60)) + "…" : argument)
        let id: String
        var others: [String] = []
        if argument.contains("#") {
          guard journal.history(of: argument) != nil else {
            throw CommandError.failed("no RIB '\(shown)' in this session (see 'tree' for ids)")
          }
          id = argument
        } else {
          let ids = journal.ids(named: argument)
          guard let latest = ids.last else {
            if let launched = firstRIB(named: argument) {
              // The launch is not journaled (it would number every tab's RIBs): say what is known.
              context.console.line("\(identities.id(of: launched)): attached when the app launched; nothing since")
              return
            }
            throw CommandError.failed("no RIB named '\(shown)' in this session (see 'tree')")
          }
          id = latest
          others = ids.dropLast()
        }
        guard let history = journal.history(of: id) else { return }
        for line in story(of: history) { context.console.line(line) }
        if !others.isEmpty {
          context.console.line("(also \(others.joined(separator: ", ")): 'why \(history.name)#N' tells one)")
        }
      })
  }

  /// The lines `why` prints for `history`.
  func story(of history: RIBJournal.History) -> [String] {
    var result = ["\(history.id) (\(ScreenRenderer.oneLine(history.type))): \(status(of: history))"]
    var command = -1
    for (index, line) in history.lines.enumerated() {
      if index == RIBJournal.keptFirstLines, history.omitted > 0 {
        result.append("  … \(history.omitted) lines left out …")
        command = -1
      }
      if line.command != command {
        command = line.command
        result.append(
          command == 0 ? "  at launch:" : "  command \(command) '\(ScreenRenderer.oneLine(line.commandText))':")
      }
      result.append("    " + line.text)
    }
    return result
  }

  private func status(of history: RIBJournal.History) -> String {
    guard let router = history.router else { return "gone (detached and released)" }
    guard let parent = router.parentRouting else {
      return router === app.rootRouter ? "the root" : "detached, not yet released"
    }
    var status = "attached to \(identities.id(of: parent))"
    if let viewable = router as? any ViewableRouting {
      status += "; its screen: " + NavigationSync.shared.placement(of: viewable).description
    } else {
      status += "; viewless"
    }
    return status
  }
}
