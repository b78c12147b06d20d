/// A view controller: containment, the view lifecycle, presentation and transitions, modelled on UIKit.
///
/// Subclasses override the lifecycle methods exactly as on iOS. The framework records every callback in
/// ``UIKitEventLog`` right before calling the overridable method. Appearance callbacks are forwarded to
/// the children a container shows (all children of a plain view controller, the shown child of a
/// navigation or tab bar controller). A child added to an already visible custom container gets no
/// appearance callbacks until the container next appears (no view hierarchy is modelled); custom
/// containers may drive them with ``beginAppearanceTransition(_:animated:)``.
@MainActor
open class UIViewController: UIResponder {
  // MARK: Identity

  private static var serialCounter = 0
  /// A number unique to this instance for the life of the process: `7` in `Detail 1 #7`.
  ///
  /// Event descriptions name view controllers by it; tools (the shell) use it as the screen's short id.
  public let headlessSerial: Int
  /// The nib name and bundle given at creation; nil when both are (the usual case), so a view controller
  /// made without a nib keeps one word for them.
  private let storedNib: NibReference?

  // MARK: Stored state used across the model's files

  private(set) var loadedView: UIView?
  weak var parentStorage: UIViewController?
  var childList = ChildList()
  var appearState = AppearState.disappeared
  /// The `animated` flag of the appearance change in progress, for its end callback.
  var appearanceAnimated = false
  var movingToParentFlag = false
  var movingFromParentFlag = false
  var beingPresentedFlag = false
  var beingDismissedFlag = false
  /// Whether `loadView()` is running (beside the other flags: they share one word).
  private var isLoadingView = false
  /// The window whose root this view controller is.
  weak var hostingWindow: UIWindow?
  weak var ownPresentingViewController: UIViewController?
  var ownPresentedViewController: UIViewController?
  /// Set on a presented view controller: how it was presented.
  var presentationRecord: PresentationRecord?
  var ownPresentationController: UIPresentationController?
  /// Transitions this view controller takes part in as a container, requested and not finished, in order.
  var unfinishedTransitions = UnfinishedTransitions()
  /// The coordinator of the transition that currently moves this view controller's view.
  var ownTransitionCoordinator: HeadlessTransitionCoordinator?
  /// A user gesture in flight on this container; operations requested meanwhile wait in `deferredOperations`.
  var gestureInFlight: HeadlessTransition?
  var deferredOperations: [@MainActor () -> Void] = []
  private var storedNavigationItem: UINavigationItem?
  private var storedTabBarItem: UITabBarItem?

  // MARK: Creating

  /// Creates a view controller (nibs are not loaded; the names are only stored).
  ///
  /// - Parameters:
  ///   - nibNameOrNil: The name of the nib file that would hold the view; stored as ``nibName``.
  ///   - nibBundleOrNil: The bundle that would hold the nib; stored as ``nibBundle``.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    UIViewController.serialCounter += 1
    headlessSerial = UIViewController.serialCounter
    if nibNameOrNil == nil && nibBundleOrNil == nil {
      storedNib = nil
    } else {
      storedNib = NibReference(name: nibNameOrNil, bundle: nibBundleOrNil)
    }
    super.init()
  }

  /// Creates a view controller from an archive (nothing is decoded).
  public required init?(coder: NSCoder) {
    UIViewController.serialCounter += 1
    headlessSerial = UIViewController.serialCounter
    storedNib = nil
    super.init()
  }

  /// Creates a view controller without a nib.
  public override convenience init() {
    self.init(nibName: nil, bundle: nil)
  }

  /// The nib name given at creation.
  open var nibName: String? { storedNib?.name }

  /// The bundle given at creation.
  open var nibBundle: Bundle? { storedNib?.bundle }

  // MARK: Titles and items

  /// The title; setting it also sets the navigation item's and the tab bar item's titles.
  open var title: String? {
    didSet {
      storedNavigationItem?.title = title
      storedTabBarItem?.title = title
    }
  }

  /// The navigation-bar item of this view controller, created on first use with the current title.
  open var navigationItem: UINavigationItem {
    if let storedNavigationItem { return storedNavigationItem }
    let item = UINavigationItem()
    item.title = title
    storedNavigationItem = item
    return item
  }

  /// The tab-bar item of this view controller, created on first use with the current title.
  open var tabBarItem: UITabBarItem! {
    get {
      if let storedTabBarItem { return storedTabBarItem }
      let item = UITabBarItem(title: title, image: nil, tag: 0)
      storedTabBarItem = item
      return item
    }
    set { storedTabBarItem = newValue }
  }

  /// The name events use: the title (else the navigation item's title, else the type name) and the
  /// instance's serial number, such as `Detail #2`.
  public var headlessDebugName: String { headlessNameParts.text }

  /// What ``headlessDebugName`` is made of, captured without building the string.
  var headlessNameParts: HeadlessNameParts {
    HeadlessNameParts(title: title ?? storedNavigationItem?.title, type: type(of: self), serial: headlessSerial)
  }

  // MARK: The view

  /// The root view, loaded on first access (`loadView`, then `viewDidLoad`).
  open var view: UIView! {
    get {
      if loadedView == nil {
        if isLoadingView {
          loadedView = UIView()
        } else {
          loadViewIfNeeded()
        }
      }
      return loadedView
    }
    set { loadedView = newValue }
  }

  /// Whether the view is loaded.
  open var isViewLoaded: Bool { loadedView != nil }

  /// The view if it is loaded, without loading it.
  open var viewIfLoaded: UIView? { loadedView }

  /// Loads the view if it is not loaded yet: `loadView()`, then `viewDidLoad()`.
  open func loadViewIfNeeded() {
    guard loadedView == nil, !isLoadingView else { return }
    isLoadingView = true
    loadView()
    isLoadingView = false
    if loadedView == nil { loadedView = UIView() }
    UIKitEventLog.shared.emit(.viewDidLoad, self)
    viewDidLoad()
  }

  /// Creates the view; the default creates a plain `UIView`. Overrides assign `view` without calling super.
  open func loadView() {
    loadedView = UIView()
  }

  /// Called once the view is loaded.
  open func viewDidLoad() {}

  /// Called before the view appears.
  ///
  /// - Parameter animated: Whether the transition is animated.
  open func viewWillAppear(_ animated: Bool) {}

  /// Called after the view appeared.
  ///
  /// - Parameter animated: Whether the transition is animated.
  open func viewDidAppear(_ animated: Bool) {}

  /// Called before the view disappears.
  ///
  /// - Parameter animated: Whether the transition is animated.
  open func viewWillDisappear(_ animated: Bool) {}

  /// Called after the view disappeared. Overrides must call `super`, as in UIKit: this implementation runs
  /// ``UIViewControllerHooks/viewDidDisappear`` (where a library that exchanged the method on iOS would
  /// hear of the call).
  ///
  /// - Parameter animated: Whether the transition is animated.
  open func viewDidDisappear(_ animated: Bool) {
    UIViewControllerHooks.viewDidDisappear?(self, animated)
  }

  // MARK: Containment (behaviour in UIViewController+Containment.swift)

  /// The container this view controller is a child of (weak, as in UIKit).
  open var parent: UIViewController? { parentStorage }

  /// The children, in the order they were added. A child being popped stays a child until its pop
  /// transition ends (`didMove(toParent: nil)`).
  open var children: [UIViewController] { childList.elements }

  /// The nearest navigation controller among the ancestors.
  open var navigationController: UINavigationController? {
    var candidate = parentStorage
    while let current = candidate {
      if let navigation = current as? UINavigationController { return navigation }
      candidate = current.parentStorage
    }
    return nil
  }

  /// The nearest tab bar controller among the ancestors.
  open var tabBarController: UITabBarController? {
    var candidate = parentStorage
    while let current = candidate {
      if let tabs = current as? UITabBarController { return tabs }
      candidate = current.parentStorage
    }
    return nil
  }

  /// Adds a child: calls `willMove(toParent: self)` on it, then links it.
  ///
  /// Call `didMove(toParent:)` yourself afterwards, as in UIKit. A child of another parent is removed from it
  /// first. Adding self, an ancestor, a window's root or a presented view controller is refused with a
  /// warning.
  ///
  /// - Parameter childController: The view controller to add.
  open func addChild(_ childController: UIViewController) {
    attachChild(childController)
  }

  /// Unlinks this view controller from its parent, then calls `didMove(toParent: nil)` on it. Call
  /// `willMove(toParent: nil)` yourself before, as in UIKit. Does nothing without a parent.
  open func removeFromParent() {
    detachFromParent()
  }

  /// Called before the view controller is added to or removed from a container.
  ///
  /// - Parameter parent: The new parent, or `nil` when leaving one.
  open func willMove(toParent parent: UIViewController?) {}

  /// Called after the view controller was added to or removed from a container. Overrides must call
  /// `super`, as in UIKit: this implementation runs ``UIViewControllerHooks/didMoveToParent`` (where a
  /// library that exchanged the method on iOS would hear of the call).
  ///
  /// - Parameter parent: The new parent, or `nil` after leaving one.
  open func didMove(toParent parent: UIViewController?) {
    UIViewControllerHooks.didMoveToParent?(self, parent)
  }

  /// Hook for containers: a child was unlinked (by the container or by app code calling removeFromParent).
  func childWasDetached(_ child: UIViewController) {}

  // MARK: Appearance (behaviour in UIViewController+Appearance.swift)

  /// Whether appearance callbacks are forwarded to the children automatically (true).
  open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

  /// Starts an appearance (`isAppearing`) or disappearance of this view controller.
  ///
  /// It sends `viewWillAppear`/`viewWillDisappear` and forwards to the shown children. Redundant calls
  /// (appearing while already appearing or appeared, and the reverse) do nothing.
  ///
  /// - Parameters:
  ///   - isAppearing: `true` to appear, `false` to disappear.
  ///   - animated: Whether the transition is animated.
  open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    performBeginAppearance(isAppearing, animated: animated)
  }

  /// Ends the appearance or disappearance started last: sends `viewDidAppear`/`viewDidDisappear` and
  /// forwards to the shown children. Does nothing when none is in progress.
  open func endAppearanceTransition() {
    performEndAppearance()
  }

  /// The children that receive forwarded appearance callbacks: all children of a plain view controller.
  func appearanceChildren() -> [UIViewController] { childList.elements }

  /// Forwards the start of an appearance change to the shown children; containers add their own calls.
  func forwardBeginAppearance(_ isAppearing: Bool, animated: Bool) {
    for child in appearanceChildren() { child.performBeginAppearance(isAppearing, animated: animated) }
  }

  /// Forwards the end of an appearance change to the shown children; containers add their own calls.
  func forwardEndAppearance(_ isAppearing: Bool, animated: Bool) {
    for child in appearanceChildren() { child.performEndAppearance() }
  }

  // MARK: Presentation (behaviour in UIViewController+Presentation.swift)

  /// The view controller that presented this one, or the nearest ancestor's presenter (weak).
  open var presentingViewController: UIViewController? {
    // Starting from `self`'s own fields, not from a copy of `self`: no retain of this view controller.
    if let presenter = ownPresentingViewController { return presenter }
    var current = parentStorage
    while let node = current {
      if let presenter = node.ownPresentingViewController { return presenter }
      current = node.parentStorage
    }
    return nil
  }

  /// The view controller this one (or the nearest ancestor that presents) presents.
  open var presentedViewController: UIViewController? {
    if let presented = ownPresentedViewController { return presented }
    var current = parentStorage
    while let node = current {
      if let presented = node.ownPresentedViewController { return presented }
      current = node.parentStorage
    }
    return nil
  }

  /// The presentation controller managing this view controller's presentation, created on first access
  /// so its delegate can be set before presenting. A child returns the one of its containment root (the
  /// nearest presented ancestor), as in UIKit.
  open var presentationController: UIPresentationController? {
    if let ownPresentationController { return ownPresentationController }
    if parentStorage != nil { return containmentRoot.presentationController }
    let controller = UIPresentationController(presentedViewController: self, presenting: ownPresentingViewController)
    ownPresentationController = controller
    return controller
  }

  /// The presentation style; `.automatic` (the default) behaves as `.pageSheet`.
  open var modalPresentationStyle: UIModalPresentationStyle = .automatic

  /// When true, a sheet cannot be swiped down; the swipe only calls
  /// `presentationControllerDidAttemptToDismiss`.
  open var isModalInPresentation: Bool = false

  /// Presents `viewControllerToPresent`.
  ///
  /// The links (`presentedViewController`, `presentingViewController`) are set at once; the transition
  /// runs on a later run-loop turn, then `completion` is called.
  ///
  /// The presentation is hosted by the root of this view controller's containment tree. Refused with a
  /// warning (completion not called), like UIKit: when the host already presents, when the host is not
  /// in a window, or when the view controller is already presented, has a parent, is a window's root or
  /// is an ancestor of this one.
  ///
  /// - Parameters:
  ///   - viewControllerToPresent: The view controller to present.
  ///   - flag: Whether the transition is animated.
  ///   - completion: Called after the transition, on a later turn.
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {
    performPresent(viewControllerToPresent, animated: flag, completion: completion)
  }

  /// Dismisses what this view controller (or its nearest presenting ancestor) presents, with everything
  /// above it; if it presents nothing, asks its presenter to dismiss it.
  ///
  /// Only the top of a dismissed chain animates. Links are cleared from the presenter at once; the
  /// transition runs on a later turn, then `completion` is called. Does nothing (no completion) when there
  /// is nothing to dismiss.
  ///
  /// - Parameters:
  ///   - flag: Whether the transition is animated.
  ///   - completion: Called after the transition, on a later turn.
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    performDismiss(animated: flag, completion: completion)
  }

  // MARK: Transition flags

  /// True inside the appearance callbacks of a view controller being added to a container (push).
  open var isMovingToParent: Bool { movingToParentFlag }

  /// True inside the disappearance callbacks of a view controller being removed from a container (pop),
  /// including a swipe back that is later cancelled.
  open var isMovingFromParent: Bool { movingFromParentFlag }

  /// True inside the appearance callbacks of a view controller being presented.
  open var isBeingPresented: Bool { beingPresentedFlag }

  /// True inside the disappearance callbacks of a view controller being dismissed.
  open var isBeingDismissed: Bool { beingDismissedFlag }

  /// The coordinator of the animated transition this view controller (or its parent) takes part in;
  /// nil when no transition runs or the transition is not animated.
  open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
    if let ownTransitionCoordinator { return ownTransitionCoordinator }
    if let coordinator = containerTransitionCoordinator { return coordinator }
    return parentStorage?.transitionCoordinator
  }

  /// The coordinator of the first unfinished animated transition of this container.
  var containerTransitionCoordinator: HeadlessTransitionCoordinator? {
    unfinishedTransitions.firstCoordinator
  }

  /// Whether a transition of this container is requested and not finished, or a gesture is in flight.
  var hasUnfinishedTransitions: Bool { !unfinishedTransitions.isEmpty || gestureInFlight != nil }

  /// Whether a person could touch this container now: it is on screen in a visible window, no presentation
  /// covers it, none of its transitions is pending or running, and no other gesture is in flight (UIKit
  /// ignores touches while a transition the user drives runs).
  var acceptsTouches: Bool {
    isShownOnScreen && windowOfHierarchy != nil && !isCoveredByPresentation && !hasUnfinishedTransitions
      && !TransitionScheduler.shared.isUserGestureInFlight
  }

  /// Whether a presentation covers this view controller, so a person cannot touch it: the root of its
  /// containment tree presents, is presenting or dismissing (also while the user drags its sheet, when
  /// `presentedViewController` is already nil), or is being presented or dismissed itself.
  ///
  /// UIKit dims what a sheet leaves uncovered "to prevent the user from interacting with" it
  /// (developer.apple.com/documentation/uikit/uimodalpresentationstyle/pagesheet); full-screen styles hide it.
  var isCoveredByPresentation: Bool {
    let root = containmentRoot
    if root.ownPresentedViewController != nil || root.gestureInFlight is DismissTransition { return true }
    return root.unfinishedTransitions.containsPresentation
  }
}

/// Where a view controller is in its appearance cycle.
enum AppearState {
  case disappeared, appearing, appeared, disappearing
}

/// A view controller's debug name, captured cheaply; the text is built only when read.
struct HeadlessNameParts {
  let title: String?
  let type: UIViewController.Type
  let serial: Int

  /// `Detail #3`; an untitled view controller by its type's name (what `String(describing:)` gives, without
  /// its casts of the metatype, which cost over a million instructions on Linux).
  var text: String { "\(title ?? _typeName(type, qualified: false)) #\(serial)" }
}

/// A view controller's nib name and bundle, kept only when one of them was given.
private final class NibReference {
  let name: String?
  let bundle: Bundle?

  init(name: String?, bundle: Bundle?) {
    self.name = name
    self.bundle = bundle
  }
}
