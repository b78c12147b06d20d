extension BuiltinCommands {
  /// `record FILE` / `record stop`: save the session as a transcript the tests can run.
  ///
  /// - Parameters:
  ///   - arguments: the command-line flags that shape the app (`--without-sync`, ...), written as the
  ///     transcript's `#! arguments:` header so a replay starts the same app.
  ///   - readingFrom: the files the session reads its commands from (`--script`, standard input from a
  ///     file): `record` refuses to replace one.
  ///   - byteLimit: the largest file a recording grows to (``ShellLimits/maximumTranscriptBytes``, the most
  ///     `--replay` reads): the recording stops before a command whose lines would take it past.
  ///   - isReplaying: whether the session is a `--replay`, which writes no file: `record FILE` is refused.
  ///   - commandName: the program's name, in the help's `NAME --replay FILE`.
  /// - Returns: The `record` command.
  package static func record(
    arguments: [String], readingFrom: [FileIdentity] = [], byteLimit: Int = ShellLimits.maximumTranscriptBytes,
    isReplaying: Bool = false, commandName: String = ShellIdentity.unnamed.commandName
  ) -> ShellCommand {
    let settings = RecordingSettings(
      arguments: arguments, readingFrom: readingFrom, byteLimit: byteLimit, isReplaying: isReplaying)
    return ShellCommand(
      name: "record", summary: "Save the session from now on as a transcript file; 'record stop' saves it.",
      usage: "FILE|stop", arguments: 1...1,
      help: """
        record FILE   from now on, every line typed ('> line') and every line printed goes into FILE's
                      transcript, the format of Tests/ShellTests/Transcripts (headers '#! what:',
                      '#! arguments:' with this session's flags, '#! status:', and one '#! preamble:'
                      per command typed before, which a replay runs first to reach the same state).
                      '\(commandName) --replay FILE' replays it and prints a diff where it differs;
                      in Tests/ShellTests/Transcripts, 'swift test' replays it too.
        record stop   saves the file and stops. A recording still on when the session ends is saved
                      too, and so is one the shell is stopped in (SIGTERM, SIGHUP, SIGINT).
        The file is written beside FILE and renamed into place when the recording ends; FILE must be
        a regular file (or not exist yet), and not the file the session reads its commands from. A
        symbolic link is followed: the recording goes where it points. A recording stops before a
        command whose lines would take its file past \(ShellLimits.describe(bytes: byteLimit)) (the most
        --replay reads), saves what it holds and says so. A --replay refuses 'record FILE': a replay
        writes no file.
        """,
      complete: { _ in ["stop"] },
      run: { context in
        let argument = context.arguments[0]
        if argument == "stop" {
          guard let recorder = context.console.recorder else { throw CommandError.failed("no recording is on") }
          recorder.leaveOutCommand()
          context.console.recorder = nil
          context.console.line(try recorder.finish())
          return
        }
        // No recording starts in a replay (`record stop` finds none on): a transcript's `record` line
        // must not write a file.
        if isReplaying { try settings.check(argument) }
        if let recorder = context.console.recorder {
          // Not part of the recording: replayed with no recording on, it would start one.
          recorder.leaveOutCommand()
          throw CommandError.failed("already recording to \(Console.singleLine(recorder.path)); 'record stop' first")
        }
        let log = context.commandLog
        guard log?.isComplete ?? true else {
          throw CommandError.failed(
            "cannot record from here: the \(log?.count ?? 0) commands that led to this state are more than a recording's preamble holds (\(CommandLog.maximumCommands), or \(CommandLog.maximumBytes >> 20) MiB); record in a new session"
          )
        }
        let preamble = log?.commands ?? []
        let recorder = try settings.start(path: argument, preamble: preamble)
        let shown = Console.singleLine(argument)
        if preamble.isEmpty {
          context.console.line("recording to \(shown); 'record stop' saves it")
        } else {
          let count = preamble.count == 1 ? "the command" : "the \(preamble.count) commands"
          context.console.line(
            "recording to \(shown), with \(count) before it as its preamble; 'record stop' saves it")
        }
        context.console.recorder = recorder
      })
  }

  /// The flags of `commandLine` (without the program name) a replay needs: all but `--script FILE`,
  /// `--echo`, `--bail` and `--color WHEN`, which concern how the session is read and printed.
  ///
  /// - Parameter commandLine: The shell's arguments, without the program name.
  /// - Returns: The arguments a replay starts with, in their order.
  package static func recordedArguments(_ commandLine: [String]) -> [String] {
    var result: [String] = []
    var index = 0
    while index < commandLine.count {
      let argument = commandLine[index]
      index += 1
      if argument == "--script" || argument == "--color" {
        index += 1
      } else if !(argument == "--echo" || argument == "--bail" || argument.hasPrefix("--script=")
        || argument.hasPrefix("--color="))
      {
        result.append(argument)
      }
    }
    return result
  }
}
