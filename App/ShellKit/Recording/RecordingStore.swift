#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The files of the recordings in progress, and all the work on them: a recording streams into a new
/// temporary file beside its target and is renamed into place when it ends, so the target holds either
/// what it held before or a whole recording, never a part of one. A target that is a symbolic link is
/// followed: the file goes where the link points, and the link stays. The file gets the mode of the file
/// it replaces, or the mode a file created the usual way gets (`0666` less the umask).
///
/// Everything runs under one lock, from the session's thread (``TranscriptRecorder``) or from the
/// thread that handles a termination signal (``TerminationSignals``, which ends every recording in
/// progress and keeps any from starting after it).
enum RecordingStore {
  /// A recording's file while it is being written.
  struct File: Sendable {
    /// The path as given to `record`, which the messages name.
    let name: String
    /// Where the recording goes when it ends: ``name`` with its symbolic links followed.
    let target: String
    /// The temporary file beside it that receives the lines.
    let temporary: String
    /// The temporary file, open for writing.
    let descriptor: Int32
    /// The byte offset of the `#! status:` header's digit.
    let statusOffset: Int
    /// The file at `target` when the recording started (`nil`: there was none).
    let targetAtStart: FileIdentity?
    /// The mode the file gets when it is put in place.
    let mode: mode_t
    /// The largest the file may grow, in bytes.
    let byteLimit: Int
    /// How many bytes the file holds.
    var byteCount: Int
    /// How many typed lines the file holds.
    var typedCount = 0
    /// Whether the file holds an `error:` line (its status is then 1).
    var sawError = false
    /// The first write that failed: the file is then incomplete and is not kept.
    var writeError: String?
  }

  /// How a recording ended.
  enum Outcome: Equatable, Sendable {
    /// Saved at `path`, with `typedCount` typed lines.
    case saved(path: String, typedCount: Int)
    /// Not saved: `path` changed since the recording started (another shell or program wrote it); the
    /// recording is kept at `keptAt`.
    case targetChanged(path: String, keptAt: String)
    /// Not saved (`reason`); what was recorded is kept at `keptAt` when it is whole.
    case failed(path: String, reason: String, keptAt: String?)
    /// The shell is ending on a signal, which saves the recording itself.
    case ending

    /// The line that tells it.
    var message: String {
      switch self {
      case .saved(let path, let count):
        return "recorded \(count) line\(count == 1 ? "" : "s") to \(Console.singleLine(path))"
      case .targetChanged(let path, let kept):
        return
          "\(Console.singleLine(path)) changed since the recording started (another shell or program wrote it): it is left as it is, and this recording is in \(Console.singleLine(kept))"
      case .failed(let path, let reason, let kept):
        let rest = kept.map { "; the recording is in \(Console.singleLine($0))" } ?? ""
        return "cannot save the recording to \(Console.singleLine(path)): \(reason)\(rest)"
      case .ending:
        return "the shell is ending: the recording is being saved"
      }
    }
  }

  private struct State: Sendable {
    var files: [Int: File] = [:]
    var nextID = 0
    /// Set once a termination signal ended the recordings: nothing starts or writes after it.
    var isEnding = false
  }

  private static let state = Locked(State())

  /// Starts a recording to `name`: follows its symbolic links, checks the file they lead to, creates the
  /// temporary file beside it and writes `header` there. `header` holds `#! status: 0` at `statusOffset`.
  ///
  /// - Parameters:
  ///   - readingFrom: the files the session reads its commands from (a recording must not replace one).
  ///   - byteLimit: the largest the file may grow, in bytes (``append(_:typedCount:sawError:to:)`` refuses
  ///     more).
  /// - Returns: the recording's id.
  /// - Throws: the one-line reason it cannot start.
  static func start(
    name: String, header: [UInt8], statusOffset: Int, readingFrom sources: [FileIdentity], byteLimit: Int
  ) throws(CommandError) -> Int {
    let shown = Console.singleLine(name)
    let (target, existing, info) = try check(name: name, readingFrom: sources)
    guard header.count <= byteLimit else {
      throw .failed(
        "cannot record to \(shown): its headers take \(header.count) bytes, past \(ShellLimits.describe(bytes: byteLimit)), the most --replay reads"
      )
    }
    var template = Array((target + ".recording-XXXXXX").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else { throw .failed("cannot write \(shown): \(FileSystem.reason())") }
    let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    let mode = existing != nil ? info.st_mode & 0o7777 : FileSystem.creationMode()
    if let reason = FileSystem.write(header, to: descriptor) {
      _ = close(descriptor)
      _ = unlink(temporary)
      throw .failed("cannot write \(shown): \(reason)")
    }
    let file = File(
      name: name, target: target, temporary: temporary, descriptor: descriptor, statusOffset: statusOffset,
      targetAtStart: existing, mode: mode, byteLimit: byteLimit, byteCount: header.count)
    let id = state.withLock { state -> Int? in
      guard !state.isEnding else { return nil }
      state.nextID += 1
      state.files[state.nextID] = file
      return state.nextID
    }
    guard let id else {
      _ = close(descriptor)
      _ = unlink(temporary)
      throw .failed("cannot record to \(shown): the shell is ending")
    }
    return id
  }

  /// Whether a recording can be saved to `name`: a name that is not empty, whose symbolic links lead to
  /// nothing yet, to an empty regular file or to a recording (a file that starts with a `#! ` header), and not
  /// to one of the files the session reads its commands from. A user's other files are never replaced.
  ///
  /// - Parameters:
  ///   - name: The path as given.
  ///   - sources: The files the session reads its commands from.
  /// - Returns: Where the recording goes (the links followed), the file there now, and its status.
  /// - Throws: The one-line reason a recording cannot go there.
  static func check(
    name: String, readingFrom sources: [FileIdentity]
  ) throws(CommandError) -> (target: String, existing: FileIdentity?, info: stat) {
    guard !name.isEmpty else { throw .failed("cannot record to '': the file name is empty") }
    let shown = Console.singleLine(name)
    guard let target = FileSystem.followingSymbolicLinks(name) else {
      throw .failed("cannot record to \(shown): \(FileSystem.reason())")
    }
    var info = stat()
    guard stat(target, &info) == 0 else { return (target, nil, info) }
    let kind = FileKind(mode: info.st_mode)
    guard kind == .regular else {
      throw .failed("cannot record to \(shown): it is \(kind.description), not a regular file")
    }
    let identity = FileIdentity(info)
    if sources.contains(where: identity.isSameFile) {
      throw .failed("cannot record to \(shown): it is the file this session reads its commands from")
    }
    if info.st_size > 0, !startsWithHeader(target) {
      throw .failed(
        "cannot record to \(shown): it holds something other than a recording (its first line is no '#! ' "
          + "header), which a recording would replace; record to another name, or remove it first")
    }
    return (target, identity, info)
  }

  /// Whether the file at `path` starts as every recording does, with a `#! ` header line: a recording (or
  /// a transcript) that a new one may replace. A file that cannot be read is not taken for one.
  private static func startsWithHeader(_ path: String) -> Bool {
    let header = Array("#! ".utf8)
    return FileSystem.prefix(ofFileAt: path, count: header.count) == header
  }

  /// Appends `bytes` (whole lines: `typedCount` typed ones, an `error:` line among them if `sawError`)
  /// to recording `id`, unless they would take its file past its byte limit.
  ///
  /// - Returns: `false`, having written nothing, when the file cannot take `bytes` within its limit.
  static func append(_ bytes: [UInt8], typedCount: Int, sawError: Bool, to id: Int) -> Bool {
    state.withLock { state in
      guard !state.isEnding, var file = state.files[id], file.writeError == nil else { return true }
      guard bytes.count <= file.byteLimit - file.byteCount else { return false }
      if let reason = FileSystem.write(bytes, to: file.descriptor) {
        file.writeError = reason
      } else {
        file.typedCount += typedCount
        file.sawError = file.sawError || sawError
        file.byteCount += bytes.count
      }
      state.files[id] = file
      return true
    }
  }

  /// Ends recording `id`: puts its file in place (or says why not).
  static func finish(_ id: Int) -> Outcome {
    state.withLock { state in
      guard !state.isEnding else { return .ending }
      guard let file = state.files.removeValue(forKey: id) else {
        return .failed(path: "", reason: "no such recording", keptAt: nil)
      }
      return finish(file)
    }
  }

  /// Ends every recording in progress (a termination signal): each file is put in place as it is, with
  /// the lines of every command that ended; no recording starts or writes after this.
  ///
  /// - Returns: how each ended.
  static func finishAllAndEnd() -> [Outcome] {
    state.withLock { state in
      state.isEnding = true
      let files = state.files.sorted { $0.key < $1.key }.map(\.value)
      state.files = [:]
      return files.map(finish)
    }
  }

  /// `file` could not be put in place: its temporary file is kept, and named when it is still there.
  private static func failed(_ file: File, reason: String) -> Outcome {
    .failed(
      path: file.name, reason: reason, keptAt: FileSystem.kind(at: file.temporary) == nil ? nil : file.temporary)
  }

  /// Writes `file`'s status and mode, closes it and renames it into place unless its target changed
  /// meanwhile.
  private static func finish(_ file: File) -> Outcome {
    defer { _ = close(file.descriptor) }
    let path = file.target
    let name = file.name
    if let reason = file.writeError {
      _ = unlink(file.temporary)
      return .failed(path: name, reason: reason, keptAt: nil)
    }
    if file.sawError, let reason = FileSystem.write([UInt8(ascii: "1")], to: file.descriptor, at: file.statusOffset) {
      _ = unlink(file.temporary)
      return .failed(path: name, reason: reason, keptAt: nil)
    }
    // Set now, not at the start: while it is written, the file is its creator's alone (mkstemp's 0600).
    _ = fchmod(file.descriptor, file.mode)
    if fsync(file.descriptor) != 0 && errno != EINVAL {
      let reason = FileSystem.reason()
      _ = unlink(file.temporary)
      return .failed(path: name, reason: reason, keptAt: nil)
    }
    let now = FileSystem.identity(at: path)
    if let start = file.targetAtStart, let now, now == start {
      // The file is as it was: replace it in one step.
      guard rename(file.temporary, path) == 0 else { return failed(file, reason: FileSystem.reason()) }
    } else if now == nil {
      // No file there: create it in one step, unless one appears meanwhile.
      if link(file.temporary, path) == 0 {
        _ = unlink(file.temporary)
      } else if errno == EEXIST {
        return .targetChanged(path: name, keptAt: file.temporary)
      } else if FileSystem.identity(at: path) == nil, rename(file.temporary, path) == 0 {
        // A file system without hard links: the rename is the next best thing.
      } else {
        return failed(file, reason: FileSystem.reason())
      }
    } else {
      return .targetChanged(path: name, keptAt: file.temporary)
    }
    return .saved(path: name, typedCount: file.typedCount)
  }
}
