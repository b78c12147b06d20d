/// The keys of the view controllers taking part in a transition.
public struct UITransitionContextViewControllerKey: Hashable, RawRepresentable, Sendable {
  /// The key's name.
  public let rawValue: String

  /// Creates a key from its name.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// The view controller visible at the start of the transition.
  public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")

  /// The view controller visible at the end of a completed transition.
  public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

/// What a transition coordinator tells about the running transition.
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
  /// Whether the transition is animated (always true: non-animated transitions have no coordinator).
  var isAnimated: Bool { get }
  /// Whether the user drives the transition right now.
  var isInteractive: Bool { get }
  /// Whether the transition started interactively.
  var initiallyInteractive: Bool { get }
  /// Whether the transition was cancelled (an interactive one the user let go back).
  var isCancelled: Bool { get }
  /// Whether the transition can be interrupted (false in this model).
  var isInterruptible: Bool { get }
  /// The presentation style of a presentation or dismissal (`.none` for container transitions).
  var presentationStyle: UIModalPresentationStyle { get }
  /// The nominal duration, in seconds.
  var transitionDuration: TimeInterval { get }
  /// How far an interactive transition has come, 0...1.
  var percentComplete: CGFloat { get }
  /// The speed of the completion animation after an interactive part (1 in this model).
  var completionVelocity: CGFloat { get }
  /// The view controller for `key`.
  ///
  /// - Parameter key: `.from` or `.to`.
  /// - Returns: The view controller, or `nil` when the transition has none for `key`.
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
}

/// The coordinator of an animated transition: run code alongside it, learn when it ends or when its
/// interactive part ends.
@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
  /// Runs `animation` with the transition's animations and `completion` when it completes or is cancelled.
  ///
  /// - Parameters:
  ///   - animation: Run with the transition's animations; nil for none.
  ///   - completion: Run when the transition completes or is cancelled; nil for none.
  /// - Returns: false when the transition has already completed (nothing is scheduled).
  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool

  /// Calls `handler` when the interactive part of the transition ends (finished or cancelled).
  ///
  /// - Parameter handler: Receives the transition's context.
  func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}
