/// The app side of the shell: what the shell explores.
///
/// The shell creates it once, through a ``ShellAppFactory``, before the first prompt (so its
/// initialiser must be cheap), hands it the console with ``connect(console:)``, reads its ``commands``
/// once and registers them next to `help` and `quit`, asks for ``promptTitle`` before every interactive
/// prompt, and calls ``settle()`` then ``commandDidFinish()`` after every command.
@MainActor
public protocol ShellApp: AnyObject {
  /// The app's commands. A command whose name is taken (`help`, `quit`, or another app command) is
  /// skipped with a warning line.
  var commands: [ShellCommand] { get }

  /// What the prompt shows before `> `, e.g. the title of the visible screen; empty for the default, the
  /// program's name (`acme> `).
  var promptTitle: String { get }

  /// Called after every command line that ran a command (succeeded or failed), before the next prompt.
  ///
  /// The shell runs on the main thread and blocks it in `readline`, so main-actor work the app queued
  /// asynchronously (`Task { @MainActor in ... }`, `DispatchQueue.main.async`) would otherwise wait.
  /// An app that queues such work drains it here, e.g. with `RunLoop.main.run(until: Date())`.
  /// The default does nothing.
  func settle()

  /// Called with the text of a command line just before its command runs (a known command with a valid
  /// number of arguments), so the app can tell what happens next as happening in it. The default does
  /// nothing.
  ///
  /// - Parameter text: The command line, as typed.
  func commandWillRun(_ text: String)

  /// Called after ``settle()`` once a command line has run: one step of the shell's own time has passed.
  ///
  /// The command's closure has returned, so nothing it held is alive any more. An app that keeps time
  /// of its own here (the example app moves its leak detector's virtual clock, so pending checks run
  /// and nothing piles up in a long session) does it here. The default does nothing.
  func commandDidFinish()

  /// Gives the app the session's console, once, right after the app was made and before any command.
  ///
  /// For output that does not belong to a command's reply but happens while it runs (traces, warnings
  /// from the libraries); a command's own output goes to `context.console`. The default ignores it.
  ///
  /// - Parameter console: The session's console.
  func connect(console: Console)

  /// Why the app could not be made from the configuration (an unknown `--app`, a bad `--fixture`), in one
  /// line; the shell prints it as an `error:` line and exits with status 2. `nil` (the default) when fine.
  var launchProblem: String? { get }

  /// What an interactive session prints after the banner, e.g. the first screen. The default is nothing.
  var startLines: [String] { get }
}

extension ShellApp {
  /// Does nothing: apps whose commands finish their work synchronously need no settling.
  public func settle() {}

  /// Does nothing: apps that do not tell what happened in which command need no notice.
  ///
  /// - Parameter text: The command line about to run, decoded and trimmed.
  public func commandWillRun(_ text: String) {}

  /// Does nothing: apps without a clock of their own need no step of time.
  public func commandDidFinish() {}

  /// Ignores the console: apps that only print from their commands need nothing else.
  ///
  /// - Parameter console: The session's console, for apps that print outside their commands.
  public func connect(console: Console) {}

  /// `nil`: an app without options cannot be misconfigured.
  public var launchProblem: String? { nil }

  /// Nothing: the banner is enough.
  public var startLines: [String] { [] }
}

/// Makes the app from the command-line configuration.
public typealias ShellAppFactory = @MainActor (ShellConfiguration) -> any ShellApp
