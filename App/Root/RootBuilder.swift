import FinanceHome
import Master
import NavigatableRIBs

/// What the root RIB needs from the app: the builders of its tabs (the composition root, `AppRootComponent`,
/// builds them).
@MainActor
public protocol RootDependency: Dependency {
  /// Builds the "Examples" tab.
  var masterBuildable: any MasterBuildable { get }
  /// Builds the "Finance" tab.
  var financeHomeBuildable: any FinanceHomeBuildable { get }
  // generate-rib: dependency
}

/// Builds the root RIB.
@MainActor
public protocol RootBuildable: Buildable {
  /// Builds the root RIB; returns its launch router and the item deep links start from.
  func build() -> (launchRouter: any LaunchRouting, actionableItem: any RootActionableItem)
}

/// The builder of the root RIB: a tab bar with "Examples", "Finance" and the tabs `generate-rib --as tab` adds.
public final class RootBuilder: Builder<any RootDependency>, RootBuildable {
  /// Creates a builder over the app's dependency.
  public override init(dependency: any RootDependency) {
    super.init(dependency: dependency)
  }

  /// Builds the root RIB.
  public func build() -> (launchRouter: any LaunchRouting, actionableItem: any RootActionableItem) {
    let viewController = RootViewController()
    let interactor = RootInteractor(presenter: viewController)
    let router = RootRouter(
      interactor: interactor,
      viewController: viewController,
      masterBuilder: dependency.masterBuildable,
      financeHomeBuilder: dependency.financeHomeBuildable,
      dependency: dependency
    )
    return (router, interactor)
  }
}
