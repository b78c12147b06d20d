import CInterruptFlag

/// The shell's Ctrl-C flag, for a long command that stops early when the user presses Ctrl-C: the
/// interactive line reader installs a SIGINT handler that sets it (a script run has none, and Ctrl-C ends
/// it).
package enum Interrupt {
  /// Whether Ctrl-C was pressed since the last call; clears the flag.
  ///
  /// - Returns: `true` once per Ctrl-C.
  package static func take() -> Bool {
    nrsh_take_interrupt() != 0
  }
}
