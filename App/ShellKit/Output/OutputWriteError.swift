#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Why the shell's output could not be written: the `errno` of the failed `write(2)`.
///
/// A failed write ends the session (nobody would see what follows). A reader that went away
/// (`navigatable-ribs | head`, `EPIPE`) ends it quietly; any other failure (a full disk, `/dev/full`, an
/// I/O error) is reported on standard error and the exit status is ``ShellSession/outputFailedStatus`` (74, `EX_IOERR`).
package struct OutputWriteError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The `errno` of the failed write.
  package let code: Int32

  /// An error with `errno` `code`.
  ///
  /// - Parameter code: The `errno` the failed write set, such as `EPIPE` or `ENOSPC`.
  package init(code: Int32) {
    self.code = code
  }

  /// Whether the reader closed its end of the pipe (`EPIPE`): not worth a message.
  package var readerWentAway: Bool { code == EPIPE }

  /// `cannot write to standard output: No space left on device`.
  package var description: String {
    "cannot write to standard output: \(String(cString: strerror(code)))"
  }
}
