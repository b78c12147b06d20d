/// The base protocol of a RIB's view controller as seen by routers: a way to reach the `UIViewController`.
///
/// Any `UIViewController` subclass that declares conformance gets ``uiviewController`` for free.
@MainActor
public protocol ViewControllable: AnyObject {
  /// The view controller itself.
  var uiviewController: UIViewController { get }
}

extension ViewControllable where Self: UIViewController {
  /// The view controller itself.
  public var uiviewController: UIViewController { self }
}
