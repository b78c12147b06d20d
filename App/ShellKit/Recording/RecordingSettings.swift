/// What every recording a session saves follows, whichever command saves it (`record FILE`,
/// `explore --save FILE`): the session's flags for its `#! arguments:` header, the files it must not
/// replace, the most it holds, and no file at all in a `--replay`. Each recording goes through
/// ``RecordingStore``: written beside its file and renamed into place.
package struct RecordingSettings: Sendable {
  /// The command-line flags a replay needs (the `#! arguments:` header).
  package var arguments: [String]
  /// The files the session reads its commands from (`--script`, standard input's file, the transcript
  /// replayed): a recording never replaces one.
  package var readingFrom: [FileIdentity]
  /// The largest a recording's file grows to, in bytes.
  package var byteLimit: Int
  /// Whether the session is a `--replay`, which writes no file.
  package var isReplaying: Bool

  /// Settings.
  ///
  /// - Parameters:
  ///   - arguments: The flags a replay needs.
  ///   - readingFrom: The files the session reads its commands from.
  ///   - byteLimit: The largest a recording grows to, in bytes.
  ///   - isReplaying: Whether the session is a `--replay`.
  package init(
    arguments: [String] = [], readingFrom: [FileIdentity] = [],
    byteLimit: Int = ShellLimits.maximumTranscriptBytes, isReplaying: Bool = false
  ) {
    self.arguments = arguments
    self.readingFrom = readingFrom
    self.byteLimit = byteLimit
    self.isReplaying = isReplaying
  }

  /// Refuses, with the line `record` gives, a recording to `path` that could not be saved: any in a
  /// replay, an empty name, a path that is not a regular file, a file the session reads its commands
  /// from. Nothing is written.
  ///
  /// - Parameter path: Where the recording would be saved.
  /// - Throws: The one-line reason.
  package func check(_ path: String) throws(CommandError) {
    if isReplaying {
      throw .failed("cannot record while replaying a transcript: a replay writes no file")
    }
    _ = try RecordingStore.check(name: path, readingFrom: readingFrom)
  }

  /// Starts a recording to `path` (``check(_:)`` first).
  ///
  /// - Parameters:
  ///   - path: Where the recording is saved when it ends.
  ///   - preamble: The commands that bring a fresh session to the state the recording starts in.
  /// - Returns: The recording, its headers written beside `path`.
  /// - Throws: The one-line reason it cannot start.
  @MainActor
  package func start(path: String, preamble: [String]) throws(CommandError) -> TranscriptRecorder {
    try check(path)
    return try TranscriptRecorder(
      path: path, arguments: arguments, preamble: preamble, readingFrom: readingFrom, byteLimit: byteLimit)
  }
}
