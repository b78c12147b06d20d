/// Code a library runs when two overridable methods of any view controller run: what exchanging their
/// implementations once gives a library on iOS, and nothing more.
///
/// On iOS a library hears of `didMove(toParent:)` and `viewDidDisappear(_:)` by exchanging the methods'
/// implementations once (`method_exchangeImplementations`) with versions that run the originals, then
/// report. The model has no Objective-C runtime to exchange methods in, so ``UIViewController``'s own
/// implementations of the two methods run these hooks instead: every call that reaches them (UIKit's, app
/// code's, an override's `super` call) runs its hook with the same arguments, and a call that does not reach
/// them (an override that skips `super`) runs none, as with an exchanged method. An unset hook is skipped.
///
/// One library at a time: setting a hook replaces the one before. NavigatableRIBs sets both while it
/// tracks screens.
///
/// ```swift
/// UIViewControllerHooks.didMoveToParent = { viewController, parent in
///   if parent == nil { print("left its container:", viewController) }
/// }
/// ```
@MainActor
public enum UIViewControllerHooks {
  /// `didMove(toParent:)`, with the view controller and the parent it moved to (`nil` when it left its
  /// container: a pop of any kind, `setViewControllers`, a tab removed, `removeFromParent()`).
  public static var didMoveToParent: (@MainActor (UIViewController, UIViewController?) -> Void)?

  /// `viewDidDisappear(_:)`, with the view controller and whether the transition was animated.
  public static var viewDidDisappear: (@MainActor (UIViewController, Bool) -> Void)?
}
