import ArgumentParser

/// Who the shell is: the program's name, what it explores, its version, and the places and texts that follow
/// from them (banner, history file, the hints that name the program).
///
/// A shell's command line (``ShellCommandLine``) gives one; the engine prints and stores nothing under another
/// name. `acme` gives the banner `acme — …`, the history file `$XDG_STATE_HOME/acme/history` and its override
/// `ACME_HISTORY`.
public struct ShellIdentity: Sendable, Equatable {
  /// The program's name, as typed: `acme`.
  package var commandName: String
  /// What the program is, one line: `--help`'s abstract.
  package var abstract: String
  /// The version `--version` prints, `major.minor.patch`.
  package var version: String

  /// An identity.
  ///
  /// - Parameters:
  ///   - commandName: The program's name, as typed.
  ///   - abstract: What the program is, one line (`--help`'s abstract).
  ///   - version: The version `--version` prints.
  public init(commandName: String, abstract: String, version: String) {
    self.commandName = commandName
    self.abstract = abstract
    self.version = version
  }

  /// The banner printed before the first interactive prompt: the name, the abstract, and how to go on.
  package var banner: String {
    "\(commandName) — \(abstract.hasSuffix(".") ? String(abstract.dropLast()) : abstract). "
      + "Type 'help' for the commands, Ctrl-D to quit."
  }

  /// The environment variable that names the history file itself: `ACME_HISTORY` for `acme` (every
  /// character that is not an ASCII letter or digit becomes `_`).
  package var historyVariable: String {
    String(
      commandName.uppercased().map { character in
        character.isASCII && (character.isLetter || character.isNumber) ? character : "_"
      }) + "_HISTORY"
  }

  /// The history file's path under a state folder: `acme/history`.
  package var historySubpath: String { commandName + "/history" }

  /// `--help`'s discussion: interactive and script sessions, the history file, errors and exit statuses.
  package var discussion: String {
    """
    On a terminal the shell is interactive: line editing, tab completion, and history kept in \
    $XDG_STATE_HOME/\(historySubpath) (\(historyVariable) overrides the path).

    When standard input is not a terminal, or with --script, commands are read without prompt, banner \
    or history, and the exit status is 1 if any command failed.

    Errors are printed on standard output as 'error: ...' lines, in order with the results. \
    A non-empty NO_COLOR turns colour off in auto mode; --color always overrides it.

    If standard output cannot be written (a full disk), the shell says so on standard error and exits \
    with status 74.
    """
  }

  /// The command configuration of a shell with this identity, for a ``ShellCommandLine``'s `configuration`.
  public var commandConfiguration: CommandConfiguration {
    CommandConfiguration(commandName: commandName, abstract: abstract, discussion: discussion, version: version)
  }

  /// A shell with no name of its own, for tests that run the engine without a program: `shell`.
  package static let unnamed = ShellIdentity(
    commandName: "shell", abstract: "Explore an app from the command line.", version: "0.0.0")
}
