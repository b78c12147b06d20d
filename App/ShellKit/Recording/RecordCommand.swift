extension BuiltinCommands {
  /// `record FILE` / `record stop`: save the session as a transcript the tests can run.
  ///
  /// - Parameter arguments: the command-line flags that shape the app (`--without-sync`, ...), written as
  ///   the transcript's `#! arguments:` header so a replay starts the same app.
  /// - Returns: The `record` command.
  public static func record(arguments: [String]) -> ShellCommand {
    ShellCommand(
      name: "record", summary: "Save the session from now on as a transcript file; 'record stop' saves it.",
      usage: "FILE|stop", arguments: 1...1,
      help: """
        record FILE   from now on, every line typed ('> line') and every line printed goes into FILE's
                      transcript, the format of Tests/ShellTests/Transcripts (headers '#! what:',
                      '#! arguments:' with this session's flags, '#! status:').
                      'navigatable-ribs --replay FILE' replays it and prints a diff where it differs;
                      in Tests/ShellTests/Transcripts, 'swift test' replays it too.
        record stop   saves the file and stops. A recording still on when the session ends is saved too.
        A replay starts from a fresh app: start recording on the session's first line.
        """,
      complete: { _ in ["stop"] },
      run: { context in
        let argument = context.arguments[0]
        if argument == "stop" {
          guard let recorder = context.console.recorder else { throw CommandError.failed("no recording is on") }
          recorder.dropLastInput(context.invokedName + " stop")
          context.console.recorder = nil
          let saved = try save(recorder)
          context.console.line(saved)
          return
        }
        if let recorder = context.console.recorder {
          // Not part of the recording: replayed with no recording on, it would start one.
          recorder.leaveOutLastCommand()
          throw CommandError.failed("already recording to \(Console.singleLine(recorder.path)); 'record stop' first")
        }
        // Fail now rather than after a long session: the file must be writable.
        if let reason = FileSystem.writeFile(at: argument, bytes: [], append: true) {
          throw CommandError.failed("cannot write \(Console.singleLine(argument)): \(reason)")
        }
        context.console.line("recording to \(Console.singleLine(argument)); 'record stop' saves it")
        context.console.recorder = TranscriptRecorder(path: argument, arguments: arguments)
      })
  }

  /// Saves `recorder`'s transcript; returns the line saying so.
  static func save(_ recorder: TranscriptRecorder) throws(CommandError) -> String {
    var headers = ["#! what: a recorded session (say here what it shows)"]
    if !recorder.arguments.isEmpty { headers.append("#! arguments: " + recorder.arguments.joined(separator: " ")) }
    let text = recorder.text(headers: headers)
    if let reason = FileSystem.writeFile(at: recorder.path, bytes: Array(text.utf8), append: false) {
      throw .failed("cannot write \(Console.singleLine(recorder.path)): \(reason)")
    }
    let count = recorder.lines.count { $0.hasPrefix(">") }
    let truncated = recorder.isTruncated ? " (cut at \(TranscriptRecorder.maximumLines) lines)" : ""
    return "recorded \(count) line\(count == 1 ? "" : "s") to \(Console.singleLine(recorder.path))\(truncated)"
  }

  /// The flags of `commandLine` (without the program name) a replay needs: all but `--script FILE`,
  /// `--echo`, `--bail` and `--color WHEN`, which concern how the session is read and printed.
  ///
  /// - Parameter commandLine: The shell's arguments, without the program name.
  /// - Returns: The arguments a replay starts with, in their order.
  public static func recordedArguments(_ commandLine: [String]) -> [String] {
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
