/// The history kept across interactive runs: one command line per line of a plain UTF-8 text file.
///
/// Lines are appended as they are entered (so a killed session keeps its history), blank lines and
/// repeats of the previous line are skipped, and the directory is created when missing. A plain text
/// file (rather than libedit's own `_HiStOrY_V2_` format) is easy to read, edit and test; the libedit
/// reader gets the loaded lines through `add_history`. Scripts never touch it.
@MainActor
package final class HistoryFile {
  /// How many lines are loaded (and kept when the file is compacted).
  package static let maximumEntries = 1000

  /// The file's path.
  package let path: String
  /// The line last recorded or loaded: a repeat of it is not recorded again.
  package private(set) var lastLine: String?

  /// The history at `path`; nothing is read or written until asked.
  ///
  /// - Parameter path: The history file; it and its folder are made on the first ``record(_:)``.
  package init(path: String) {
    self.path = path
  }

  /// The last ``maximumEntries`` lines of the file, oldest first (none when it does not exist yet).
  ///
  /// Lines that are not valid input (bad UTF-8, control characters) are dropped. When the file has grown
  /// past twice the limit it is rewritten with the kept lines, best effort.
  ///
  /// - Returns: The kept lines, oldest first, for the line editor's history; the last becomes
  ///   ``lastLine``.
  package func load() -> [String] {
    guard case .success(let (bytes, _)) = FileSystem.readFile(at: path) else { return [] }
    let all = bytes.split(separator: UInt8(ascii: "\n")).compactMap { line -> String? in
      guard case .success(let text) = InputLine.decode(Array(line)), !text.isEmpty else { return nil }
      return text
    }
    let kept = Array(all.suffix(HistoryFile.maximumEntries))
    if all.count > 2 * HistoryFile.maximumEntries {
      _ = FileSystem.writeFile(at: path, bytes: Array(kept.map { $0 + "\n" }.joined().utf8), append: false)
    }
    lastLine = kept.last
    return kept
  }

  /// Whether `line` would be recorded: not blank and not the same as the previous line.
  ///
  /// - Parameter line: A line as typed.
  /// - Returns: true when ``record(_:)`` would append it.
  package func shouldRecord(_ line: String) -> Bool {
    !InputLine.trim(line).isEmpty && line != lastLine
  }

  /// Appends `line` unless ``shouldRecord(_:)`` says no.
  ///
  /// - Parameter line: A line as typed; it is written with a line end after it.
  /// - Returns: whether the line was new (whether it should also go into the line editor's history).
  /// - Throws: ``HistoryError`` when the directory or the file cannot be written; the line still
  ///   counts as the previous line.
  @discardableResult
  package func record(_ line: String) throws(HistoryError) -> Bool {
    guard shouldRecord(line) else { return false }
    lastLine = line
    let directory = FileSystem.parent(of: path)
    if let reason = FileSystem.createDirectories(at: directory) {
      throw .cannotWrite(path: path, reason: reason)
    }
    if let reason = FileSystem.writeFile(at: path, bytes: Array((line + "\n").utf8), append: true) {
      throw .cannotWrite(path: path, reason: reason)
    }
    return true
  }
}

/// Why the history could not be saved.
package enum HistoryError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file (or its directory) at `path` could not be written.
  case cannotWrite(path: String, reason: String)

  /// The message of the warning line.
  package var description: String {
    switch self {
    case .cannotWrite(let path, let reason): return "cannot save history to \(path): \(reason)"
    }
  }
}
