#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The few file operations the shell needs, on plain POSIX calls (no Foundation, so start-up stays fast).
enum FileSystem {
  /// Why ``readFile(at:limit:)`` read nothing.
  enum ReadFailure: Error, Equatable {
    /// The file could not be opened or read (the reason, from `strerror`).
    case unreadable(String)
    /// The file holds more than the limit.
    case tooLarge
    /// The path names something other than a regular file (a FIFO, a device, a directory), which
    /// ``readFile(at:limit:regularOnly:)`` was told to refuse.
    case notRegular(FileKind)
  }

  /// The whole file at `path`, read up to `limit` bytes: a larger file (or an endless one, `/dev/zero`)
  /// is given up as soon as it passes the limit, so reading it costs no more memory than the limit.
  ///
  /// With `regularOnly`, a path that is not a regular file is refused before it is opened (a FIFO with
  /// no writer would block the open, and one with a writer could never end), and the open itself does not
  /// wait, should a FIFO take the file's place in between.
  ///
  /// - Returns: the bytes, or why there are none.
  static func readFile(at path: String, limit: Int = .max, regularOnly: Bool = false) -> Result<
    (bytes: [UInt8], identity: FileIdentity?), ReadFailure
  > {
    if regularOnly, let kind = kind(at: path), kind != .regular { return .failure(.notRegular(kind)) }
    let descriptor = systemOpen(path, regularOnly ? O_RDONLY | O_NONBLOCK : O_RDONLY)
    guard descriptor >= 0 else { return .failure(.unreadable(reason())) }
    defer { _ = systemClose(descriptor) }
    if regularOnly {
      var info = stat()
      guard fstat(descriptor, &info) == 0 else { return .failure(.unreadable(reason())) }
      let kind = FileKind(mode: info.st_mode)
      guard kind == .regular else { return .failure(.notRegular(kind)) }
    }
    let identity = FileIdentity(descriptor: descriptor)
    // One byte past the limit tells a file that passes it, without reading any further.
    return read(descriptor, upTo: limit == .max ? .max : limit + 1).flatMap { bytes in
      bytes.count > limit ? .failure(.tooLarge) : .success((bytes, identity))
    }
  }

  /// The first `count` bytes of the regular file at `path` (fewer when it is shorter), or `nil` when it
  /// cannot be opened or read.
  static func prefix(ofFileAt path: String, count: Int) -> [UInt8]? {
    let descriptor = systemOpen(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { _ = systemClose(descriptor) }
    return try? read(descriptor, upTo: count).get()
  }

  /// Reads `descriptor` from its offset until its end or until `maximum` bytes were read, whichever comes
  /// first: an endless file (`/dev/zero`) costs no more than `maximum`.
  private static func read(_ descriptor: Int32, upTo maximum: Int) -> Result<[UInt8], ReadFailure> {
    var result: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while result.count < maximum {
      let wanted = min(chunk.count, maximum - result.count)
      let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress!, wanted) }
      if count < 0 && errno == EINTR { continue }
      if count < 0 { return .failure(.unreadable(reason())) }
      if count == 0 { break }
      result += chunk[..<count]
    }
    return .success(result)
  }

  /// What kind of file is at `path`, following symbolic links: `nil` when there is none.
  static func kind(at path: String) -> FileKind? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return FileKind(mode: info.st_mode)
  }

  /// The identity of the file at `path` (following symbolic links), or `nil` when there is none.
  static func identity(at path: String) -> FileIdentity? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return FileIdentity(info)
  }

  /// Writes all of `bytes` to `descriptor` at its offset (or at `offset` when given).
  ///
  /// - Returns: `nil` on success, otherwise the reason (from `strerror`).
  static func write(_ bytes: [UInt8], to descriptor: Int32, at offset: Int? = nil) -> String? {
    var done = 0
    return bytes.withUnsafeBytes { buffer in
      guard let base = buffer.baseAddress else { return nil }
      while done < buffer.count {
        let written =
          if let offset {
            pwrite(descriptor, base + done, buffer.count - done, off_t(offset + done))
          } else {
            systemWrite(descriptor, base + done, buffer.count - done)
          }
        if written < 0 {
          if errno == EINTR { continue }
          return reason()
        }
        if written == 0 { return String(cString: strerror(EIO)) }
        done += written
      }
      return nil
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

  /// `path` with the symbolic links of its last component followed, each to where it points (a relative
  /// link from the link's directory), so that writing beside the result and renaming onto it changes the
  /// file the link names and keeps the link; `path` itself when it is no link (or names nothing yet). The
  /// links' directories are left as they are.
  ///
  /// - Parameter path: A path, as given.
  /// - Returns: The path of the file the links lead to (which may not exist yet), or `nil` with `errno`
  ///   set when a link cannot be read or there are more than 40 of them in a row (`ELOOP`).
  static func followingSymbolicLinks(_ path: String) -> String? {
    var current = path
    for _ in 0..<40 {
      var info = stat()
      guard lstat(current, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK else { return current }
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let count = readlink(current, &buffer, buffer.count - 1)
      guard count > 0 else { return nil }
      let destination = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      if destination.hasPrefix("/") {
        current = destination
      } else {
        let directory = parent(of: current)
        current = (directory == "/" ? "" : directory) + "/" + destination
      }
    }
    errno = ELOOP
    return nil
  }

  /// The mode a file created the usual way gets (`open` with `0666`): `0666` less the process's umask.
  static func creationMode() -> mode_t {
    // The umask is read by setting it; meanwhile it is the strictest, so a file created on another thread
    // in between is only more private.
    let mask = umask(0o077)
    _ = umask(mask)
    return 0o666 & ~mask
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

  static func reason() -> String {
    String(cString: strerror(errno))
  }
}

/// Which file a path or a descriptor names: its device and inode, and when and how large it was last
/// written, so a file replaced or changed since is told apart.
package struct FileIdentity: Equatable, Sendable {
  /// The device and inode: the same file, whatever its name.
  let device: UInt64
  /// See ``device``.
  let inode: UInt64
  /// The size in bytes.
  let size: Int64
  /// The last modification and status-change times, in nanoseconds.
  let modified: Int64
  /// See ``modified``.
  let changed: Int64

  init(_ info: stat) {
    device = UInt64(info.st_dev)
    inode = UInt64(info.st_ino)
    size = Int64(info.st_size)
    #if canImport(Darwin)
    modified = Int64(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(info.st_mtimespec.tv_nsec)
    changed = Int64(info.st_ctimespec.tv_sec) * 1_000_000_000 + Int64(info.st_ctimespec.tv_nsec)
    #else
    modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
    changed = Int64(info.st_ctim.tv_sec) * 1_000_000_000 + Int64(info.st_ctim.tv_nsec)
    #endif
  }

  /// The identity of the file open on `descriptor`, or `nil` when `fstat` fails.
  ///
  /// - Parameter descriptor: An open file descriptor.
  package init?(descriptor: Int32) {
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { return nil }
    self.init(info)
  }

  /// The identity of the regular file open on `descriptor` (standard input read from a file), or `nil`
  /// when it is something else (a terminal, a pipe).
  ///
  /// - Parameter descriptor: An open file descriptor.
  /// - Returns: The identity, or `nil`.
  package static func ofRegularFile(descriptor: Int32) -> FileIdentity? {
    var info = stat()
    guard fstat(descriptor, &info) == 0, FileKind(mode: info.st_mode) == .regular else { return nil }
    return FileIdentity(info)
  }

  /// Whether `other` is the same file (device and inode), changed or not.
  ///
  /// - Parameter other: Another file's identity.
  /// - Returns: `true` for the same device and inode.
  package func isSameFile(as other: FileIdentity) -> Bool {
    device == other.device && inode == other.inode
  }
}

/// What a path holds, as far as `record` cares: a regular file, or something that is not one.
enum FileKind: Equatable, Sendable {
  case regular, directory, fifo, characterDevice, blockDevice, socket, other

  init(mode: mode_t) {
    switch mode & S_IFMT {
    case S_IFREG: self = .regular
    case S_IFDIR: self = .directory
    case S_IFIFO: self = .fifo
    case S_IFCHR: self = .characterDevice
    case S_IFBLK: self = .blockDevice
    case S_IFSOCK: self = .socket
    default: self = .other
    }
  }

  /// `a FIFO`, `a character device`, ...
  var description: String {
    switch self {
    case .regular: "a regular file"
    case .directory: "a directory"
    case .fifo: "a FIFO"
    case .characterDevice: "a character device"
    case .blockDevice: "a block device"
    case .socket: "a socket"
    case .other: "not a regular file"
    }
  }
}
