/// Limits on what the shell accepts.
package enum ShellLimits {
  /// The longest line accepted, in bytes; longer lines are rejected with one error line.
  package static let maximumLineBytes = 4096

  /// The largest transcript, in bytes: 64 MiB (a recording of some 200,000 commands). `--replay` reads no
  /// more, and `record` stops before a command whose lines would take its file past it, so every
  /// recording replays.
  package static let maximumTranscriptBytes = 64 << 20

  /// `64 MiB` for a whole number of MiB, else `300 bytes`: how a size limit is told.
  ///
  /// - Parameter bytes: A size in bytes.
  /// - Returns: The size as a user reads it.
  static func describe(bytes: Int) -> String {
    bytes >= 1 << 20 && bytes % (1 << 20) == 0 ? "\(bytes >> 20) MiB" : "\(bytes) byte\(bytes == 1 ? "" : "s")"
  }
}
