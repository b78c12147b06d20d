/// The presentation controller's delegate: the user's attempts to swipe a sheet down.
///
/// None of these methods is called for a programmatic `dismiss(animated:completion:)`. UIKit's is an
/// `@objc` protocol with optional methods; here they have default implementations (`ShouldDismiss`
/// returns true).
@MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
  /// Asked when the user starts swiping the sheet down (not when `isModalInPresentation` is true);
  /// `false` prevents it, and `presentationControllerDidAttemptToDismiss` follows.
  ///
  /// - Parameter presentationController: The sheet's presentation controller.
  /// - Returns: `false` to keep the sheet.
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool

  /// The user's swipe started a dismissal (it may still snap back).
  ///
  /// - Parameter presentationController: The sheet's presentation controller.
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController)

  /// The user's swipe dismissed the sheet, after the presented view controller's `viewDidDisappear`.
  ///
  /// - Parameter presentationController: The sheet's presentation controller.
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController)

  /// The user tried to swipe the sheet down while it could not be dismissed.
  ///
  /// - Parameter presentationController: The sheet's presentation controller.
  func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
  /// Returns true.
  public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
    true
  }

  /// Does nothing.
  public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}

  /// Does nothing.
  public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}

  /// Does nothing.
  public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}
