/// The command lines a session ran so far (each that reached its command, failing or not, `record`
/// excepted): what led to the state the app is in, which a recording started mid-session carries as its
/// preamble.
///
/// It keeps at most ``maximumCommands`` lines and ``maximumBytes`` of text, so a long session's memory
/// stays flat; past that it keeps nothing and says so (``isComplete``).
@MainActor
package final class CommandLog {
  /// How many command lines the log keeps.
  package static let maximumCommands = 10_000
  /// How much text the log keeps, in bytes (line ends included).
  package static let maximumBytes = 1 << 20

  /// The command lines so far, oldest first; empty once the log overflowed.
  package private(set) var commands: [String] = []
  /// Whether ``commands`` holds every command line the session ran (the log has not overflowed).
  package private(set) var isComplete = true
  /// How many command lines the session ran.
  package private(set) var count = 0
  private var byteCount = 0

  /// An empty log.
  package init() {}

  /// Adds a command line that is about to run.
  ///
  /// - Parameter text: The command line, as typed (trimmed).
  package func append(_ text: String) {
    count += 1
    guard isComplete else { return }
    byteCount += text.utf8.count + 1
    guard byteCount <= Self.maximumBytes, commands.count < Self.maximumCommands else {
      isComplete = false
      commands = []
      return
    }
    commands.append(text)
  }
}
