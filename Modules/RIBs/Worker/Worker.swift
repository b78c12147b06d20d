/// The base class of a worker: logic that runs while an interactor is active, started by that
/// interactor (usually in `didBecomeActive()`).
///
/// After ``start(_:)`` the worker follows the scope: each time the scope becomes active ``didStart(_:)``
/// runs, each time it deactivates ``didStop()`` runs and the subscriptions tied with
/// `cancelOnStop(worker:)` are cancelled. ``stop()`` ends that. The worker holds the scope weakly, so an
/// interactor may keep its workers without a retain cycle.
///
/// ```swift
/// final class LocationWorker: Worker {
///   override func didStart(_ interactorScope: InteractorScope) {
///     locations.sink { [weak self] in self?.record($0) }.cancelOnStop(worker: self)
///   }
/// }
/// ```
@MainActor
open class Worker: Working {
  /// Whether the worker has been started (and not stopped). It stays `true` while the scope is inactive:
  /// the worker resumes when the scope becomes active again.
  public final var isStarted: Bool { isStartedSubject.value }

  /// Whether the worker has been started: the current value on subscription, then every change.
  public final var isStartedStream: AnyPublisher<Bool, Never> {
    isStartedSubject.removeDuplicates().eraseToAnyPublisher()
  }

  /// Whether ``didStart(_:)`` has run and ``didStop()`` has not run since: the scope is active and the
  /// worker is started.
  public final var isWorking: Bool { workCancellables != nil }

  /// Creates a stopped worker.
  public init() {}

  /// Starts the worker within `interactorScope`: ``didStart(_:)`` runs now if the scope is active, or when
  /// it becomes active. Does nothing when already started.
  ///
  /// - Parameter interactorScope: The scope (usually an interactor) whose active periods the worker works in.
  public final func start(_ interactorScope: any InteractorScope) {
    guard !isStarted else { return }
    isStartedSubject.send(true)
    let weakScope = WeakInteractorScope(interactorScope)
    scopeBinding = interactorScope.isActiveStream
      .sink { [weak self] isActive in
        guard let self else { return }
        if isActive {
          if isStarted, !isWorking { beginWork(weakScope) }
        } else {
          endWork()
        }
      }
  }

  /// Called each time the worker begins working: after ``start(_:)`` with an active scope, and each time
  /// the scope becomes active again. The default does nothing.
  ///
  /// - Parameter interactorScope: The scope the worker was started in.
  open func didStart(_ interactorScope: any InteractorScope) {}

  /// Stops the worker: ``didStop()`` runs if it was working, its subscriptions are cancelled and it no
  /// longer follows the scope. Does nothing when not started.
  public final func stop() {
    guard isStarted else { return }
    isStartedSubject.send(false)
    scopeBinding?.cancel()
    scopeBinding = nil
    endWork()
  }

  /// Called each time the worker stops working: on ``stop()`` and each time the scope deactivates. The
  /// default does nothing.
  open func didStop() {}

  // MARK: - Internal

  /// Subscriptions tied to the current working period; `nil` while not working.
  var workCancellables: [AnyCancellable]?

  // MARK: - Private

  private let isStartedSubject = CurrentValueSubject<Bool, Never>(false)
  private var scopeBinding: AnyCancellable?

  private func beginWork(_ scope: any InteractorScope) {
    workCancellables = []
    didStart(scope)
  }

  private func endWork() {
    guard let cancellables = workCancellables else { return }
    workCancellables = nil
    cancellables.forEach { $0.cancel() }
    didStop()
  }

  isolated deinit {
    scopeBinding?.cancel()
    workCancellables?.forEach { $0.cancel() }
    isStartedSubject.send(completion: .finished)
  }
}

/// The scope a worker hands to `didStart`: the interactor's, without retaining the interactor.
@MainActor
private final class WeakInteractorScope: InteractorScope {
  private weak var source: (any InteractorScope)?
  private let stream: AnyPublisher<Bool, Never>

  init(_ source: any InteractorScope) {
    self.source = source
    self.stream = source.isActiveStream
  }

  var isActive: Bool { source?.isActive ?? false }
  var isActiveStream: AnyPublisher<Bool, Never> { stream }
}
