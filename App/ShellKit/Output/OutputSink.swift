#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the shell's text goes.
///
/// Everything the shell prints (results, errors, warnings, the banner) goes through one sink, so tests
/// capture it with ``MemoryOutputSink`` and a transcript shows results and errors in order.
@MainActor
package protocol OutputSink: AnyObject {
  /// Writes `text` as it is (the caller adds line ends).
  ///
  /// - Parameter text: The text to write.
  func write(_ text: String)

  /// The first write that failed, if any; from then on the sink writes nothing and the session ends.
  var writeError: OutputWriteError? { get }

  /// How many columns wide the terminal the text goes to is; `nil` when it goes to no terminal (a pipe, a
  /// file), so what is drawn to fit a terminal (`show --frame`) stays the same in scripts and transcripts.
  var terminalColumns: Int? { get }
}

extension OutputSink {
  /// `nil`: a sink that cannot fail (memory, tests).
  package var writeError: OutputWriteError? { nil }

  /// `nil`: a sink that is no terminal.
  package var terminalColumns: Int? { nil }
}

/// Writes to standard output (file descriptor 1) without buffering, so output and libedit's prompt
/// never overtake each other.
///
/// A failed write stops further writes and is kept in ``writeError``: the session ends, and the launcher
/// reports it on standard error with a non-zero exit status, except for a closed pipe
/// (`navigatable-ribs | head`), which ends the session quietly instead of killing the process (the
/// launcher ignores `SIGPIPE` for that).
@MainActor
package final class StandardOutputSink: OutputSink {
  private let descriptor: Int32
  /// The first write that failed; nothing is written after it.
  package private(set) var writeError: OutputWriteError?

  /// A sink writing to `descriptor` (standard output unless told otherwise).
  ///
  /// - Parameter descriptor: An open file descriptor; the sink never closes it.
  package init(descriptor: Int32 = STDOUT_FILENO) {
    self.descriptor = descriptor
  }

  /// The width of the terminal `descriptor` is, read now (the window may have been resized); `nil` when
  /// it is no terminal or does not say.
  package var terminalColumns: Int? {
    var size = winsize()
    guard isatty(descriptor) == 1, ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else {
      return nil
    }
    return Int(size.ws_col)
  }

  /// Writes every byte of `text`, retrying after interrupted or partial writes.
  ///
  /// - Parameter text: The text to write, line ends included; nothing is written after a failed write.
  package func write(_ text: String) {
    guard writeError == nil else { return }
    let bytes = Array(text.utf8)
    var offset = 0
    bytes.withUnsafeBytes { buffer in
      guard let base = buffer.baseAddress else { return }
      while offset < buffer.count {
        let written = systemWrite(descriptor, base + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          writeError = OutputWriteError(code: errno)
          return
        }
        if written == 0 {  // no progress and no errno: give up rather than spin
          writeError = OutputWriteError(code: EIO)
          return
        }
        offset += written
      }
    }
  }
}

/// Collects everything written, for tests and for embedding the shell.
@MainActor
package final class MemoryOutputSink: OutputSink {
  /// All text written so far.
  package private(set) var text = ""
  /// The terminal width to report (``OutputSink/terminalColumns``); `nil`, no terminal, unless a test sets it.
  package var terminalColumns: Int?

  /// An empty sink.
  package init() {}

  /// Appends `text`.
  ///
  /// - Parameter text: The text to keep, line ends included.
  package func write(_ text: String) {
    self.text += text
  }

  /// The text written so far, split into lines (without a trailing empty line).
  package var lines: [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
  }
}
