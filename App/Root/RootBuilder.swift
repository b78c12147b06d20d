import AddPaymentMethod
import FinanceHome
import FinanceRepository
import Master
import NavigatableRIBs

/// What the root RIB needs from the app: the repositories and the clock.
@MainActor
public protocol RootDependency: Dependency {
  /// The cards on file.
  var cardOnFileRepository: any CardOnFileRepository { get }
  /// The SuperPay balance.
  var superPayRepository: any SuperPayRepository { get }
  /// The clock the card form's expiry check reads.
  var dateProvider: any DateProviding { get }
}

/// Root's component: satisfies the tabs' dependencies (`RootComponent+Master.swift`,
/// `RootComponent+FinanceHome.swift`).
final class RootComponent: Component<any RootDependency> {
  var cardOnFileRepository: any CardOnFileRepository { dependency.cardOnFileRepository }
  var superPayRepository: any SuperPayRepository { dependency.superPayRepository }
  var dateProvider: any DateProviding { dependency.dateProvider }
}

/// Builds the root RIB.
@MainActor
public protocol RootBuildable: Buildable {
  /// Builds the root RIB; returns its launch router and the item deep links start from.
  func build() -> (launchRouter: any LaunchRouting, actionableItem: any RootActionableItem)
}

/// The builder of the root RIB: a tab bar with "Examples" and "Finance".
public final class RootBuilder: Builder<any RootDependency>, RootBuildable {
  /// Creates a builder over the app's dependency.
  public override init(dependency: any RootDependency) {
    super.init(dependency: dependency)
  }

  /// Builds the root RIB.
  public func build() -> (launchRouter: any LaunchRouting, actionableItem: any RootActionableItem) {
    let component = RootComponent(dependency: dependency)
    let viewController = RootViewController()
    let interactor = RootInteractor(presenter: viewController)
    let router = RootRouter(
      interactor: interactor, viewController: viewController,
      masterBuilder: MasterBuilder(dependency: component),
      financeHomeBuilder: FinanceHomeBuilder(dependency: component))
    return (router, interactor)
  }
}
