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
        Prints what the session saw of one RIB, command by command: its attach (to which parent, 'at launch'
        for the RIBs the app started with), where its screen went once the command settled,
        NavigationSync's decisions about it ('sync:' lines, as in 'trace'), a screen taken away while the
        RIB stays attached (under --without-sync: the swipe, and that nothing told the RIB), and its detach.
        The first line says where it is now. NAME alone takes the latest RIB of that name and lists the
        others; NAME#ID ('Detail#2', as 'tree' and 'trace' show) takes that one. Every id of the session
        can be looked up: the shell keeps the stories of the 256 RIBs touched last, each cut to its first
        and latest lines, and for the others when and why they went, for the latest 4096 departures (RIBs
        of one name that went in one command for one reason are one departure). After more than 4096
        departures, an older id still resolves but its when and why are not kept: 'why' says it was gone
        by command N (the latest command of the departures let go) and that the rest is not kept.
        """,
      complete: { [unowned self] _ in journal.ids + Self.ribNames(under: app.rootRouter) },
      run: { [unowned self] context in
        let argument = context.arguments[0]
        let shown = ScreenRenderer.oneLine(argument.count > 60 ? String(argument.prefix(60)) + "…" : argument)
        let id: String
        if argument.contains("#") {
          id = argument
        } else {
          guard let latest = identities.latestID(named: argument) else {
            throw CommandError.failed("no RIB named '\(shown)' in this session (see 'tree')")
          }
          id = latest
        }
        guard let lines = story(ofID: id) else {
          throw CommandError.failed("no RIB '\(shown)' in this session (see 'tree' for ids)")
        }
        for line in lines { context.console.line(line) }
        if !argument.contains("#"), let (name, number) = RIBIdentities.parse(id), number > 1 {
          let others =
            number <= 4
            ? (1..<number).map { "\(name)#\($0)" }.joined(separator: ", ") : "\(name)#1 to \(name)#\(number - 1)"
          context.console.line("(also \(others): 'why \(name)#N' tells one)")
        }
      })
  }

  /// What `why` prints for `id`: its story when kept, else where it is (alive) or when and why it went;
  /// `nil` for an id the session never gave.
  func story(ofID id: String) -> [String]? {
    if let history = journal.history(of: id) { return story(of: history) }
    let notKept = "  (its story is not kept: the shell keeps the stories of the 256 RIBs touched last)"
    if let router = identities.liveRouter(withID: id) {
      let type = ScreenRenderer.oneLine(ScreenNaming.typeName(of: router))
      return ["\(id) (\(type)): \(status(of: router))", notKept]
    }
    guard identities.wasGiven(id), let (name, number) = RIBIdentities.parse(id) else { return nil }
    let departures = journal.departures
    let type = departures.type(ofName: name).map { " (\(ScreenRenderer.oneLine($0)))" } ?? ""
    guard let departure = departures.departure(name: name, number: number) else {
      let when = departures.forgottenThrough.map { " by command \($0)" } ?? ""
      return [
        "\(id)\(type): gone\(when)",
        "  (when and why it went is not kept: the shell keeps the latest \(RIBDepartures.maximumDepartures) "
          + "departures)",
      ]
    }
    let line: String
    switch departure.reason {
    case .decision(let kind, let detail): line = "sync: \(kind) \(id): \(detail)"
    case .detached(let parentID): line = "rib: detach \(parentID) > \(id)"
    case .withAncestor(let ancestor): line = "rib: went with \(ancestor), detached with it below"
    case .rebuilt: line = RIBJournal.rebuiltLine
    }
    let command =
      departure.command == 0
      ? "  at launch:" : "  command \(departure.command) '\(ScreenRenderer.oneLine(departure.commandText))':"
    return ["\(id)\(type): \(Self.gone(departure.reason))", command, "    " + line, notKept]
  }

  /// What a RIB that went for `reason` is now: `gone (detached and released)`.
  static func gone(_ reason: RIBDepartures.Reason?) -> String {
    switch reason {
    case .withAncestor(let ancestor): "gone (left the tree with \(ancestor))"
    case .rebuilt: "gone (released with the app)"
    case .decision, .detached, nil: "gone (detached and released)"
    }
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
    guard let router = history.router else {
      let departure = RIBIdentities.parse(history.id).flatMap { journal.departures.departure(name: $0, number: $1) }
      return Self.gone(departure?.reason)
    }
    return status(of: router)
  }

  private func status(of router: any Routing) -> String {
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
