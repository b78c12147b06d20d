/// UIKit's declarations of the members HeadlessUIKit models, written from Apple's documentation
/// (developer.apple.com/documentation/uikit, each symbol's Declaration), one a line: the type, `open` or
/// `public`, the declaration with argument labels (`_` where there is none), types and result.
///
/// How Swift sees an Objective-C class gives the access: every method and property of a UIKit class is
/// `open` (a subclass may override it), every initializer `public`. A member UIKit declares on a superclass
/// is listed on the class HeadlessUIKit declares it on (`UIWindow.isHidden` is `UIView`'s, `UITabBarItem.title`
/// is `UIBarItem`'s). A protocol's members are `requirement`s (UIKit's delegate methods are optional; here
/// they have empty default implementations). Only the members HeadlessUIKit has are listed: UIKit has many
/// more.
enum UIKitDeclarations {
  static let table = """
    UIResponder open class UIResponder
    UIResponder public init()

    UIView open class UIView
    UIView public init()
    UIView public init(frame: CGRect)
    UIView open var frame: CGRect
    UIView open var window: UIWindow?

    UIWindow open class UIWindow
    UIWindow public init()
    UIWindow public init(frame: CGRect)
    UIWindow open var rootViewController: UIViewController?
    UIWindow open var isKeyWindow: Bool
    UIWindow open var isHidden: Bool
    UIWindow open func makeKey()
    UIWindow open func makeKeyAndVisible()

    UIImage open class UIImage
    UIImage public init?(named: String)
    UIImage public init?(systemName: String)

    UIViewController open class UIViewController
    UIViewController public init()
    UIViewController public init(nibName: String?, bundle: Bundle?)
    UIViewController public init?(coder: NSCoder)
    UIViewController open var nibName: String?
    UIViewController open var nibBundle: Bundle?
    UIViewController open var title: String?
    UIViewController open var navigationItem: UINavigationItem
    UIViewController open var tabBarItem: UITabBarItem!
    UIViewController open var view: UIView!
    UIViewController open var isViewLoaded: Bool
    UIViewController open var viewIfLoaded: UIView?
    UIViewController open func loadViewIfNeeded()
    UIViewController open func loadView()
    UIViewController open func viewDidLoad()
    UIViewController open func viewWillAppear(_: Bool)
    UIViewController open func viewDidAppear(_: Bool)
    UIViewController open func viewWillDisappear(_: Bool)
    UIViewController open func viewDidDisappear(_: Bool)
    UIViewController open var parent: UIViewController?
    UIViewController open var children: [UIViewController]
    UIViewController open var navigationController: UINavigationController?
    UIViewController open var tabBarController: UITabBarController?
    UIViewController open func addChild(_: UIViewController)
    UIViewController open func removeFromParent()
    UIViewController open func willMove(toParent: UIViewController?)
    UIViewController open func didMove(toParent: UIViewController?)
    UIViewController open var shouldAutomaticallyForwardAppearanceMethods: Bool
    UIViewController open func beginAppearanceTransition(_: Bool, animated: Bool)
    UIViewController open func endAppearanceTransition()
    UIViewController open var presentingViewController: UIViewController?
    UIViewController open var presentedViewController: UIViewController?
    UIViewController open var presentationController: UIPresentationController?
    UIViewController open var modalPresentationStyle: UIModalPresentationStyle
    UIViewController open var isModalInPresentation: Bool
    UIViewController open func present(_: UIViewController, animated: Bool, completion: (() -> Void)?)
    UIViewController open func dismiss(animated: Bool, completion: (() -> Void)?)
    UIViewController open var isMovingToParent: Bool
    UIViewController open var isMovingFromParent: Bool
    UIViewController open var isBeingPresented: Bool
    UIViewController open var isBeingDismissed: Bool
    UIViewController open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)?

    UINavigationController open class UINavigationController
    UINavigationController public init(nibName: String?, bundle: Bundle?)
    UINavigationController public init(rootViewController: UIViewController)
    UINavigationController public init?(coder: NSCoder)
    UINavigationController open var delegate: (any UINavigationControllerDelegate)?
    UINavigationController open var viewControllers: [UIViewController]
    UINavigationController open var topViewController: UIViewController?
    UINavigationController open var visibleViewController: UIViewController?
    UINavigationController open func pushViewController(_: UIViewController, animated: Bool)
    UINavigationController open func popViewController(animated: Bool) -> UIViewController?
    UINavigationController open func popToViewController(_: UIViewController, animated: Bool) -> [UIViewController]?
    UINavigationController open func popToRootViewController(animated: Bool) -> [UIViewController]?
    UINavigationController open func setViewControllers(_: [UIViewController], animated: Bool)

    UINavigationControllerDelegate public protocol UINavigationControllerDelegate
    UINavigationControllerDelegate requirement func navigationController(_: UINavigationController, willShow: UIViewController, animated: Bool)
    UINavigationControllerDelegate requirement func navigationController(_: UINavigationController, didShow: UIViewController, animated: Bool)

    UINavigationItem open class UINavigationItem
    UINavigationItem public init()
    UINavigationItem public init(title: String)
    UINavigationItem open var title: String?
    UINavigationItem open var backButtonTitle: String?

    UITabBarController open class UITabBarController
    UITabBarController public init(nibName: String?, bundle: Bundle?)
    UITabBarController public init?(coder: NSCoder)
    UITabBarController open var delegate: (any UITabBarControllerDelegate)?
    UITabBarController open var viewControllers: [UIViewController]?
    UITabBarController open func setViewControllers(_: [UIViewController]?, animated: Bool)
    UITabBarController open var selectedIndex: Int
    UITabBarController open var selectedViewController: UIViewController?

    UITabBarControllerDelegate public protocol UITabBarControllerDelegate
    UITabBarControllerDelegate requirement func tabBarController(_: UITabBarController, shouldSelect: UIViewController) -> Bool
    UITabBarControllerDelegate requirement func tabBarController(_: UITabBarController, didSelect: UIViewController)

    UITabBarItem open class UITabBarItem
    UITabBarItem public init()
    UITabBarItem public init(title: String?, image: UIImage?, tag: Int)
    UITabBarItem open var title: String?
    UITabBarItem open var image: UIImage?
    UITabBarItem open var tag: Int
    UITabBarItem open var badgeValue: String?

    UIPresentationController open class UIPresentationController
    UIPresentationController public init(presentedViewController: UIViewController, presenting: UIViewController?)
    UIPresentationController open var delegate: (any UIAdaptivePresentationControllerDelegate)?
    UIPresentationController open var presentedViewController: UIViewController
    UIPresentationController open var presentingViewController: UIViewController
    UIPresentationController open var presentationStyle: UIModalPresentationStyle

    UIAdaptivePresentationControllerDelegate public protocol UIAdaptivePresentationControllerDelegate
    UIAdaptivePresentationControllerDelegate requirement func presentationControllerShouldDismiss(_: UIPresentationController) -> Bool
    UIAdaptivePresentationControllerDelegate requirement func presentationControllerWillDismiss(_: UIPresentationController)
    UIAdaptivePresentationControllerDelegate requirement func presentationControllerDidDismiss(_: UIPresentationController)
    UIAdaptivePresentationControllerDelegate requirement func presentationControllerDidAttemptToDismiss(_: UIPresentationController)

    UIModalPresentationStyle public enum UIModalPresentationStyle
    UIModalPresentationStyle public case fullScreen
    UIModalPresentationStyle public case pageSheet
    UIModalPresentationStyle public case formSheet
    UIModalPresentationStyle public case currentContext
    UIModalPresentationStyle public case custom
    UIModalPresentationStyle public case overFullScreen
    UIModalPresentationStyle public case overCurrentContext
    UIModalPresentationStyle public case popover
    UIModalPresentationStyle public case none
    UIModalPresentationStyle public case automatic

    UITransitionContextViewControllerKey public struct UITransitionContextViewControllerKey
    UITransitionContextViewControllerKey public init(rawValue: String)
    UITransitionContextViewControllerKey public var rawValue: String
    UITransitionContextViewControllerKey public static var from
    UITransitionContextViewControllerKey public static var to

    UIViewControllerTransitionCoordinatorContext public protocol UIViewControllerTransitionCoordinatorContext
    UIViewControllerTransitionCoordinatorContext requirement var isAnimated: Bool
    UIViewControllerTransitionCoordinatorContext requirement var isInteractive: Bool
    UIViewControllerTransitionCoordinatorContext requirement var initiallyInteractive: Bool
    UIViewControllerTransitionCoordinatorContext requirement var isCancelled: Bool
    UIViewControllerTransitionCoordinatorContext requirement var isInterruptible: Bool
    UIViewControllerTransitionCoordinatorContext requirement var presentationStyle: UIModalPresentationStyle
    UIViewControllerTransitionCoordinatorContext requirement var transitionDuration: TimeInterval
    UIViewControllerTransitionCoordinatorContext requirement var percentComplete: CGFloat
    UIViewControllerTransitionCoordinatorContext requirement var completionVelocity: CGFloat
    UIViewControllerTransitionCoordinatorContext requirement func viewController(forKey: UITransitionContextViewControllerKey) -> UIViewController?

    UIViewControllerTransitionCoordinator public protocol UIViewControllerTransitionCoordinator
    UIViewControllerTransitionCoordinator requirement func animate(alongsideTransition: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?, completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    UIViewControllerTransitionCoordinator requirement func notifyWhenInteractionChanges(_: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
    """

  /// HeadlessUIKit's own members of UIKit's types: the simulated user (`user…`), names for reports
  /// (`headless…`). They are `public`, never `open`, and exist only here: code that calls them is test or
  /// tool code that does not build for iOS.
  static let headlessOnlyMembers = """
    UIImage public var headlessName: String
    UIViewController public var headlessSerial: Int
    UIViewController public var headlessDebugName: String
    UIViewController public func userBeginSwipeDownSheet() -> Bool
    UIViewController public func userFinishSwipeDownSheet() -> Bool
    UIViewController public func userCancelSwipeDownSheet() -> Bool
    UIViewController public func userSwipeDownSheet() -> Bool
    UIPresentationController public func userBeginSwipeDownSheet() -> Bool
    UIPresentationController public func userFinishSwipeDownSheet() -> Bool
    UIPresentationController public func userCancelSwipeDownSheet() -> Bool
    UIPresentationController public func userSwipeDownSheet() -> Bool
    UINavigationController public func userTapBackButton() -> Bool
    UINavigationController public func userBeginSwipeBack() -> Bool
    UINavigationController public func userMoveSwipeBack(progress: Double) -> Bool
    UINavigationController public func userFinishSwipeBack() -> Bool
    UINavigationController public func userCancelSwipeBack() -> Bool
    UINavigationController public var isUserSwipingBack: Bool
    UINavigationController public var backButtonMenuItems: [UIViewController]
    UINavigationController public var backButtonMenuTitles: [String]
    UINavigationController public func userChooseBackButtonMenuItem(at: Int) -> Bool
    UITabBarController public func userTapTab(at: Int) -> Bool
    """

  /// HeadlessUIKit's own types, which UIKit does not have: the run loop, the event log, the hooks, the
  /// behaviour profiles. Their members are not compared.
  static let headlessOnlyTypes = """
    HeadlessRunLoop public class HeadlessRunLoop
    UIKitBehavior public enum UIKitBehavior
    UIKitBehaviorProfile public struct UIKitBehaviorProfile
    UIKitEvent public struct UIKitEvent
    UIKitEventLog public class UIKitEventLog
    UIKitEventSubscription public class UIKitEventSubscription
    UIViewControllerHooks public enum UIViewControllerHooks
    """

  /// The names of HeadlessUIKit's own types.
  static var headlessOnlyTypeNames: Set<String> { Set(declarations(headlessOnlyTypes).map(\.owner)) }

  /// The declarations of a table, blank lines skipped.
  static func declarations(_ table: String) -> [SurfaceDeclaration] {
    table.split(separator: "\n").map { $0.trimmed }.filter { !$0.isEmpty }.map(SurfaceDeclaration.init)
  }
}
