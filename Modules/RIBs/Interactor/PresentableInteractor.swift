/// An interactor that drives a presenter (usually its RIB's view controller, seen through a
/// `Presentable` protocol).
///
/// On deallocation it expects the presenter to be deallocated too (through ``LeakDetector``).
@MainActor
open class PresentableInteractor<PresenterType>: Interactor {
  /// The presenter this interactor drives.
  public final var presenter: PresenterType { storedPresenter.unsafelyUnwrapped }

  /// Creates an inactive interactor driving `presenter`.
  ///
  /// - Parameter presenter: The presenter (usually the view controller) the interactor drives.
  public init(presenter: PresenterType) {
    storedPresenter = presenter
  }

  /// ``presenter``; `nil` only once the `deinit` took it. `nonisolated(unsafe)` only for the `deinit`.
  private nonisolated(unsafe) var storedPresenter: PresenterType?

  /// Expects the presenter to go, on the main actor (see `MainActorTeardown`).
  nonisolated deinit {
    // Taken, not copied: when the expectation is registered later, in a task, the task holds the only
    // reference to the presenter.
    guard let presenter = storedPresenter.take().map({ $0 as AnyObject }) else { return }
    tearDownOnMainActor(PresenterRemains(presenter: consume presenter))
  }
}

/// What a deallocated presentable interactor leaves to do: expect its presenter to go.
private struct PresenterRemains: MainActorTeardown {
  let presenter: AnyObject

  @MainActor consuming func tearDown() {
    LeakDetector.instance.expectDeallocate(object: presenter)
  }
}
