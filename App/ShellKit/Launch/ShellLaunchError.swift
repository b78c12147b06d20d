/// Why the shell could not start.
package enum ShellLaunchError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The `--script` file could not be opened.
  case cannotOpenScript(path: String, reason: String)

  /// The message of the error line.
  package var description: String {
    switch self {
    case .cannotOpenScript(let path, let reason): return "cannot open script '\(path)': \(reason)"
    }
  }
}
