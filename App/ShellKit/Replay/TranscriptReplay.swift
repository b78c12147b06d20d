/// `navigatable-ribs --replay FILE`: runs a recorded transcript's typed lines on a fresh app, started with
/// its `#! arguments:`, and compares what the session prints with what the transcript shows
/// (``TranscriptMatching``). A learner's recording so becomes a regression test they can run.
@MainActor
enum TranscriptReplay {
  /// Replays the transcript at `path`; prints one line when it matches, else a unified diff from the first
  /// difference. Returns 0 when it matches (the exit status included, when the transcript gives it), 1 when
  /// it does not, 2 when the file cannot be read or its flags cannot start a session.
  static func run(path: String, console: Console, makeApp: ShellAppFactory) -> Int32 {
    guard let bytes = FileSystem.readFile(at: path), let text = String(validating: bytes, as: UTF8.self) else {
      console.error("cannot read the transcript '\(Console.singleLine(path))'")
      return 2
    }
    let transcript = ReplayedTranscript(parsing: text)
    guard !transcript.typed.isEmpty else {
      console.error("'\(Console.singleLine(path))' types nothing: no '> ' line to replay")
      return 2
    }
    let options: ShellOptions
    do {
      options = try ShellOptions.parse(transcript.arguments)
    } catch {
      console.error("the transcript's arguments cannot start a session: \(ShellOptions.message(for: error))")
      return 2
    }
    guard options.script == nil, options.replay == nil else {
      console.error("the transcript's arguments cannot hold --script or --replay")
      return 2
    }
    let sink = MemoryOutputSink()
    let replayed = Console(sink: sink, usesColor: false)
    let configuration = ShellConfiguration(
      withoutSync: options.withoutSync, usesColor: false, isInteractive: false, appName: options.app,
      fixtures: options.fixture, featureName: options.feature)
    let app = makeApp(configuration)
    if let problem = app.launchProblem {
      console.error("the transcript's arguments cannot start a session: \(problem)")
      return 2
    }
    app.connect(console: replayed)
    let registry = ShellLauncher.makeRegistry(app: app, console: replayed, recordedArguments: transcript.arguments)
    let session = ShellSession(registry: registry, console: replayed, mode: .script(bail: false), app: app)
    session.echoesInput = true
    let reader = ArrayLineReader(transcript.typed)
    let status = ShellLauncher.saving(replayed, session.run(reader: reader))
    // Lines the session never read (after `quit`) are kept as typed, as a recording keeps them.
    let actual = sink.lines + reader.unread.map { $0.isEmpty ? ">" : "> " + $0 }
    let outputMatches = TranscriptMatching.matches(expected: transcript.lines, actual: actual)
    let statusMatches = transcript.status.map { $0 == status } ?? true
    if outputMatches && statusMatches {
      console.line("replayed \(transcript.typed.count) lines of \(Console.singleLine(path)): as recorded")
      return 0
    }
    if !outputMatches {
      // Elision lines are left out of the diff: they match whatever rows the replay printed there.
      let shown = transcript.lines.filter { $0 != TranscriptMatching.elision }
      let labels = (expected: "\(Console.singleLine(path)) (recorded)", actual: "replay")
      for line in TranscriptDiff.unified(expected: shown, actual: actual, labels: labels) { console.line(line) }
    }
    if !statusMatches, let expected = transcript.status {
      console.line("exit status: recorded \(expected), replayed \(status)")
    }
    console.error("the replay of \(Console.singleLine(path)) differs from the recording")
    return 1
  }
}

/// Reads lines from a list: a transcript's typed lines.
@MainActor
final class ArrayLineReader: LineReader {
  private var remaining: ArraySlice<String>

  /// A reader of `lines`, in order.
  init(_ lines: [String]) {
    remaining = lines[...]
  }

  /// The lines not read yet.
  var unread: [String] { Array(remaining) }

  func readLine(prompt: String) -> LineEvent {
    guard let line = remaining.popFirst() else { return .endOfInput }
    return .line(Array(line.utf8))
  }
}
