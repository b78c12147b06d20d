/// How a session reads and ends.
package enum SessionMode: Equatable, Sendable {
  /// A person at a terminal: banner, prompt, history; exits 0 on `quit` or end of input.
  case interactive
  /// Commands from a file or a pipe: no banner, no prompt, no history; exits 1 if any line failed.
  /// With `bail`, stops at the first failure.
  case script(bail: Bool)

  /// Whether this is ``interactive``.
  package var isInteractive: Bool { self == .interactive }
}
