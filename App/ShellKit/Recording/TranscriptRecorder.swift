/// Streams what a session types and prints while `record` is on into a transcript file the tests can run.
///
/// Typed lines are kept as ``TypedLine/transcriptLine`` (`> line`, or `>! ...` for a line refused as it
/// was read), printed lines as they are (without colour). The file starts with `#! ` header lines
/// (`what`, `arguments`, `status`, one `preamble` per command that led to the state the recording
/// starts in), then the transcript, the format of `Tests/ShellTests/Transcripts/*.txt`.
///
/// The lines of each command go to disk when it ends (``commandDidEnd()``), into a temporary file beside
/// the target that ``finish()`` renames into place (``RecordingStore``): a termination signal saves every
/// command that ended. A recording holds any number of lines up to its byte limit (64 MiB, the most
/// `--replay` reads): before a command whose lines would take the file past it, the recording stops there
/// and is saved (``stopped``), so every recording replays.
@MainActor
package final class TranscriptRecorder {
  /// Where the transcript is saved.
  package let path: String
  /// The command-line flags a replay needs (the `#! arguments:` header).
  package let arguments: [String]
  /// The commands replayed, without comparing, before the transcript (the `#! preamble:` headers).
  package let preamble: [String]
  private let id: Int
  /// The largest the file grows to, in bytes.
  private let byteLimit: Int
  /// The lines of the command in progress, not written yet.
  private var pending: [String] = []
  private var pendingTypedCount = 0
  private var pendingSawError = false
  /// Whether printed lines are left out until the next typed line (``leaveOutCommand()``).
  private var isLeavingOut = false
  private var isFinished = false
  /// How the recording ended on its own, at its byte limit: the line saying so, or why it could not be
  /// saved. `nil` while it goes on (or once ``finish()`` ended it).
  package private(set) var stopped: Result<String, CommandError>?

  /// Starts a recording to `path`: checks the path and writes the headers to a new file beside it.
  ///
  /// - Parameters:
  ///   - path: where the transcript is saved when the recording ends.
  ///   - arguments: the flags of the session (the `#! arguments:` header).
  ///   - preamble: the commands that led to the state the recording starts in.
  ///   - readingFrom: the files the session reads its commands from, which a recording must not replace.
  ///   - byteLimit: the largest the file grows to, in bytes (``ShellLimits/maximumTranscriptBytes``).
  /// - Throws: the one-line reason it cannot start (the path is not a regular file, is one of
  ///   `readingFrom`, its directory cannot be written, or the headers alone pass `byteLimit`).
  package init(
    path: String, arguments: [String] = [], preamble: [String] = [], readingFrom: [FileIdentity] = [],
    byteLimit: Int = ShellLimits.maximumTranscriptBytes
  ) throws(CommandError) {
    self.path = path
    self.arguments = arguments
    self.preamble = preamble
    self.byteLimit = byteLimit
    var header = "#! what: a recorded session (say here what it shows)\n"
    if !arguments.isEmpty { header += "#! arguments: " + arguments.joined(separator: " ") + "\n" }
    header += "#! status: "
    let statusOffset = header.utf8.count
    header += "0\n"
    for command in preamble { header += "#! preamble: " + command + "\n" }
    id = try RecordingStore.start(
      name: path, header: Array(header.utf8), statusOffset: statusOffset, readingFrom: readingFrom,
      byteLimit: byteLimit)
  }

  /// A typed line: the lines of the command before it go to disk.
  ///
  /// - Parameter line: The line as typed, recorded as its ``TypedLine/transcriptLine``.
  package func input(_ line: TypedLine) {
    commandDidEnd()
    isLeavingOut = false
    pending.append(line.transcriptLine)
    pendingTypedCount += 1
  }

  /// A printed line.
  ///
  /// - Parameter text: The line as printed, uncoloured; an `error:` line makes the recorded status 1.
  package func output(_ text: String) {
    guard !isLeavingOut else { return }
    if text.hasPrefix("error: ") { pendingSawError = true }
    pending.append(text)
  }

  /// Writes the lines of the command that just ended to disk; when they would take the file past its
  /// byte limit, ends the recording without them instead, saving it (``stopped`` tells how).
  package func commandDidEnd() {
    guard !pending.isEmpty, !isFinished else { return }
    let bytes = Array(pending.map { $0 + "\n" }.joined().utf8)
    let fits = RecordingStore.append(bytes, typedCount: pendingTypedCount, sawError: pendingSawError, to: id)
    pending = []
    pendingTypedCount = 0
    pendingSawError = false
    guard !fits else { return }
    isFinished = true
    let outcome = RecordingStore.finish(id)
    let line =
      "the recording stops here: this command's lines would take \(Console.singleLine(path)) past "
      + "\(ShellLimits.describe(bytes: byteLimit)), the most --replay reads; \(outcome.message)"
    switch outcome {
    case .saved, .ending: stopped = .success(line)
    case .targetChanged, .failed: stopped = .failure(.failed(line))
    }
  }

  /// Leaves the command in progress, and what it prints, out of the recording: `record stop`, or a
  /// `record FILE` typed while recording, which a replay (with no recording on) would follow by starting one.
  package func leaveOutCommand() {
    pending = []
    pendingTypedCount = 0
    pendingSawError = false
    isLeavingOut = true
  }

  /// Ends the recording: the lines so far go to disk and the file into place.
  ///
  /// - Returns: the line saying so (`recorded 3 lines to FILE`).
  /// - Throws: why the file could not be saved (where the recording is kept, when it is whole).
  package func finish() throws(CommandError) -> String {
    if let stopped { return try stopped.get() }
    commandDidEnd()
    if let stopped { return try stopped.get() }
    isFinished = true
    let outcome = RecordingStore.finish(id)
    guard case .saved = outcome else { throw .failed(outcome.message) }
    return outcome.message
  }
}
