/// `NAME --replay FILE`: runs a recorded transcript's typed lines on a fresh app, started with
/// its `#! arguments:` (after its `#! preamble:` commands, whose output is not compared), and compares
/// what the session prints with what the transcript shows (``TranscriptMatching``). A learner's recording
/// so becomes a regression test they can run.
@MainActor
enum TranscriptReplay {
  /// Replays the transcript at `path`; prints one line when it matches, else a unified diff from the first
  /// difference. Returns 0 when it matches (the exit status included, when the transcript gives it), 1 when
  /// it does not, 2 when the file is not a regular file, cannot be read, is larger than
  /// ``ShellLimits/maximumTranscriptBytes`` (refused as soon as it passes the limit), is no recording (no
  /// header and no typed line: an empty file), is malformed, or its flags cannot start a session.
  static func run(
    path: String, console: Console, command: any ShellCommandLine.Type, makeApp: ShellAppFactory
  ) -> Int32 {
    let shown = Console.singleLine(path)
    let bytes: [UInt8]
    let identity: FileIdentity?
    let limit = ShellLimits.maximumTranscriptBytes
    switch FileSystem.readFile(at: path, limit: limit, regularOnly: true) {
    case .success(let file): (bytes, identity) = file
    case .failure(.tooLarge):
      console.error(
        "the transcript '\(shown)' is larger than \(ShellLimits.describe(bytes: limit)), the most --replay reads")
      return 2
    case .failure(.notRegular(let kind)):
      console.error("cannot read the transcript '\(shown)': it is \(kind.description), not a regular file")
      return 2
    case .failure(.unreadable(let reason)):
      console.error("cannot read the transcript '\(shown)': \(reason)")
      return 2
    }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      console.error("cannot read the transcript '\(shown)': it is not UTF-8 text")
      return 2
    }
    let transcript: ReplayedTranscript
    do {
      transcript = try ReplayedTranscript(parsing: text)
    } catch {
      console.error("the transcript '\(shown)' is malformed: \(error.description)")
      return 2
    }
    // A transcript with printed lines and nothing typed is no transcript, and neither is an empty file;
    // a recording of no command (`record` then `record stop`) has its headers, and replays to nothing, as
    // recorded.
    guard !transcript.typed.isEmpty || transcript.lines.isEmpty else {
      console.error("'\(shown)' types nothing: no '> ' line to replay")
      return 2
    }
    guard transcript.hasHeaders || !transcript.typed.isEmpty else {
      console.error("'\(shown)' is not a recording: it holds no '#! ' header and no '> ' line")
      return 2
    }
    let parsed: any ShellCommandLine
    do {
      parsed = try command.parse(transcript.arguments)
    } catch {
      console.error("the transcript's arguments cannot start a session: \(command.message(for: error))")
      return 2
    }
    let options = parsed.shell
    let choice = parsed.appChoice
    guard options.script == nil, options.replay == nil else {
      console.error("the transcript's arguments cannot hold --script or --replay")
      return 2
    }
    let sink = MemoryOutputSink()
    let replayed = Console(sink: sink, usesColor: false)
    let configuration = ShellConfiguration(
      withoutSync: options.withoutSync, usesColor: false, isInteractive: false, appName: choice.appName,
      fixtures: choice.fixtures, featureName: choice.featureName, commandName: command.identity.commandName)
    let app = makeApp(configuration)
    if let problem = app.launchProblem {
      console.error("the transcript's arguments cannot start a session: \(problem)")
      return 2
    }
    app.connect(console: replayed)
    let registry = ShellLauncher.makeRegistry(
      app: app, console: replayed, recordedArguments: transcript.arguments,
      readingFrom: [identity].compactMap(\.self), isReplaying: true,
      commandName: command.identity.commandName)
    let session = ShellSession(registry: registry, console: replayed, mode: .script(bail: false), app: app)
    // The preamble brings the app to the state the recording started in; what it prints is not compared.
    for command in transcript.preamble { _ = session.handle(.line(Array(command.utf8))) }
    let preambleText = sink.text.utf8.count
    session.forgetFailures()
    session.echoesInput = true
    let reader = ArrayLineReader(transcript.typed)
    let status = ShellLauncher.saving(replayed, session.run(reader: reader))
    // Lines the session never read (after `quit`) are kept as typed, as a recording keeps them.
    let actual = lines(of: sink.text.utf8.dropFirst(preambleText)) + reader.unread.map(\.transcriptLine)
    let outputMatches = TranscriptMatching.matches(expected: transcript.lines, actual: actual)
    let statusMatches = transcript.status.map { $0 == status } ?? true
    if outputMatches && statusMatches {
      console.line("replayed \(transcript.typed.count) lines of \(shown): as recorded")
      return 0
    }
    if !outputMatches {
      // Elision lines are left out of the diff: they match whatever rows the replay printed there.
      let expected = transcript.lines.filter { $0 != TranscriptMatching.elision }
      let labels = (expected: "\(shown) (recorded)", actual: "replay")
      for line in TranscriptDiff.unified(expected: expected, actual: actual, labels: labels) { console.line(line) }
    }
    if !statusMatches, let expected = transcript.status {
      console.line("exit status: recorded \(expected), replayed \(status)")
    }
    console.error("the replay of \(shown) differs from the recording")
    return 1
  }

  /// `text` split into lines (without a trailing empty line), as ``MemoryOutputSink/lines`` splits it.
  private static func lines(of text: Substring.UTF8View) -> [String] {
    var lines = Substring(text).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
  }
}

/// Reads lines from a list: a transcript's typed lines.
@MainActor
final class ArrayLineReader: LineReader {
  private var remaining: ArraySlice<TypedLine>

  /// A reader of `lines`, in order.
  init(_ lines: [TypedLine]) {
    remaining = lines[...]
  }

  /// The lines not read yet.
  var unread: [TypedLine] { Array(remaining) }

  func readLine(prompt: String) -> LineEvent {
    remaining.popFirst()?.event ?? .endOfInput
  }
}
