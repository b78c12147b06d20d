#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The files of the recordings in progress, and all the work on them: a recording streams into a new
/// temporary file beside its target and is renamed into place when it ends, so the target holds either
/// what it held before or a whole recording, never a part of one.
///
/// Everything runs under one lock, from the session's thread (``TranscriptRecorder``) or from the
/// thread that handles a termination signal (``TerminationSignals``, which ends every recording in
/// progress and keeps any from starting after it).
enum RecordingStore {
  /// A recording's file while it is being written.
  struct File: Sendable {
    /// Where the recording goes when it ends.
    let target: String
    /// The temporary file beside it that receives the lines.
    let temporary: String
    /// The temporary file, open for writing.
    let descriptor: Int32
    /// The byte offset of the `#! status:` header's digit.
    let statusOffset: Int
    /// The file at `target` when the recording started (`nil`: there was none).
    let targetAtStart: FileIdentity?
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

  /// Starts a recording to `target`: checks it, creates the temporary file beside it and writes `header`
  /// there. `header` holds `#! status: 0` at `statusOffset`.
  ///
  /// - Parameter readingFrom: the files the session reads its commands from (a recording must not
  ///   replace one).
  /// - Returns: the recording's id.
  /// - Throws: the one-line reason it cannot start.
  static func start(
    target: String, header: [UInt8], statusOffset: Int, readingFrom sources: [FileIdentity]
  ) throws(CommandError) -> Int {
    let shown = Console.singleLine(target)
    var info = stat()
    let existing: FileIdentity?
    if stat(target, &info) == 0 {
      let kind = FileKind(mode: info.st_mode)
      guard kind == .regular else {
        throw .failed("cannot record to \(shown): it is \(kind.description), not a regular file")
      }
      let identity = FileIdentity(info)
      if sources.contains(where: identity.isSameFile) {
        throw .failed("cannot record to \(shown): it is the file this session reads its commands from")
      }
      existing = identity
    } else {
      existing = nil
    }
    var template = Array((target + ".recording-XXXXXX").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else { throw .failed("cannot write \(shown): \(FileSystem.reason())") }
    let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    if existing != nil { _ = fchmod(descriptor, info.st_mode & 0o7777) }
    if let reason = FileSystem.write(header, to: descriptor) {
      _ = close(descriptor)
      _ = unlink(temporary)
      throw .failed("cannot write \(shown): \(reason)")
    }
    let file = File(
      target: target, temporary: temporary, descriptor: descriptor, statusOffset: statusOffset,
      targetAtStart: existing)
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

  /// Appends `bytes` (whole lines: `typedCount` typed ones, an `error:` line among them if `sawError`)
  /// to recording `id`.
  static func append(_ bytes: [UInt8], typedCount: Int, sawError: Bool, to id: Int) {
    state.withLock { state in
      guard !state.isEnding, var file = state.files[id], file.writeError == nil else { return }
      if let reason = FileSystem.write(bytes, to: file.descriptor) {
        file.writeError = reason
      } else {
        file.typedCount += typedCount
        file.sawError = file.sawError || sawError
      }
      state.files[id] = file
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
      path: file.target, reason: reason, keptAt: FileSystem.kind(at: file.temporary) == nil ? nil : file.temporary)
  }

  /// Writes `file`'s status, closes it and renames it into place unless its target changed meanwhile.
  private static func finish(_ file: File) -> Outcome {
    defer { _ = close(file.descriptor) }
    let path = file.target
    if let reason = file.writeError {
      _ = unlink(file.temporary)
      return .failed(path: path, reason: reason, keptAt: nil)
    }
    if file.sawError, let reason = FileSystem.write([UInt8(ascii: "1")], to: file.descriptor, at: file.statusOffset) {
      _ = unlink(file.temporary)
      return .failed(path: path, reason: reason, keptAt: nil)
    }
    if fsync(file.descriptor) != 0 && errno != EINVAL {
      let reason = FileSystem.reason()
      _ = unlink(file.temporary)
      return .failed(path: path, reason: reason, keptAt: nil)
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
        return .targetChanged(path: path, keptAt: file.temporary)
      } else if FileSystem.identity(at: path) == nil, rename(file.temporary, path) == 0 {
        // A file system without hard links: the rename is the next best thing.
      } else {
        return failed(file, reason: FileSystem.reason())
      }
    } else {
      return .targetChanged(path: path, keptAt: file.temporary)
    }
    return .saved(path: path, typedCount: file.typedCount)
  }
}
