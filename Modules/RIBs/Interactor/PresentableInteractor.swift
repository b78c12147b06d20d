/// An interactor that drives a presenter (usually its RIB's view controller, seen through a
/// `Presentable` protocol).
///
/// On deallocation it expects the presenter to be deallocated too (through ``LeakDetector``).
@MainActor
open class PresentableInteractor<PresenterType>: Interactor {
  /// The presenter this interactor drives.
  public let presenter: PresenterType

  /// Creates an inactive interactor driving `presenter`.
  ///
  /// - Parameter presenter: The presenter (usually the view controller) the interactor drives.
  public init(presenter: PresenterType) {
    self.presenter = presenter
    super.init()
    // Kept by Interactor, whose deinit expects it to go (one deinit per interactor: see MainActorTeardown).
    presenterObject = presenter as AnyObject
  }
}
