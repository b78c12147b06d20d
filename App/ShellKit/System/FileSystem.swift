#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The few file operations the shell needs, on plain POSIX calls (no Foundation, so start-up stays fast).
enum FileSystem {
  /// The whole file at `path`, or `nil` when it cannot be read.
  static func readFile(at path: String) -> [UInt8]? {
    let descriptor = systemOpen(path, O_RDONLY)
    guard descriptor >= 0 else { return nil }
    defer { _ = systemClose(descriptor) }
    var result: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress!, $0.count) }
      if count < 0 && errno == EINTR { continue }
      if count < 0 { return nil }
      if count == 0 { return result }
      result += chunk[..<count]
    }
  }

  /// Writes `bytes` to the file at `path` (created with mode 0600), appending or replacing.
  ///
  /// - Returns: `nil` on success, otherwise the reason (from `strerror`).
  static func writeFile(at path: String, bytes: [UInt8], append: Bool) -> String? {
    let flags = O_WRONLY | O_CREAT | (append ? O_APPEND : O_TRUNC)
    let descriptor = open(path, flags, 0o600)
    guard descriptor >= 0 else { return reason() }
    defer { _ = systemClose(descriptor) }
    var offset = 0
    let failure: String? = bytes.withUnsafeBytes { buffer in
      guard let base = buffer.baseAddress else { return nil }
      while offset < buffer.count {
        let written = systemWrite(descriptor, base + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          return reason()
        }
        offset += written
      }
      return nil
    }
    return failure
  }

  /// Creates `path` and its missing parents (mode 0700, as XDG asks for state directories).
  ///
  /// - Returns: `nil` on success (or when it exists already), otherwise the reason.
  static func createDirectories(at path: String) -> String? {
    if path.isEmpty || isDirectory(path) { return nil }
    let parentPath = parent(of: path)
    if parentPath != path, let failure = createDirectories(at: parentPath) { return failure }
    if mkdir(path, 0o700) != 0 && errno != EEXIST { return reason() }
    return isDirectory(path) ? nil : "\(path) is not a directory"
  }

  /// The directory holding `path` (`.` for a bare name, `/` for a top-level entry).
  static func parent(of path: String) -> String {
    var trimmed = Substring(path)
    while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
    guard let slash = trimmed.lastIndex(of: "/") else { return "." }
    if slash == trimmed.startIndex { return "/" }
    return String(trimmed[..<slash])
  }

  private static func isDirectory(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
  }

  private static func reason() -> String {
    String(cString: strerror(errno))
  }
}
