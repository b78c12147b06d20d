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
public protocol OutputSink: AnyObject {
  /// Writes `text` as it is (the caller adds line ends).
  func write(_ text: String)
}

/// Writes to standard output (file descriptor 1) without buffering, so output and libedit's prompt
/// never overtake each other.
///
/// A closed pipe (`navigatable-ribs | head`) stops further writes quietly instead of killing the
/// process; the launcher ignores `SIGPIPE` for that.
@MainActor
public final class StandardOutputSink: OutputSink {
  private let descriptor: Int32
  private var broken = false

  /// A sink writing to `descriptor` (standard output unless told otherwise).
  public init(descriptor: Int32 = STDOUT_FILENO) {
    self.descriptor = descriptor
  }

  /// Writes every byte of `text`, retrying after interrupted or partial writes.
  public func write(_ text: String) {
    guard !broken else { return }
    let bytes = Array(text.utf8)
    var offset = 0
    bytes.withUnsafeBytes { buffer in
      guard let base = buffer.baseAddress else { return }
      while offset < buffer.count {
        let written = systemWrite(descriptor, base + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          broken = true
          return
        }
        offset += written
      }
    }
  }
}

/// Collects everything written, for tests and for embedding the shell.
@MainActor
public final class MemoryOutputSink: OutputSink {
  /// All text written so far.
  public private(set) var text = ""

  /// An empty sink.
  public init() {}

  /// Appends `text`.
  public func write(_ text: String) {
    self.text += text
  }

  /// The text written so far, split into lines (without a trailing empty line).
  public var lines: [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
  }
}
