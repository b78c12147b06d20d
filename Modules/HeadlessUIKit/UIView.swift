/// A view, reduced to the one fact the model needs: the window it is in.
///
/// A view controller's view has a `window` while the view is on screen: from right before
/// `viewWillAppear` until right before `viewDidDisappear`, and only inside a window's hierarchy (the
/// window's root view controller, its descendants and what they present). RIBs' LeakDetector checks
/// `isViewLoaded && view.window != nil`. Subviews, layout and drawing are not modelled.
@MainActor
open class UIView: UIResponder {
  /// The window the view is in while it is on screen (the appearance code sets it).
  weak var windowStorage: UIWindow?

  /// The window the view is in, or nil when it is not on screen.
  open var window: UIWindow? { windowStorage }

  /// The view's frame; stored only, nothing lays it out.
  open var frame: CGRect

  /// Creates a view with an empty frame.
  public override init() {
    frame = .zero
    super.init()
  }

  /// Creates a view with a frame.
  ///
  /// - Parameter frame: The view's rectangle in its superview's coordinates; stored as given.
  public init(frame: CGRect) {
    self.frame = frame
    super.init()
  }
}
