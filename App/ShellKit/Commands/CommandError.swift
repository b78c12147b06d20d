/// The error a command throws to report a failure as one clear line.
///
/// Any other error thrown by a command is reported too (through its description), but this one lets the
/// command choose the words.
package enum CommandError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The arguments are wrong; the message says how (the shell adds the usage line).
  case usage(String)
  /// The command could not do its work; the message says why.
  case failed(String)

  /// The message without the `error:` prefix.
  package var description: String {
    switch self {
    case .usage(let message), .failed(let message): return message
    }
  }
}
