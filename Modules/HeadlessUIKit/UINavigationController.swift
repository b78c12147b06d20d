/// A stack of view controllers, modelled on UIKit's navigation controller.
///
/// The stack (`viewControllers`) changes synchronously; the transition (appearance callbacks,
/// `didMove(toParent:)`, delegate `willShow`/`didShow`) runs on a later turn of ``HeadlessRunLoop``.
/// Transitions of all containers run one at a time in request order, so an operation requested while
/// another is pending or running changes the stack at once and is shown after it. While a user gesture
/// (swipe back) is in flight, operations on this controller wait until the gesture ends and are applied
/// then (methods returning popped view controllers return nil for them).
///
/// A navigation controller that is not on screen changes its stack and containment without appearance
/// or delegate callbacks; when it appears, its top gets them, with `willShow`/`didShow`.
///
/// Misuse is refused with a warning and leaves the stack intact: pushing a view controller already in the
/// stack, one with another parent, a presented one, a window's root or a navigation controller; stacks
/// with duplicates; popping to a view controller not in the stack.
@MainActor
open class UINavigationController: UIViewController {
  /// The stack, bottom first, and each element's position (identity lookups).
  private(set) var stack: [UIViewController] = []
  private var positions: [ObjectIdentifier: Int] = [:]
  /// The child whose view is shown (the target of the last transition that ran).
  var displayedViewController: UIViewController?
  /// Set while `userBeginSwipeBack` calls `popViewController(animated:)`.
  var startsInteractivePop = false
  /// The interactive pop the last `popViewController` started.
  var startedInteractivePop: NavigationTransition?

  /// The delegate (weak).
  open weak var delegate: (any UINavigationControllerDelegate)?

  /// Creates an empty navigation controller.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Creates a navigation controller whose stack is `rootViewController`; its containment calls
  /// (`willMove`/`didMove(toParent:)`) happen at once.
  ///
  /// - Parameter rootViewController: The view controller at the bottom of the stack.
  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    if let refusal = refusalToStack(rootViewController) {
      UIKitEventLog.shared.warn(
        "init(rootViewController:) refused the root: " + refusal, rootViewController,
        container: self)
      return
    }
    guard attachChild(rootViewController) else { return }
    append(rootViewController)
    displayedViewController = rootViewController
    sendDidMove(rootViewController, toParent: self)
  }

  /// Creates an empty navigation controller from an archive.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  // MARK: The stack

  /// The stack, bottom first. Setting it is `setViewControllers(_:animated: false)`.
  open var viewControllers: [UIViewController] {
    get { stack }
    set { setViewControllers(newValue, animated: false) }
  }

  /// The top of the stack (during a swipe back: the destination).
  open var topViewController: UIViewController? { stack.last }

  /// The view controller presented by this controller (or its ancestors), else the top.
  open var visibleViewController: UIViewController? { presentedViewController ?? topViewController }

  /// Pushes `viewController`: `willMove(toParent:)` at once, the rest on a later turn.
  ///
  /// - Parameters:
  ///   - viewController: The view controller to push.
  ///   - animated: Whether the transition is animated.
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    performPush(viewController, animated: animated)
  }

  /// Pops the top: `willMove(toParent: nil)` at once, the rest on a later turn.
  ///
  /// - Parameter animated: Whether the transition is animated; either way the callbacks come on a later
  ///   turn of the run loop.
  /// - Returns: the popped view controller, or nil when the stack has fewer than two.
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    performPop(animated: animated)
  }

  /// Pops everything above `viewController` in one transition; every removed view controller gets
  /// `willMove`/`didMove(toParent: nil)`, only the top and `viewController` appearance callbacks.
  ///
  /// - Parameters:
  ///   - viewController: The view controller that becomes the top; it must be in the stack.
  ///   - animated: Whether the transition is animated.
  /// - Returns: the popped view controllers, bottom first (empty when it is the top); nil, with a
  ///   warning, when it is not in the stack.
  @discardableResult
  open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
    performPop(to: viewController, animated: animated)
  }

  /// Pops everything above the root, like ``popToViewController(_:animated:)``.
  ///
  /// - Parameter animated: Whether the transition is animated.
  /// - Returns: the popped view controllers, bottom first; nil when the stack is empty.
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    guard let root = stack.first else { return nil }
    return performPop(to: root, animated: animated)
  }

  /// Replaces the stack.
  ///
  /// The new top decides the transition: already on top → none; in the stack below the top → a pop
  /// transition; new → a push transition. Removed view controllers get `willMove(toParent: nil)` at once
  /// and `didMove(toParent: nil)` when the transition ends.
  ///
  /// - Parameters:
  ///   - viewControllers: The new stack, bottom first.
  ///   - animated: Whether the transition is animated.
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    performSet(viewControllers, animated: animated)
  }

  // MARK: Containment hooks

  override func appearanceChildren() -> [UIViewController] {
    displayedViewController.map { [$0] } ?? []
  }

  override func forwardBeginAppearance(_ isAppearing: Bool, animated: Bool) {
    if isAppearing, let shown = displayedViewController { sendWillShow(shown, animated: animated) }
    super.forwardBeginAppearance(isAppearing, animated: animated)
  }

  override func forwardEndAppearance(_ isAppearing: Bool, animated: Bool) {
    super.forwardEndAppearance(isAppearing, animated: animated)
    if isAppearing, let shown = displayedViewController { sendDidShow(shown, animated: animated) }
  }

  override func childWasDetached(_ child: UIViewController) {
    if displayedViewController === child { displayedViewController = nil }
    if stackContains(child) {
      stack.removeAll { $0 === child }
      rebuildPositions()
    }
  }
}

// MARK: - Behaviour

extension UINavigationController {
  func stackContains(_ viewController: UIViewController) -> Bool {
    positions[ObjectIdentifier(viewController)] != nil
  }

  private func append(_ viewController: UIViewController) {
    positions[ObjectIdentifier(viewController)] = stack.count
    stack.append(viewController)
  }

  private func rebuildPositions() {
    positions.removeAll(keepingCapacity: true)
    for (index, element) in stack.enumerated() { positions[ObjectIdentifier(element)] = index }
  }

  /// Why `viewController` cannot join this stack, or nil.
  func refusalToStack(_ viewController: UIViewController) -> String? {
    if viewController is UINavigationController {
      return "pushing a navigation controller (\(viewController.headlessDebugName)) is not supported."
    }
    if stackContains(viewController) {
      return "\(viewController.headlessDebugName) is already in the stack of \(headlessDebugName)."
    }
    if let parent = viewController.parentStorage, parent !== self {
      return "\(viewController.headlessDebugName) already has the parent \(parent.headlessDebugName)."
    }
    return refusalToAdopt(viewController)
  }

  /// Defers `operation` while a user gesture is in flight; returns true when deferred.
  private func deferredDuringGesture(_ operation: @escaping @MainActor () -> Void) -> Bool {
    guard gestureInFlight != nil else { return false }
    deferredOperations.append(operation)
    return true
  }

  /// Adds `viewController` as a child, or re-announces a child that is being popped.
  private func adopt(_ viewController: UIViewController) {
    if viewController.parentStorage === self {
      sendWillMove(viewController, toParent: self)
    } else {
      attachChild(viewController)
    }
  }

  func performPush(_ viewController: UIViewController, animated: Bool) {
    if deferredDuringGesture({ [self] in performPush(viewController, animated: animated) }) { return }
    if let refusal = refusalToStack(viewController) {
      UIKitEventLog.shared.warn("pushViewController refused: " + refusal, viewController, container: self)
      return
    }
    adopt(viewController)
    append(viewController)
    TransitionScheduler.shared.enqueue(
      NavigationTransition(
        navigation: self, target: viewController, added: [viewController], removed: [],
        animated: animated))
  }

  func performPop(animated: Bool) -> UIViewController? {
    if deferredDuringGesture({ [self] in _ = performPop(animated: animated) }) { return nil }
    guard stack.count >= 2 else { return nil }
    let top = stack.removeLast()
    positions[ObjectIdentifier(top)] = nil
    let interactive = startsInteractivePop && animated
    let willMoveAtEnd = interactive && !UIKitBehavior.profile.sendsWillMoveToNilAtInteractivePopBegin
    if !willMoveAtEnd { sendWillMove(top, toParent: nil) }
    let transition = NavigationTransition(
      navigation: self, target: stack.last, added: [], removed: [top], animated: animated,
      interactive: interactive, sendsWillMoveAtEnd: willMoveAtEnd)
    if interactive { startedInteractivePop = transition }
    TransitionScheduler.shared.enqueue(transition)
    return top
  }

  func performPop(to viewController: UIViewController, animated: Bool) -> [UIViewController]? {
    if deferredDuringGesture({ [self] in _ = performPop(to: viewController, animated: animated) }) { return nil }
    guard let index = positions[ObjectIdentifier(viewController)] else {
      UIKitEventLog.shared.warn(
        "popToViewController refused: \(viewController.headlessDebugName) is not in the stack of "
          + "\(headlessDebugName).", viewController, container: self)
      return nil
    }
    guard index < stack.count - 1 else { return [] }
    let removed = Array(stack[(index + 1)...])
    stack.removeSubrange((index + 1)...)
    for element in removed { positions[ObjectIdentifier(element)] = nil }
    for element in removed { sendWillMove(element, toParent: nil) }
    TransitionScheduler.shared.enqueue(
      NavigationTransition(
        navigation: self, target: viewController, added: [], removed: removed,
        animated: animated))
    return removed
  }

  func performSet(_ newStack: [UIViewController], animated: Bool) {
    if deferredDuringGesture({ [self] in performSet(newStack, animated: animated) }) { return }
    var seen = Set<ObjectIdentifier>()
    for element in newStack {
      guard seen.insert(ObjectIdentifier(element)).inserted else {
        UIKitEventLog.shared.warn(
          "setViewControllers refused: \(element.headlessDebugName) appears twice.", element, container: self)
        return
      }
      if stackContains(element) { continue }
      if let refusal = refusalToStack(element) {
        UIKitEventLog.shared.warn("setViewControllers refused: " + refusal, element, container: self)
        return
      }
    }
    let removed = stack.filter { !seen.contains(ObjectIdentifier($0)) }
    let added = newStack.filter { !stackContains($0) }
    for element in removed { sendWillMove(element, toParent: nil) }
    for element in added { adopt(element) }
    stack = newStack
    rebuildPositions()
    TransitionScheduler.shared.enqueue(
      NavigationTransition(
        navigation: self, target: newStack.last, added: added, removed: removed,
        animated: animated))
  }

  /// Logs and calls the delegate's `willShow`.
  func sendWillShow(_ viewController: UIViewController, animated: Bool) {
    UIKitEventLog.shared.emit(.navigationWillShow(animated: animated), viewController, container: self)
    delegate?.navigationController(self, willShow: viewController, animated: animated)
  }

  /// Logs and calls the delegate's `didShow`.
  func sendDidShow(_ viewController: UIViewController, animated: Bool) {
    UIKitEventLog.shared.emit(.navigationDidShow(animated: animated), viewController, container: self)
    delegate?.navigationController(self, didShow: viewController, animated: animated)
  }

  /// Puts the top back after a cancelled swipe (it never stopped being a child).
  func restoreTop(_ viewController: UIViewController) {
    append(viewController)
  }
}
