import Foundation
import NavigatableRIBs
import NavigatableRIBsTesting
import ShellKit

extension AppExplorer {
  /// The deepest `explore` takes: from the sample app's start, `explore 8` takes about 0.7 s in a release
  /// build and each level about doubles the time (Documentation/Performance.md, "Exploring").
  static let maximumExploreDepth = 10
  /// The depth `explore` takes without one.
  static let defaultExploreDepth = 3
  /// How many failing sequences `explore` prints.
  static let shownFailures = 5
  /// Past this many commands since the app was last built, `explore` warns before it starts: each explored
  /// sequence does them all again first.
  static let slowStartCommands = 500

  /// `explore [DEPTH] [--save FILE]`: every sequence of user actions up to DEPTH, checked.
  var exploreCommand: ShellCommand {
    ShellCommand(
      name: "explore",
      summary: "Try every sequence of user actions up to DEPTH from here; report any that breaks a guarantee.",
      usage: "[DEPTH] [--save FILE]", arguments: 0...3,
      help: """
        From the current state, runs every sequence of user actions up to DEPTH (default \(Self.defaultExploreDepth), at most \(Self.maximumExploreDepth)),
        each on a copy of the app: tapping every row and button, focusing a field and typing "\(UserAction.sampleText)" into
        it, back, a whole swipe back and its begin / finish / cancel, every back-menu entry, every tab (the
        selected one too), a sheet's swipe down and its cancel. A state seen before is not explored again.
        After every step it checks the guarantees of Documentation/Navigation.md: every attached RIB's
        screen is in a container, no tracked screen without its RIB, each flow told once and innermost
        first, nothing leaked ('leaks'), LeakDetector clean. The session is left as it was.
        Ends with 'explored N sequences (M states) to depth D: K broke a guarantee' and the shortest
        failing sequences, as commands, each with why (who attached the RIB, which action took its
        screen, what the sync heard) and the likely fix; in a script, a broken sequence makes the line
        fail (exit status 1). --save FILE writes the first one as a recording ending in 'leaks',
        which '\(configuration.commandName) --replay FILE' reproduces; FILE is saved as 'record' saves, and
        refused where 'record' refuses it (checked before exploring). On a terminal a progress line counts;
        Ctrl-C stops and reports what was found so far. The explored apps print nothing of their own (no
        trace); a warning the sequence of a failure shown raised is printed under it, the others are summed
        up in one line.
        """,
      complete: { _ in ["--save"] },
      run: { [unowned self] context in
        leavesNoEntry = true
        let (depth, savePath) = try Self.exploreArguments(context.arguments)
        guard sessionLog.isComplete else {
          throw CommandError.failed(
            "cannot explore from here: the session is longer than \(SessionLog.maximumEntries) commands; 'reset' first")
        }
        // Refused before exploring, as `record` refuses it: nothing is explored for a file never written.
        if let savePath { try context.registry.recordingSettings.check(savePath) }
        let replayed = sessionLog.sinceLastRebuild.count
        if replayed > Self.slowStartCommands {
          context.console.warning(
            "each explored sequence first does the \(replayed) commands since the app was last built again: this takes long ('reset' first explores from a fresh app)"
          )
        }
        let report = explore(to: depth, console: context.console)
        if let first = report.failures.first, first.actions.isEmpty {
          let broken = first.broken.map { "\"\($0.guarantee)\": \($0.detail)" }.joined(separator: "; ")
          context.console.line(
            ScreenRenderer.oneLine("nothing explored: the session's state already breaks \(broken) (see 'leaks')"))
        } else {
          context.console.line(report.summary)
        }
        if let whyOneState = report.whyOneState { context.console.line("  only the start was reached: " + whyOneState) }
        // A warning a shown failure's sequence raised is printed with it; the others are summed up below.
        var shownWarnings: Set<String> = []
        for failure in report.failures.prefix(Self.shownFailures) where !failure.actions.isEmpty {
          context.console.line("  " + Self.describe(failure))
          for line in Self.explain(failure) { context.console.line("    " + line) }
          for warning in failure.warnings {
            context.console.line("    " + ScreenRenderer.oneLine("warning: " + warning))
            shownWarnings.insert(warning)
          }
        }
        exploredWarnings.removeAll { shownWarnings.contains($0) }
        if report.failures.count > Self.shownFailures {
          context.console.line("  … and \(report.failures.count - Self.shownFailures) more")
        }
        if let warning = exploredWarnings.first {
          let others = exploredWarnings.count - 1
          let more = others == 0 ? "" : " (and \(others) other warning\(others == 1 ? "" : "s"))"
          context.console.warning("an explored sequence raised \(warning)\(more)")
        }
        exploredWarnings = []
        // A script or a pipe that explored a broken sequence exits with status 1 (a CI job fails on it).
        if !report.failures.isEmpty { context.markFailed() }
        guard let savePath else { return }
        guard let first = report.failures.first else {
          context.console.line("nothing to save: no sequence broke a guarantee")
          return
        }
        context.console.line(try save(first, to: savePath, registry: context.registry))
      })
  }

  /// DEPTH and FILE from `explore`'s arguments, or the one-line error saying what is accepted.
  static func exploreArguments(_ arguments: [String]) throws(CommandError) -> (depth: Int, save: String?) {
    var depth: Int?
    var save: String?
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if argument == "--save" {
        guard index < arguments.count, save == nil else { throw .usage("--save takes one FILE") }
        save = arguments[index]
        index += 1
        continue
      }
      guard depth == nil else { throw .usage("unexpected '\(ScreenRenderer.oneLine(argument))'") }
      guard let number = number(argument), (1...maximumExploreDepth).contains(number) else {
        let shown = ScreenRenderer.oneLine(argument.count > 20 ? String(argument.prefix(20)) + "…" : argument)
        // A whole number past Int's range is as much too deep as 11 is.
        if let typed = ItemNumber(argument), typed.value.map({ $0 > maximumExploreDepth }) ?? !argument.hasPrefix("-") {
          throw .failed(
            "DEPTH \(shown) is too deep for this machine: explore takes 1 to \(maximumExploreDepth) (each level about doubles the time)"
          )
        }
        throw .usage("DEPTH is a whole number from 1 to \(maximumExploreDepth), not '\(shown)'")
      }
      depth = number
    }
    return (depth ?? defaultExploreDepth, save)
  }

  /// Explores from the session's state: each fresh app the exploration builds is brought there by the
  /// commands since the app was last built; then the session is rebuilt as it was.
  private func explore(to depth: Int, console: Console) -> Exploration.Report {
    let log = sessionLog
    let effects = sessionLog.sinceLastRebuild.flatMap(\.effects)
    let (startSetup, profile, withoutSync, catalog) = (setup, profileAtLastBuild, configuration.withoutSync, catalog)
    // From here on, nothing the apps do reaches the session's console: not the session's app going (its
    // trace), nor the explored apps (their traces, their warnings: ``exploredWarnings``).
    isSilent = true
    isExploring = true
    exploredWarnings = []
    releaseAppForExploring()
    _ = Interrupt.take()
    var exploration = Exploration(depth: depth)
    exploration.explainedFailures = Self.shownFailures
    let report = exploration.run(
      start: {
        UIKitBehavior.profile = profile
        self.isReachingSessionState = true
        defer { self.isReachingSessionState = false }
        let app = catalog.makeApp(in: startSetup, withoutSync: withoutSync)
        app.launch()
        HeadlessRunLoop.main.runUntilIdle()
        for effect in effects { Self.replay(effect, on: app) }
        return app
      },
      progress: { progress in
        guard progress.sequences % 16 == 0 else { return }
        console.progress(
          "exploring: \(progress.sequences) sequences, \(progress.states) states, depth \(progress.depth) of \(depth)"
            + " (Ctrl-C stops)")
      },
      shouldStop: { Interrupt.take() })
    console.endProgress()
    isExploring = false
    restoreSession(log)
    isSilent = false
    return report
  }

  /// Does `effect` on an explored app: actions, deep links and profile switches shape its state; the rest
  /// concerns the session only.
  private static func replay(_ effect: SessionEffect, on app: any ExploredApp) {
    switch effect {
    case .action(let action): action.perform(in: app.window)
    case .open(let url): _ = app.open(url)
    case .profile(let profile): UIKitBehavior.profile = profile
    case .rebuild, .trace, .leakCheck: break
    }
    HeadlessRunLoop.main.runUntilIdle()
  }

  /// `tap 1, back → step 2 broke "every attached RIB's screen is in a container": Detail (...)`.
  static func describe(_ failure: Exploration.Failure) -> String {
    let commands = failure.actions.map(\.shellCommand).joined(separator: ", ")
    let broken = failure.broken.map { "\"\($0.guarantee)\": \($0.detail)" }.joined(separator: "; ")
    return ScreenRenderer.oneLine("\(commands) → step \(failure.actions.count) broke \(broken)")
  }

  /// `why: …` and `fix: …` for each RIB, flow or screen `failure` broke a guarantee about, one line each.
  static func explain(_ failure: Exploration.Failure) -> [String] {
    failure.explanations.flatMap { explanation in
      ["why: " + explanation.why.joined(separator: "; "), "fix: " + explanation.fix].map(ScreenRenderer.oneLine)
    }
  }

  /// Writes `failure` as a recording at `path`, through the store `record` saves with (the same refusals,
  /// the same write beside the file and rename): the lines the session's state is rebuilt from as its
  /// preamble (the lines that did something; `trace on` among them), then the failure's commands and
  /// `leaks`, with all they print, traces and warnings included (run on the session, which is then rebuilt).
  private func save(
    _ failure: Exploration.Failure, to path: String, registry: CommandRegistry
  ) throws(CommandError) -> String {
    let log = sessionLog
    var settings = registry.recordingSettings
    settings.arguments = recordedArguments
    let recorder = try settings.start(path: path, preamble: log.entries.map(\.text))
    let sink = MemoryOutputSink()
    let recordingConsole = Console(sink: sink, usesColor: false)
    let sessionConsole = console
    console = recordingConsole
    defer { console = sessionConsole }
    let session = ShellSession(registry: registry, console: recordingConsole, mode: .script(bail: false), app: self)
    for command in failure.actions.map(\.shellCommand) + ["leaks"] {
      let printedBefore = sink.lines.count
      _ = session.execute(command)
      recorder.input(.text(command))
      for line in sink.lines.dropFirst(printedBefore) { recorder.output(line) }
    }
    restoreSession(log)
    let saved = try recorder.finish()
    return "\(saved); replay it with '\(configuration.commandName) --replay \(ScreenRenderer.oneLine(path))'"
  }

  /// The flags a replay of this session needs (`--without-sync`, `--app`, `--fixture`, `--feature`).
  private var recordedArguments: [String] {
    var arguments: [String] = []
    if configuration.withoutSync { arguments.append("--without-sync") }
    if let name = configuration.appName { arguments += ["--app", name] }
    for fixture in configuration.fixtures { arguments += ["--fixture", fixture] }
    if let name = configuration.featureName { arguments += ["--feature", name] }
    return arguments
  }
}

extension UserAction {
  /// The shell command that does this action: `tap 3`, `swipe begin`, `back-menu 1`, `dismiss cancel`.
  var shellCommand: String {
    switch self {
    case .tap(let item, _): "tap \(item + 1)"
    case .focus(let field): "tap \(field)"
    case .type(let text): "type \(text)"
    case .back: "back"
    case .swipeBack: "swipe"
    case .beginSwipeBack: "swipe begin"
    case .finishSwipeBack: "swipe finish"
    case .cancelSwipeBack: "swipe cancel"
    case .backMenu(let entry, _): "back-menu \(entry + 1)"
    case .tab(let index, _): "tab \(index + 1)"
    case .swipeDownSheet: "dismiss"
    case .cancelSwipeDownSheet: "dismiss cancel"
    }
  }
}
