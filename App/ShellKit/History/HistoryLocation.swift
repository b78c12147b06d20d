/// Where the shell keeps its history across runs.
public enum HistoryLocation {
  /// The history file for `environment`, or `nil` when there is nowhere to keep it.
  ///
  /// In order: `NAVIGATABLE_RIBS_HISTORY` (the file itself); `$XDG_STATE_HOME/navigatable-ribs/history`
  /// when `XDG_STATE_HOME` is an absolute path (the XDG spec ignores relative ones);
  /// `$HOME/.local/state/navigatable-ribs/history`. Empty variables count as unset.
  ///
  /// - Parameter environment: The variables to read, usually ``Environment/current()``.
  /// - Returns: The history file's path, or `nil` when none of the variables gives a place.
  public static func path(in environment: Environment) -> String? {
    if let path = environment["NAVIGATABLE_RIBS_HISTORY"] { return path }
    if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
      return join(state, "navigatable-ribs/history")
    }
    if let home = environment["HOME"] { return join(home, ".local/state/navigatable-ribs/history") }
    return nil
  }

  private static func join(_ directory: String, _ rest: String) -> String {
    directory.hasSuffix("/") ? directory + rest : directory + "/" + rest
  }
}
