/// Keeps what a session types and prints while `record` is on, as a transcript the tests can run.
///
/// Typed lines are kept as `> line`, printed lines as they are (without colour). ``text(headers:)`` gives
/// the file: `#! ` header lines, then the transcript, the format of `Tests/ShellTests/Transcripts/*.txt`.
/// At most ``maximumLines`` lines are kept, so a recording left on does not grow without bound; past
/// that, the recording stops taking lines and says so when it is saved.
@MainActor
public final class TranscriptRecorder {
  /// Where the transcript is saved.
  public let path: String
  /// The command-line flags a replay needs (the `#! arguments:` header).
  public let arguments: [String]
  /// The lines so far.
  public private(set) var lines: [String] = []
  /// Whether an `error:` line was printed (the transcript's expected exit status is then 1).
  public private(set) var sawError = false
  /// Whether lines were dropped because the recording reached ``maximumLines``.
  public private(set) var isTruncated = false
  /// How many lines a recording keeps.
  public static let maximumLines = 100_000
  /// Whether printed lines are left out until the next typed line (``leaveOutLastCommand()``).
  private var isLeavingOut = false

  /// A recorder saving to `path`, for a session started with `arguments`.
  ///
  /// - Parameters:
  ///   - path: The transcript file written when the recording stops.
  ///   - arguments: The flags a replay needs, written as the `#! arguments:` header.
  public init(path: String, arguments: [String] = []) {
    self.path = path
    self.arguments = arguments
  }

  /// A typed line.
  ///
  /// - Parameter text: The line as typed; it is recorded as `> text`.
  public func input(_ text: String) {
    isLeavingOut = false
    append(text.isEmpty ? ">" : "> " + text)
  }

  /// A printed line.
  ///
  /// - Parameter text: The line as printed, uncoloured; an `error:` line makes the recorded status 1.
  public func output(_ text: String) {
    guard !isLeavingOut else { return }
    if text.hasPrefix("error: ") { sawError = true }
    append(text)
  }

  /// Drops the last typed line if it is `text` (the `record stop` that ends the recording).
  ///
  /// - Parameter text: The typed line to drop, without the `> `.
  public func dropLastInput(_ text: String) {
    if lines.last == "> " + text { lines.removeLast() }
  }

  /// Leaves the last typed line, and what it prints, out of the recording: a `record FILE` typed while
  /// recording, which a replay (with no recording on) would follow by starting one.
  public func leaveOutLastCommand() {
    if lines.last?.hasPrefix(">") == true { lines.removeLast() }
    isLeavingOut = true
  }

  /// The transcript file: `headers` (`#! key: value`), `#! status:`, then the lines.
  ///
  /// - Parameter headers: The `#! key: value` lines the file starts with.
  /// - Returns: The file's text, each line ended by a line break.
  public func text(headers: [String]) -> String {
    (headers + ["#! status: \(sawError ? 1 : 0)"] + lines).map { $0 + "\n" }.joined()
  }

  private func append(_ line: String) {
    guard lines.count < Self.maximumLines else {
      isTruncated = true
      return
    }
    lines.append(line)
  }
}
