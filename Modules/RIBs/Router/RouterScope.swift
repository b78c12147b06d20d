/// The lifecycle events of a router.
public enum RouterLifecycle: Sendable, Equatable {
  /// The router loaded: it is attached (or launched) and its `didLoad()` is about to run.
  case didLoad
}

/// The lifecycle of a router, for objects whose work is bound to it.
@MainActor
public protocol RouterScope: AnyObject {
  /// Emits ``RouterLifecycle/didLoad`` once when the router loads; completes when it is deallocated.
  var lifecycle: AnyPublisher<RouterLifecycle, Never> { get }
}
