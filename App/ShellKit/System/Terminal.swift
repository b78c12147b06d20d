#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether the standard streams are terminals.
package enum Terminal {
  /// `true` when standard input is a terminal (the shell is then interactive unless `--script` is given).
  package static var standardInputIsTerminal: Bool { isatty(STDIN_FILENO) == 1 }

  /// `true` when standard output is a terminal (colour in `auto` mode needs it).
  package static var standardOutputIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }
}
