/// What a ``LineReader`` got when asked for a line.
package enum LineEvent: Equatable, Sendable {
  /// A line, as raw bytes without its line end (they may be invalid UTF-8 or hold control characters).
  case line([UInt8])
  /// A line longer than the reader's limit; its bytes were read and dropped.
  case tooLong(byteCount: Int)
  /// The user pressed Ctrl-C: the line being edited is cancelled and the shell goes on.
  case interrupted
  /// End of input (Ctrl-D on an empty line, or the end of the script).
  case endOfInput
  /// The input cannot be read as lines (a read error such as standard input being a directory, or a line
  /// that never ends, as `/dev/full` gives): the session ends with an error.
  case unreadable(reason: String)
}
