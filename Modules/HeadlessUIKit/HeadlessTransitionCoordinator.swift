/// The model's transition coordinator: created for every animated transition.
@MainActor
final class HeadlessTransitionCoordinator: UIViewControllerTransitionCoordinator {
  typealias Handler = (any UIViewControllerTransitionCoordinatorContext) -> Void

  private(set) var isInteractive: Bool
  let initiallyInteractive: Bool
  private(set) var isCancelled = false
  let presentationStyle: UIModalPresentationStyle
  private(set) var percentComplete: CGFloat = 0
  private weak var fromViewController: UIViewController?
  private weak var toViewController: UIViewController?

  private var animations: [Handler] = []
  private var completions: [Handler] = []
  private var interactionHandlers: [Handler] = []
  private var animationsRan = false
  private var completed = false

  init(
    from: UIViewController?, to: UIViewController?, interactive: Bool,
    presentationStyle: UIModalPresentationStyle = .none
  ) {
    fromViewController = from
    toViewController = to
    isInteractive = interactive
    initiallyInteractive = interactive
    self.presentationStyle = presentationStyle
  }

  var isAnimated: Bool { true }
  var isInterruptible: Bool { false }
  var transitionDuration: TimeInterval { 0.35 }
  var completionVelocity: CGFloat { 1 }

  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
    switch key {
    case .from: fromViewController
    case .to: toViewController
    default: nil
    }
  }

  @discardableResult
  func animate(alongsideTransition animation: Handler?, completion: Handler?) -> Bool {
    guard !completed else { return false }
    if let animation {
      if animationsRan { animation(self) } else { animations.append(animation) }
    }
    if let completion { completions.append(completion) }
    return true
  }

  func notifyWhenInteractionChanges(_ handler: @escaping Handler) {
    guard isInteractive else { return }
    interactionHandlers.append(handler)
  }

  // MARK: Driven by the transitions

  /// Sets the view controllers once the transition starts (earlier ones may have changed what is shown).
  func setParticipants(from: UIViewController?, to: UIViewController?) {
    fromViewController = from
    toViewController = to
  }

  /// The animations start (right after the "will" callbacks).
  func runAnimations() {
    guard !animationsRan else { return }
    animationsRan = true
    let pending = animations
    animations = []
    for animation in pending { animation(self) }
  }

  /// The user's finger moved.
  func update(percentComplete: Double) {
    self.percentComplete = CGFloat(min(1, max(0, percentComplete)))
  }

  /// The interactive part ended, finished or cancelled.
  func endInteraction(cancelled: Bool) {
    isInteractive = false
    isCancelled = cancelled
    percentComplete = cancelled ? 0 : 1
    let handlers = interactionHandlers
    interactionHandlers = []
    for handler in handlers { handler(self) }
  }

  /// The transition completed: completion handlers run (including ones added by them).
  func complete() {
    runAnimations()
    while !completions.isEmpty {
      let pending = completions
      completions = []
      for completion in pending { completion(self) }
    }
    completed = true
  }
}
