/// The read–evaluate–print loop: reads lines from a ``LineReader``, runs commands from a
/// ``CommandRegistry`` and prints through a ``Console``.
///
/// Every bad line — invalid UTF-8, control characters, a line over ``ShellLimits/maximumLineBytes``,
/// an unterminated quote, an unknown command, a wrong argument count, a failing command — prints exactly
/// one `error:` line, counts as a failure, and the loop goes on (a script with `--bail` stops). A command
/// that ran and printed a result that is a failure (`CommandContext.markFailed()`) counts as one too,
/// without an `error:` line.
@MainActor
package final class ShellSession {
  /// The commands.
  package let registry: CommandRegistry
  /// Where everything is printed.
  package let console: Console
  /// Interactive or script.
  package let mode: SessionMode
  /// Gives the prompt title and is settled after each command; `nil` for the default prompt.
  package let app: (any ShellApp)?
  /// The history file (interactive sessions only); `nil` keeps no history.
  package let history: HistoryFile?
  /// Whether a script echoes each line it reads as `> line` before its output (`--echo`): the output is
  /// then a transcript.
  package var echoesInput = false
  /// The program: its name in the default prompt, its banner.
  package let identity: ShellIdentity
  /// How many lines failed so far.
  package private(set) var failureCount = 0
  private var historyWarningShown = false

  /// A session.
  ///
  /// - Parameters:
  ///   - registry: the commands, `help` and `quit` included.
  ///   - console: where output goes.
  ///   - mode: interactive or script.
  ///   - app: the app, for the prompt title.
  ///   - history: the history file; ignored in script mode, which never reads or writes history.
  ///   - identity: the program, for the banner and the default prompt.
  package init(
    registry: CommandRegistry, console: Console, mode: SessionMode, app: (any ShellApp)? = nil,
    history: HistoryFile? = nil, identity: ShellIdentity = .unnamed
  ) {
    self.identity = identity
    self.registry = registry
    self.console = console
    self.mode = mode
    self.app = app
    self.history = mode.isInteractive ? history : nil
  }

  /// The banner printed before the first interactive prompt (``ShellIdentity/banner``).
  package var banner: String { identity.banner }

  /// The prompt: the app's prompt title (or the program's name) followed by `> `.
  package var prompt: String {
    let title = Console.singleLine(app?.promptTitle ?? "")
    return (title.isEmpty ? identity.commandName : title) + "> "
  }

  /// Runs until `quit`, end of input, (script with bail) the first failure, or a failed write to the
  /// output (``OutputSink/writeError``).
  ///
  /// - Parameter reader: Where the lines come from: the line editor, or a script.
  /// - Returns: the exit status (``exitStatus``).
  package func run(reader: any LineReader) -> Int32 {
    if mode.isInteractive {
      console.line(banner)
      for line in app?.startLines ?? [] { console.line(line) }
    }
    while console.sink.writeError == nil {
      let event = reader.readLine(prompt: mode.isInteractive ? prompt : "")
      guard let outcome = handle(event, reader: reader) else { break }
      if outcome == .quit { break }
      if outcome == .failed, case .script(bail: true) = mode { break }
    }
    return exitStatus
  }

  /// Handles one event from the reader.
  ///
  /// - Parameters:
  ///   - event: A line, a line that was too long, an interrupt, or the end of input.
  ///   - reader: The reader the event came from; a recorded line goes into its history.
  /// - Returns: what became of the line, or `nil` at end of input.
  package func handle(_ event: LineEvent, reader: (any LineReader)? = nil) -> LineOutcome? {
    switch event {
    case .endOfInput:
      if mode.isInteractive { console.endTerminalLine() }
      return nil
    case .interrupted:
      if mode.isInteractive { console.endTerminalLine() }
      return .skipped
    case .tooLong(let byteCount):
      defer { commandDidEnd() }
      typed(.tooLong(byteCount: byteCount))
      return fail(InputError.tooLong(byteCount: byteCount).description)
    case .unreadable(let reason):
      defer { commandDidEnd() }
      _ = fail("cannot read the input: \(reason)")
      return nil
    case .line(let bytes):
      return handle(bytes: bytes, reader: reader)
    }
  }

  /// ``outputFailedStatus`` when the output could not be written (other than to a reader that went
  /// away); else 0 for an interactive session, and for a script 1 if any line failed.
  package var exitStatus: Int32 {
    if let error = console.sink.writeError, !error.readerWentAway { return ShellSession.outputFailedStatus }
    return mode.isInteractive || failureCount == 0 ? 0 : 1
  }

  /// The exit status when the output could not be written: 74, `EX_IOERR` of sysexits.h.
  package static let outputFailedStatus: Int32 = 74

  /// Decodes, records and executes one raw line.
  ///
  /// - Parameters:
  ///   - bytes: The line as read, without its line end.
  ///   - reader: The reader the line came from; the line goes into its history.
  /// - Returns: What became of the line: skipped, succeeded, failed, or quit.
  package func handle(bytes: [UInt8], reader: (any LineReader)? = nil) -> LineOutcome {
    defer { commandDidEnd() }
    switch InputLine.decode(bytes) {
    case .failure(let error):
      typed(.refused(bytes))
      return fail(error.description)
    case .success(let text):
      if !text.isEmpty { record(text, reader: reader) }
      typed(.text(text))
      return execute(text)
    }
  }

  /// The lines the session ran so far, for a recording's preamble.
  package let commandLog = CommandLog()

  /// Echoes `line` (a script with `--echo`) and gives it to the recording.
  private func typed(_ line: TypedLine) {
    if echoesInput, !mode.isInteractive { console.echo(line) }
    console.recorder?.input(line)
  }

  /// Ends the command in progress (``Console/commandDidEnd()``); a recording that stopped at its byte
  /// limit and could not be saved counts as a failure, as a `record stop` that cannot save does.
  private func commandDidEnd() {
    if console.commandDidEnd() { failureCount += 1 }
  }

  /// Forgets the failures so far: the exit status tells of the lines after this only (a replay's
  /// preamble, whose errors are no part of the recording).
  func forgetFailures() {
    failureCount = 0
  }

  /// Executes one line of clean text (already decoded and trimmed, as ``InputLine/decode(_:)`` gives).
  ///
  /// - Parameter text: The command line; empty lines and `#` comments are skipped.
  /// - Returns: What became of the line: skipped, succeeded, failed, or quit.
  package func execute(_ text: String) -> LineOutcome {
    if text.isEmpty || text.hasPrefix("#") { return .skipped }
    let words: [String]
    do {
      words = try Tokenizer.split(text)
    } catch {
      return fail(error.description)
    }
    guard let name = words.first else { return .skipped }
    guard let command = registry.command(named: name) else {
      return fail(ShellSession.unknownCommand(name, suggestions: registry.suggestions(for: name)))
    }
    let arguments = Array(words.dropFirst())
    guard command.arguments.contains(arguments.count) else {
      return fail("\(ShellSession.describeArgumentCount(of: command)) (usage: \(command.usageLine))")
    }
    let context = CommandContext(
      invokedName: name, arguments: arguments, console: console, registry: registry, commandLog: commandLog)
    // `record` is no step of the session: a recording does not hold its own line, so counting it (or
    // moving the app's clock for it) would make the replayed commands differ (`why` tells "command N").
    let isStep = command.name != "record"
    if isStep {
      app?.commandWillRun(text)
      commandLog.append(text)
    }
    defer {
      app?.settle()
      if isStep { app?.commandDidFinish() }
    }
    do {
      try command.run(context)
    } catch let error as CommandError {
      if case .usage(let message) = error {
        return fail("\(message) (usage: \(command.usageLine))")
      }
      return fail(error.description)
    } catch {
      return fail("\(command.name) failed: \(error)")
    }
    if context.failed {
      failureCount += 1
      return context.quitRequested ? .quit : .failed
    }
    return context.quitRequested ? .quit : .succeeded
  }

  /// The replacements libedit offers for `word` at the end of `linePrefix`.
  ///
  /// - Parameters:
  ///   - linePrefix: The line from its start to the cursor.
  ///   - word: The end of `linePrefix` that libedit replaces.
  /// - Returns: What ``CompletionEngine/replacements(forLinePrefix:word:)`` gives.
  package func completions(linePrefix: String, word: String) -> [String] {
    CompletionEngine(registry: registry).replacements(forLinePrefix: linePrefix, word: word)
  }

  private func record(_ text: String, reader: (any LineReader)?) {
    guard let history, history.shouldRecord(text) else { return }
    reader?.addToHistory(text)
    do {
      try history.record(text)
    } catch {
      if !historyWarningShown { console.warning(error.description) }
      historyWarningShown = true
    }
  }

  private func fail(_ message: String) -> LineOutcome {
    failureCount += 1
    console.error(message)
    return .failed
  }

  /// `name` cut to 40 characters (with `…`), so an error line about a huge word stays readable.
  static func abbreviate(_ name: String) -> String {
    name.count > 40 ? String(name.prefix(40)) + "…" : name
  }

  /// `unknown command 'shw' (did you mean 'show'?)`, or `(try 'help')` when no command is that close.
  static func unknownCommand(_ name: String, suggestions: [String]) -> String {
    let unknown = "unknown command '\(abbreviate(name))'"
    guard !suggestions.isEmpty else { return unknown + " (try 'help')" }
    let quoted = suggestions.map { "'\($0)'" }
    let choices =
      quoted.count == 1 ? quoted[0] : quoted.dropLast().joined(separator: ", ") + " or " + quoted[quoted.count - 1]
    return unknown + " (did you mean \(choices)?)"
  }

  /// `'tap' takes exactly 1 argument`, `'help' takes at most 1 argument`, and so on.
  static func describeArgumentCount(of command: ShellCommand) -> String {
    let range = command.arguments
    func arguments(_ count: Int) -> String { count == 1 ? "1 argument" : "\(count) arguments" }
    let rule: String
    if range.upperBound == 0 {
      rule = "takes no arguments"
    } else if range.lowerBound == range.upperBound {
      rule = "takes exactly \(arguments(range.lowerBound))"
    } else if range.upperBound == Int.max {
      rule = "takes at least \(arguments(range.lowerBound))"
    } else if range.lowerBound == 0 {
      rule = "takes at most \(arguments(range.upperBound))"
    } else {
      rule = "takes \(range.lowerBound) to \(arguments(range.upperBound))"
    }
    return "'\(command.name)' \(rule)"
  }
}
