#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Puts a session together from the command line and runs it: the whole of `main.swift`.
///
/// Start-up is cheap on purpose (no Foundation, the history file read once, the app made once) so the
/// first prompt appears at once.
@MainActor
public enum ShellLauncher {
  /// Parses the command line as `command`, runs the shell and exits with its status.
  ///
  /// - Parameters:
  ///   - command: The shell's command line: its name, its help, the engine's options and its own.
  ///   - makeApp: makes the app the shell explores.
  public static func main(_ command: any ShellCommandLine.Type, makeApp: ShellAppFactory) -> Never {
    let parsed: any ShellCommandLine
    do {
      parsed = try command.parse()
    } catch {
      exit(reportParseOutcome(of: error, command: command))
    }
    exit(run(options: parsed.shell, choice: parsed.appChoice, command: command, makeApp: makeApp))
  }

  /// Prints what ArgumentParser has to say instead of a session: `--help` and `--version` on standard
  /// output (exit status 0, or ``ShellSession/outputFailedStatus`` with one line on standard error when
  /// standard output cannot be written, as for a session), a usage error on standard error (its status).
  static func reportParseOutcome(
    of error: any Error, command: any ShellCommandLine.Type, output: (any OutputSink)? = nil
  ) -> Int32 {
    let status = command.exitCode(for: error).rawValue
    guard status == 0 else { command.exit(withError: error) }
    let console = Console(sink: output ?? StandardOutputSink(), usesColor: false)
    console.line(command.fullMessage(for: error))
    return reportingWriteError(of: console, exitStatus(of: console), commandName: command.identity.commandName)
  }

  /// 0, or ``ShellSession/outputFailedStatus`` when `console` could not write (a reader that went away
  /// is no failure).
  private static func exitStatus(of console: Console) -> Int32 {
    guard let error = console.sink.writeError, !error.readerWentAway else { return 0 }
    return ShellSession.outputFailedStatus
  }

  /// Runs the shell with `options` and returns its exit status.
  ///
  /// - Parameters:
  ///   - options: the engine's options, parsed.
  ///   - choice: what the shell's own options chose (the app, its data, a feature alone).
  ///   - command: the shell's command line: its identity, and how a replay parses a transcript's arguments.
  ///   - environment: where colour and history settings are read; `nil` for this process's, the shell's
  ///     history variable included.
  ///   - output: where everything is printed (standard output by default).
  ///   - standardInputIsTerminal: whether to run interactively when no script is given.
  ///   - makeApp: makes the app the shell explores.
  /// - Returns: 0, or 1 when the script could not be opened or a script command failed, or
  ///   ``ShellSession/outputFailedStatus`` when the output could not be written (reported on standard error).
  package static func run(
    options: ShellOptions, choice: AppChoice = AppChoice(),
    command: any ShellCommandLine.Type = EngineCommandLine.self, environment: Environment? = nil,
    output: (any OutputSink)? = nil, standardInputIsTerminal: Bool = Terminal.standardInputIsTerminal,
    makeApp: ShellAppFactory
  ) -> Int32 {
    signal(SIGPIPE, SIG_IGN)
    let identity = command.identity
    let name = identity.commandName
    let environment = environment ?? .current(adding: [identity.historyVariable])
    let interactive = options.script == nil && standardInputIsTerminal
    if output == nil { TerminationSignals.install(interruptEnds: !interactive, commandName: name) }
    let usesColor = options.color.usesColor(
      outputIsTerminal: output == nil && Terminal.standardOutputIsTerminal, environment: environment)
    let console = Console(sink: output ?? StandardOutputSink(), usesColor: usesColor)
    if let path = options.replay {
      return reportingWriteError(
        of: console, TranscriptReplay.run(path: path, console: console, command: command, makeApp: makeApp),
        commandName: name)
    }
    let configuration = ShellConfiguration(
      withoutSync: options.withoutSync, usesColor: usesColor, isInteractive: interactive, appName: choice.appName,
      fixtures: choice.fixtures, featureName: choice.featureName, commandName: name)
    let app = makeApp(configuration)
    if let problem = app.launchProblem {
      console.error(problem)
      return reportingWriteError(of: console, 2, commandName: name)
    }
    app.connect(console: console)
    let recorded = BuiltinCommands.recordedArguments(Array(CommandLine.arguments.dropFirst()))
    var sources = [FileIdentity.ofRegularFile(descriptor: STDIN_FILENO)].compactMap(\.self)
    if let path = options.script {
      let reader: StreamLineReader
      do {
        reader = try StreamLineReader.open(path: path)
      } catch {
        console.error(error.description)
        return 1
      }
      defer { reader.close() }
      sources += [reader.fileIdentity].compactMap(\.self)
      let registry = makeRegistry(
        app: app, console: console, recordedArguments: recorded, readingFrom: sources, commandName: name)
      let session = ShellSession(
        registry: registry, console: console, mode: .script(bail: options.bail), app: app, identity: identity)
      session.echoesInput = options.echo
      return reportingWriteError(of: console, saving(console, session.run(reader: reader)), commandName: name)
    }
    let registry = makeRegistry(
      app: app, console: console, recordedArguments: recorded, readingFrom: sources, commandName: name)
    guard interactive else {
      let session = ShellSession(
        registry: registry, console: console, mode: .script(bail: options.bail), app: app, identity: identity)
      session.echoesInput = options.echo
      return reportingWriteError(
        of: console, saving(console, session.run(reader: StreamLineReader())), commandName: name)
    }
    let history = HistoryLocation.path(in: environment, for: identity).map(HistoryFile.init(path:))
    let session = ShellSession(
      registry: registry, console: console, mode: .interactive, app: app, history: history, identity: identity)
    let reader = LibEditLineReader(history: history?.load() ?? [], programName: name) {
      [unowned session] prefix, word in
      session.completions(linePrefix: prefix, word: word)
    }
    return reportingWriteError(of: console, saving(console, session.run(reader: reader)), commandName: name)
  }

  /// Ends a recording still on when the session ends (`record FILE` without `record stop`): it is saved.
  static func saving(_ console: Console, _ status: Int32) -> Int32 {
    guard let recorder = console.recorder else { return status }
    console.recorder = nil
    defer { console.commandDidEnd() }
    do {
      console.line(try recorder.finish())
    } catch {
      console.error(error.description)
      return status == 0 ? 1 : status  // a recording that cannot be saved fails the session
    }
    return status
  }

  /// Passes `status` through, first printing the console's write error on standard error (unless the
  /// reader just went away), after the program's name: the one message that cannot go where the others go.
  static func reportingWriteError(of console: Console, _ status: Int32, commandName: String) -> Int32 {
    if let error = console.sink.writeError, !error.readerWentAway {
      let message = Array("\(commandName): error: \(error.description)\n".utf8)
      _ = message.withUnsafeBytes { systemWrite(STDERR_FILENO, $0.baseAddress!, $0.count) }
    }
    return status
  }

  /// `help`, `quit`, `record` (whose transcripts name `recordedArguments` as their flags, and which
  /// refuses to replace a file of `readingFrom`, or to record at all in a replay) and the app's commands;
  /// an app command whose name is taken is skipped with a warning.
  ///
  /// - Parameters:
  ///   - app: The app whose commands join the built-in ones.
  ///   - console: Where the warning about a skipped command is printed.
  ///   - recordedArguments: The flags a replay needs, written into every transcript `record` saves.
  ///   - readingFrom: The files the session reads its commands from, which `record` refuses to replace.
  ///   - isReplaying: Whether the session is a `--replay`, where `record` is refused: a replay writes no file.
  ///   - commandName: The program's name, in `record`'s help (`NAME --replay FILE`).
  /// - Returns: The session's commands.
  package static func makeRegistry(
    app: any ShellApp, console: Console, recordedArguments: [String] = [], readingFrom: [FileIdentity] = [],
    isReplaying: Bool = false, commandName: String = ShellIdentity.unnamed.commandName
  ) -> CommandRegistry {
    let registry = CommandRegistry()
    registry.recordingSettings = RecordingSettings(
      arguments: recordedArguments, readingFrom: readingFrom, isReplaying: isReplaying)
    do {
      try BuiltinCommands.register(in: registry)
      try registry.register(
        BuiltinCommands.record(
          arguments: recordedArguments, readingFrom: readingFrom, isReplaying: isReplaying, commandName: commandName))
    } catch {
      console.warning(error.description)
    }
    for command in app.commands {
      do {
        try registry.register(command)
      } catch {
        console.warning("\(error.description); command skipped")
      }
    }
    return registry
  }
}
