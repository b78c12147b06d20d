/// Code a library runs when UIKit calls some overridable methods of any view controller.
///
/// On iOS a library hears of these calls by exchanging the methods' implementations once
/// (`method_exchangeImplementations`) with versions that report and run the originals. The model has no
/// Objective-C runtime to exchange methods in, so it offers a hook for each of those calls instead. A hook
/// runs where the model logs the call in ``UIKitEventLog``: after the log's subscribers, right before the
/// method itself. An unset hook is skipped; no event is built for it.
///
/// One library at a time: setting a hook replaces the one before. NavigatableRIBs sets all three while it
/// tracks screens.
///
/// ```swift
/// UIViewControllerHooks.didLeaveParent = { viewController in print("left:", viewController) }
/// ```
@MainActor
public enum UIViewControllerHooks {
  /// `didMove(toParent: nil)`: the view controller left its parent container (a pop of any kind,
  /// `setViewControllers`, a tab removed, `removeFromParent()`).
  public static var didLeaveParent: (@MainActor (UIViewController) -> Void)?

  /// `viewDidDisappear(_:)`.
  public static var viewDidDisappear: (@MainActor (UIViewController) -> Void)?

  /// `presentationControllerDidDismiss(_:)`, with the presented view controller: the user dismissed a
  /// sheet (called whether or not the presentation controller has a delegate).
  public static var presentationDidDismiss: (@MainActor (UIViewController) -> Void)?
}
