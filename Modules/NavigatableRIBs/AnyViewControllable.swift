/// Any view controller seen as a `ViewControllable`: for a screen that belongs to no RIB, such as the
/// navigation controller a viewless flow presented.
///
/// A flow shows what comes next from the navigation controller it presented: its children's sheets are
/// presented from it and its child flows present from it:
///
/// ```swift
/// presentChildInNavigationController(router, from: AnyViewControllable(navigationController))
/// childFlowBuilder.build(withListener: interactor, presentingFrom: AnyViewControllable(navigationController))
/// ```
///
/// It holds the view controller strongly, as a RIB holds its own screen. (NavigatableRIBs does not make
/// `UINavigationController` itself conform: apps' own subclasses often declare that conformance.)
@MainActor
public final class AnyViewControllable: ViewControllable {
  /// The view controller.
  public let uiviewController: UIViewController

  /// Wraps `viewController`.
  ///
  /// - Parameter viewController: The view controller to hold.
  public init(_ viewController: UIViewController) {
    self.uiviewController = viewController
  }
}
