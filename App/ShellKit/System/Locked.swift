#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A value behind a mutex, for the little state the session's thread shares with the thread that handles
/// termination signals (``TerminationSignals``): the recordings in progress.
///
/// `Synchronization.Mutex` would do, but needs macOS 15; this is the same on a `pthread_mutex_t`.
final class Locked<Value: Sendable>: @unchecked Sendable {
  // @unchecked: `value` is read and written only in `withLock`, under `mutex`.
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>
  private var value: Value

  init(_ value: Value) {
    self.value = value
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  /// Runs `body` with the value, holding the mutex.
  func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body(&value)
  }
}
