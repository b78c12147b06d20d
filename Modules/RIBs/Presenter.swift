/// The base protocol of a RIB's presenter: what the interactor may ask of the view.
@MainActor
public protocol Presentable: AnyObject {}

/// The base class of a presenter that is separate from its view controller: it translates business
/// models into view models and back.
@MainActor
open class Presenter<ViewControllerType>: Presentable {
  /// The view controller this presenter drives.
  public let viewController: ViewControllerType

  /// Creates a presenter driving `viewController`.
  ///
  /// - Parameter viewController: The view controller the presenter drives.
  public init(viewController: ViewControllerType) {
    self.viewController = viewController
  }
}
