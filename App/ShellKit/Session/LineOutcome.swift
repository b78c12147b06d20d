/// What became of one input line.
package enum LineOutcome: Equatable, Sendable {
  /// Nothing to do: a blank line or a `#` comment.
  case skipped
  /// The command ran and succeeded.
  case succeeded
  /// An error line was printed (bad input, unknown command, wrong arguments, or the command failed).
  case failed
  /// The command asked to end the session.
  case quit
}
