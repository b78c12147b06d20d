import CInterruptFlag
import CLibEdit

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The interactive reader: libedit's `readline` with history, tab completion and Ctrl-C handling.
///
/// - Ctrl-C cancels the line being edited (a SIGINT handler sets a flag; `readline` returns with
///   `EINTR`) and comes back as ``LineEvent/interrupted``.
/// - Ctrl-D on an empty line comes back as ``LineEvent/endOfInput``.
/// - Tab asks `completer` (on the main thread, through ``CompletionStore``).
///
/// `readline` blocks its thread and runs its callbacks on it: use this reader only on the main thread,
/// from synchronous top-level code. Users can bind keys in `~/.editrc` under the shell's program name
/// (`acme:bind ...`).
@MainActor
package final class LibEditLineReader: LineReader {
  /// Lines longer than this many bytes come back as ``LineEvent/tooLong(byteCount:)``.
  package let maximumLineBytes: Int
  /// The C string libedit reads as its program name: kept for the process's life, replaced only by another.
  private static var readlineName: UnsafeMutablePointer<CChar>?

  /// Gives libedit `name` as the program name `~/.editrc` matches.
  private static func setReadlineName(_ name: String) {
    if let current = readlineName, String(cString: current) == name { return }
    let copy = strdup(name)
    nrsh_set_readline_name(copy)
    free(readlineName)
    readlineName = copy
  }

  /// Sets libedit up.
  ///
  /// - Parameters:
  ///   - history: earlier lines, oldest first, for recall with the arrow keys.
  ///   - maximumLineBytes: the longest line accepted.
  ///   - programName: the name `~/.editrc` matches (the shell's ``ShellIdentity/commandName``).
  ///   - completer: the replacements for `word`, the word at the end of `linePrefix` (the text before
  ///     the cursor).
  package init(
    history: [String], maximumLineBytes: Int = ShellLimits.maximumLineBytes,
    programName: String = ShellIdentity.unnamed.commandName,
    completer: @escaping (_ linePrefix: String, _ word: String) -> [String]
  ) {
    self.maximumLineBytes = maximumLineBytes
    Self.setReadlineName(programName)
    using_history()
    stifle_history(Int32(HistoryFile.maximumEntries))
    for line in history { add_history(line) }
    CompletionStore.shared.provider = completer
    nrsh_set_completion_function(attemptCompletion)
    nrsh_set_completion_append_character(Int32(UInt8(ascii: " ")))
    nrsh_set_word_break_characters_to_blanks()
    _ = nrsh_install_interrupt_flag()
  }

  /// Shows `prompt` and reads one edited line.
  ///
  /// - Parameter prompt: The text shown before the cursor, such as `navigatable-ribs> `.
  /// - Returns: The line's bytes, or that it was too long, interrupted with Ctrl-C, or that input ended.
  package func readLine(prompt: String) -> LineEvent {
    _ = nrsh_take_interrupt()
    guard let pointer = CLibEdit.readline(prompt) else {
      return nrsh_take_interrupt() != 0 ? .interrupted : .endOfInput
    }
    defer { free(pointer) }
    if nrsh_take_interrupt() != 0 { return .interrupted }
    let count = strlen(pointer)
    guard count <= maximumLineBytes else { return .tooLong(byteCount: count) }
    let bytes = UnsafeRawBufferPointer(start: pointer, count: count)
    return .line(Array(bytes))
  }

  /// Adds `line` to libedit's in-memory history (the session writes the file).
  ///
  /// - Parameter line: A line as typed, recalled with the up arrow from now on.
  package func addToHistory(_ line: String) {
    add_history(line)
  }
}

/// libedit's attempted-completion callback: prepares the matches, then lets libedit collect them.
private func attemptCompletion(
  _ text: UnsafePointer<CChar>?, _ start: Int32, _ end: Int32
) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
  nrsh_set_completion_over(1)
  guard let text else { return nil }
  let word = String(cString: text)
  let line = nrsh_line_buffer().map { String(cString: $0) } ?? ""
  // libedit counts `end` in characters of its wide-character line, i.e. Unicode scalars.
  let prefix = String(String.UnicodeScalarView(line.unicodeScalars.prefix(max(0, Int(end)))))
  MainActor.assumeIsolated {
    CompletionStore.shared.prepare(linePrefix: prefix, word: word)
  }
  return rl_completion_matches(text, nextCompletion)
}

/// libedit's generator callback: the next prepared match, `malloc`ed as libedit expects.
private func nextCompletion(_ text: UnsafePointer<CChar>?, _ state: Int32) -> UnsafeMutablePointer<CChar>? {
  let match = MainActor.assumeIsolated { CompletionStore.shared.next() }
  return match.flatMap { strdup($0) }
}
