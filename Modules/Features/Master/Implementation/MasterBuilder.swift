import Detail
import Master
import NavigatableRIBs

/// What Master needs from its parent: the builder of the Details it shows (built by the app's composition
/// root; Master sees only Detail's interface).
@MainActor
public protocol MasterDependency: Dependency {
  /// Builds the Details Master pushes and presents.
  var detailBuildable: any DetailBuildable { get }
  // generate-rib: dependency
}

/// Master's component: what Master owns (nothing yet).
final class MasterComponent: Component<any MasterDependency> {}

/// The builder of the Master RIB.
public final class MasterBuilder: Builder<any MasterDependency>, MasterBuildable {
  /// Creates a builder over the dependency the composition root gives it.
  public override init(dependency: any MasterDependency) {
    super.init(dependency: dependency)
  }

  /// Builds Master reporting to `listener`.
  ///
  /// - Parameter listener: The parent's interactor; ``MasterListener`` has no requirements, and the RIB
  ///   keeps it as every RIB keeps its listener.
  /// - Returns: Master's router, for the parent to attach and show, and its actionable item, for
  ///   workflows such as the Detail deep link.
  public func build(
    withListener listener: any MasterListener
  )
    -> (router: any ViewableRouting, actionableItem: any MasterActionableItem)
  {
    let component = MasterComponent(dependency: dependency)
    let viewController = MasterViewController()
    let interactor = MasterInteractor(presenter: viewController)
    interactor.listener = listener
    let router = MasterRouter(
      interactor: interactor,
      viewController: viewController,
      detailBuilder: component.dependency.detailBuildable,
      component: component
    )
    return (router, interactor)
  }
}
