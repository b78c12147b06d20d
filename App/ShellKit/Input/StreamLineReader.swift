#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads lines from a file descriptor without prompt, line editing or history: the reader for scripts
/// and for standard input when it is not a terminal.
///
/// It reads raw bytes itself (rather than through Swift's `readLine()`), so the shell sees invalid UTF-8
/// and NUL bytes as they are and can reject them with a clear error, and so a huge line costs no more
/// memory than the limit: bytes past ``maximumLineBytes`` are counted and dropped. A line ends at `\n`;
/// a final line without one still counts; a trailing `\r` is left for the shell to trim. A UTF-8
/// byte-order mark at the very start of the input (as some editors save scripts) is dropped.
@MainActor
package final class StreamLineReader: LineReader {
  /// Lines longer than this many bytes come back as ``LineEvent/tooLong(byteCount:)``.
  package let maximumLineBytes: Int
  private let descriptor: Int32
  private let closesDescriptor: Bool
  private var buffer: [UInt8] = []
  private var position = 0
  private var reachedEnd = false
  private var atStartOfInput = true
  /// Why the last read failed, if it did.
  private var readError: String?

  /// How long a line may run without ending before the input is given up as no text: many times the
  /// longest line accepted (`/dev/full` and the like never end a line).
  package var endlessLineBytes: Int { maximumLineBytes * 256 }

  /// A reader of `descriptor`.
  ///
  /// - Parameters:
  ///   - descriptor: the file descriptor to read (standard input by default).
  ///   - closesDescriptor: whether ``close()`` closes it (true for a script file opened by ``open(path:maximumLineBytes:)``).
  ///   - maximumLineBytes: the longest line accepted.
  package init(
    descriptor: Int32 = STDIN_FILENO, closesDescriptor: Bool = false,
    maximumLineBytes: Int = ShellLimits.maximumLineBytes
  ) {
    self.descriptor = descriptor
    self.closesDescriptor = closesDescriptor
    self.maximumLineBytes = maximumLineBytes
  }

  /// Opens the script at `path`.
  ///
  /// - Parameters:
  ///   - path: The script file, one command per line.
  ///   - maximumLineBytes: The longest line, in bytes, the reader returns; a longer one is reported as
  ///     too long.
  /// - Returns: A reader of the script that closes the file when it is closed.
  /// - Throws: ``ShellLaunchError/cannotOpenScript(path:reason:)`` when it cannot be opened for reading.
  package static func open(path: String, maximumLineBytes: Int = ShellLimits.maximumLineBytes) throws(ShellLaunchError)
    -> StreamLineReader
  {
    let descriptor = systemOpen(path, O_RDONLY)
    guard descriptor >= 0 else {
      throw .cannotOpenScript(path: path, reason: String(cString: strerror(errno)))
    }
    var info = stat()
    if fstat(descriptor, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR {
      _ = systemClose(descriptor)
      throw .cannotOpenScript(path: path, reason: "it is a directory")
    }
    return StreamLineReader(descriptor: descriptor, closesDescriptor: true, maximumLineBytes: maximumLineBytes)
  }

  /// The file this reader reads, when it is a regular file (`nil` for a pipe or a terminal).
  package var fileIdentity: FileIdentity? { FileIdentity.ofRegularFile(descriptor: descriptor) }

  /// Closes the descriptor if this reader opened it.
  package func close() {
    if closesDescriptor { _ = systemClose(descriptor) }
  }

  /// Reads the next line; `prompt` is ignored.
  ///
  /// - Parameter prompt: Ignored: a script shows no prompt.
  /// - Returns: The line's bytes without its line end, that it was too long, or the end of input.
  package func readLine(prompt: String) -> LineEvent {
    var line: [UInt8] = []
    var byteCount = 0
    var sawAnything = false
    while true {
      if position == buffer.count {
        if reachedEnd || !refill() {
          reachedEnd = true
          if let readError { return .unreadable(reason: readError) }
          if !sawAnything { return .endOfInput }
          break
        }
      }
      sawAnything = true
      let byte = buffer[position]
      position += 1
      if byte == UInt8(ascii: "\n") { break }
      byteCount += 1
      if byteCount <= maximumLineBytes { line.append(byte) }
      if byteCount > endlessLineBytes {
        reachedEnd = true
        return .unreadable(reason: "a line runs past \(endlessLineBytes) bytes without ending: this is no text")
      }
    }
    if atStartOfInput {
      atStartOfInput = false
      if line.starts(with: StreamLineReader.byteOrderMark) {
        line.removeFirst(StreamLineReader.byteOrderMark.count)
        byteCount -= StreamLineReader.byteOrderMark.count
      }
    }
    return byteCount > maximumLineBytes ? .tooLong(byteCount: byteCount) : .line(line)
  }

  /// U+FEFF in UTF-8.
  static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

  /// Reads the next chunk; `false` at end of input or on a read error.
  private func refill() -> Bool {
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress!, $0.count) }
      if count < 0 && errno == EINTR { continue }
      if count < 0 { readError = String(cString: strerror(errno)) }
      guard count > 0 else { return false }
      buffer = Array(chunk[..<count])
      position = 0
      return true
    }
  }
}
