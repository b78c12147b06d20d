/// The line-editing layer: hands the shell one line at a time.
///
/// The REPL only talks to this protocol, so it is tested with a scripted fake and runs the same over
/// libedit (``LibEditLineReader``, interactive) and over a plain stream (``StreamLineReader``, scripts
/// and pipes).
@MainActor
package protocol LineReader: AnyObject {
  /// Reads the next line, showing `prompt` first if the reader shows prompts at all.
  ///
  /// - Parameter prompt: The prompt to show.
  /// - Returns: The line read, or why there is none.
  func readLine(prompt: String) -> LineEvent

  /// Remembers `line` for recall with the arrow keys; readers without history ignore it.
  ///
  /// - Parameter line: A line the user typed.
  func addToHistory(_ line: String)
}

extension LineReader {
  /// Readers without history ignore it.
  ///
  /// - Parameter line: The line a reader with history would remember.
  package func addToHistory(_ line: String) {}
}
