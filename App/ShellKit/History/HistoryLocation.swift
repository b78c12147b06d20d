/// Where the shell keeps its history across runs.
package enum HistoryLocation {
  /// The history file of the shell `identity` names, for `environment`, or `nil` when there is nowhere to
  /// keep it.
  ///
  /// In order, for `acme`: `ACME_HISTORY` (the file itself, ``ShellIdentity/historyVariable``);
  /// `$XDG_STATE_HOME/acme/history` when `XDG_STATE_HOME` is an absolute path (the XDG spec ignores relative
  /// ones); `$HOME/.local/state/acme/history`. Empty variables count as unset.
  ///
  /// - Parameters:
  ///   - environment: The variables to read, usually ``Environment/current()``.
  ///   - identity: The shell whose history it is.
  /// - Returns: The history file's path, or `nil` when none of the variables gives a place.
  package static func path(in environment: Environment, for identity: ShellIdentity) -> String? {
    if let path = environment[identity.historyVariable] { return path }
    if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
      return join(state, identity.historySubpath)
    }
    if let home = environment["HOME"] { return join(home, ".local/state/" + identity.historySubpath) }
    return nil
  }

  private static func join(_ directory: String, _ rest: String) -> String {
    directory.hasSuffix("/") ? directory + rest : directory + "/" + rest
  }
}
