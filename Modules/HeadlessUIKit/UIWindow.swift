/// A window: holds the root view controller and shows it when visible.
///
/// Setting ``rootViewController`` of a visible window, or making a window visible, gives the root
/// appearance callbacks on the next run-loop turn (``HeadlessRunLoop``). Only one window is key at a time.
@MainActor
open class UIWindow: UIView {
  /// The window that is key, if any.
  private static weak var currentKeyWindow: UIWindow?

  private var root: UIViewController?
  private var hidden = true

  /// Creates a hidden window with no root view controller.
  public override init() {
    super.init()
  }

  /// Creates a hidden window with a frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// The view controller whose view fills the window; the window retains it.
  ///
  /// Replacing it while the window is visible makes the old root disappear and the new one appear (no
  /// animation). A view controller that already has a parent or is presented is refused with a warning.
  open var rootViewController: UIViewController? {
    get { root }
    set { setRoot(newValue) }
  }

  /// Whether this window is the key window.
  open var isKeyWindow: Bool { UIWindow.currentKeyWindow === self }

  /// Whether the window is hidden (windows start hidden). Hiding a window makes its root disappear.
  open var isHidden: Bool {
    get { hidden }
    set { setHidden(newValue) }
  }

  /// Makes the window key and visible; the root view controller appears on the next turn.
  open func makeKeyAndVisible() {
    UIWindow.currentKeyWindow = self
    setHidden(false)
  }

  /// Makes the window key without changing its visibility.
  open func makeKey() {
    UIWindow.currentKeyWindow = self
  }

  private func setRoot(_ newRoot: UIViewController?) {
    guard newRoot !== root else { return }
    if let newRoot {
      if newRoot.parent != nil || newRoot.ownPresentingViewController != nil || newRoot.hostingWindow != nil {
        UIKitEventLog.shared.warn(
          "Refused to make \(newRoot.headlessDebugName) the root of a window: it already has a parent, "
            + "a presenter or a window.", newRoot)
        return
      }
    }
    let old = root
    old?.hostingWindow = nil
    root = newRoot
    newRoot?.hostingWindow = self
    guard !hidden else { return }
    TransitionScheduler.shared.enqueue(WindowRootTransition(window: self, old: old, new: newRoot))
  }

  private func setHidden(_ newValue: Bool) {
    guard newValue != hidden else { return }
    hidden = newValue
    guard let root else { return }
    TransitionScheduler.shared.enqueue(
      WindowRootTransition(window: self, old: newValue ? root : nil, new: newValue ? nil : root))
  }
}
