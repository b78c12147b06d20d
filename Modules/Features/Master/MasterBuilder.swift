import Detail
import NavigatableRIBs

/// What Master needs from its parent: nothing (Details need nothing either).
@MainActor
public protocol MasterDependency: Dependency {}

/// Master's component: satisfies the Details' dependency (see `MasterComponent+Detail.swift`).
final class MasterComponent: Component<any MasterDependency> {}

/// Builds the Master RIB.
@MainActor
public protocol MasterBuildable: Buildable {
  /// Builds Master reporting to `listener`; returns its router and the item deep links drive.
  func build(withListener listener: any MasterListener)
    -> (router: any ViewableRouting, actionableItem: any MasterActionableItem)
}

/// The builder of the Master RIB.
public final class MasterBuilder: Builder<any MasterDependency>, MasterBuildable {
  /// Creates a builder over the parent's dependency.
  public override init(dependency: any MasterDependency) {
    super.init(dependency: dependency)
  }

  /// Builds Master reporting to `listener`.
  public func build(withListener listener: any MasterListener)
    -> (router: any ViewableRouting, actionableItem: any MasterActionableItem)
  {
    let component = MasterComponent(dependency: dependency)
    let viewController = MasterViewController()
    let interactor = MasterInteractor(presenter: viewController)
    interactor.listener = listener
    let router = MasterRouter(
      interactor: interactor, viewController: viewController, detailBuilder: DetailBuilder(dependency: component))
    return (router, interactor)
  }
}
