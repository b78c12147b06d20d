// STUB — the HeadlessUIKit helper replaces this file with the real model. The signatures below are the
// contract other modules compile against; keep them.
import Foundation

@MainActor open class UIResponder {
  public init() {}
}

@MainActor open class UIView: UIResponder {
  public internal(set) weak var window: UIWindow?
}

@MainActor open class UIViewController: UIResponder {
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }
  public required init?(coder: NSCoder) { super.init() }
  public override convenience init() { self.init(nibName: nil, bundle: nil) }
  open var title: String?
  private var _view: UIView?
  public var view: UIView! {
    get { if _view == nil { _view = UIView(); viewDidLoad() }; return _view }
    set { _view = newValue }
  }
  public var isViewLoaded: Bool { _view != nil }
  public var viewIfLoaded: UIView? { _view }
  open func viewDidLoad() {}
}

@MainActor open class UIWindow: UIView {
  public var rootViewController: UIViewController?
  public override init() { super.init() }
  public init(frame: CGRect) { super.init() }
  public private(set) var isKeyWindow = false
  open func makeKeyAndVisible() { isKeyWindow = true }
}
