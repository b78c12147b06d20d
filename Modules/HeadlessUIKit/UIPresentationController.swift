/// The object managing a presentation; its delegate hears about the user's swipes on sheets.
///
/// A view controller creates its presentation controller on first access of `presentationController`,
/// so the delegate can be set before presenting. Both view controller references are weak here (UIKit
/// keeps them unowned).
@MainActor
open class UIPresentationController: NSObject {
  private weak var presentedStorage: UIViewController?
  weak var presentingStorage: UIViewController?

  /// The delegate (weak).
  open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

  /// Creates a presentation controller for `presentedViewController`.
  ///
  /// - Parameters:
  ///   - presentedViewController: The view controller being presented.
  ///   - presentingViewController: The view controller that presents it.
  public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
    presentedStorage = presentedViewController
    presentingStorage = presentingViewController
    super.init()
  }

  /// The presented view controller.
  ///
  /// Non-optional, as UIKit declares it. Reading it once the view controller is gone stops the program (UIKit
  /// keeps it unowned).
  open var presentedViewController: UIViewController {
    guard let presentedStorage else {
      preconditionFailure("UIPresentationController.presentedViewController read after the view controller is gone")
    }
    return presentedStorage
  }

  /// The presenting view controller.
  ///
  /// Non-optional, as UIKit declares it. Reading it before the presentation (the presentation controller
  /// made by an early `presentationController` access has no presenter yet) stops the program.
  open var presentingViewController: UIViewController {
    guard let presentingStorage else {
      preconditionFailure("UIPresentationController.presentingViewController read before the presentation")
    }
    return presentingStorage
  }

  /// The presented view controller's style, resolved (`.automatic` reads `.pageSheet`).
  open var presentationStyle: UIModalPresentationStyle {
    presentedStorage?.presentationRecord?.style ?? presentedStorage?.modalPresentationStyle.resolved ?? .none
  }

  /// Simulates the start of a swipe down on the sheet; see `UIViewController.userBeginSwipeDownSheet()`.
  /// HeadlessUIKit only.
  ///
  /// - Returns: whether a dismissal started; false also when nothing is presented.
  @discardableResult
  public func userBeginSwipeDownSheet() -> Bool { presentedStorage?.userBeginSwipeDownSheet() ?? false }

  /// Simulates completing the swipe down; see `UIViewController.userFinishSwipeDownSheet()`.
  /// HeadlessUIKit only.
  ///
  /// - Returns: false when no swipe is in flight.
  @discardableResult
  public func userFinishSwipeDownSheet() -> Bool { presentedStorage?.userFinishSwipeDownSheet() ?? false }

  /// Simulates the sheet snapping back; see `UIViewController.userCancelSwipeDownSheet()`.
  /// HeadlessUIKit only.
  ///
  /// - Returns: false when no swipe is in flight.
  @discardableResult
  public func userCancelSwipeDownSheet() -> Bool { presentedStorage?.userCancelSwipeDownSheet() ?? false }

  /// Simulates a complete swipe down (begin, then finish). HeadlessUIKit only.
  ///
  /// - Returns: whether the dismissal started.
  @discardableResult
  public func userSwipeDownSheet() -> Bool { presentedStorage?.userSwipeDownSheet() ?? false }
}

/// How a view controller was presented.
struct PresentationRecord {
  /// The resolved style.
  let style: UIModalPresentationStyle
  /// Whether the presenter got disappear callbacks (and gets appear callbacks on dismissal).
  let removesPresenter: Bool
}
