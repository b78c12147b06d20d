/// The app side of the shell: what the shell explores.
///
/// The shell creates it once, through a ``ShellAppFactory``, before the first prompt (so its
/// initialiser must be cheap), registers its ``commands`` next to `help` and `quit`, and asks for
/// ``promptTitle`` before every interactive prompt.
@MainActor
public protocol ShellApp: AnyObject {
  /// The app's commands. A command whose name is taken (`help`, `quit`, or another app command) is
  /// skipped with a warning line.
  var commands: [ShellCommand] { get }

  /// What the prompt shows before `> `, e.g. the title of the visible screen; empty for the default
  /// (`navigatable-ribs> `).
  var promptTitle: String { get }
}

/// Makes the app from the command-line configuration.
public typealias ShellAppFactory = @MainActor (ShellConfiguration) -> any ShellApp
