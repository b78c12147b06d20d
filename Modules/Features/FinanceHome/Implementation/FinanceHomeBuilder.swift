import AddPaymentMethod
import FinanceHome
import FinanceRepository
import NavigatableRIBs
import Topup

/// What FinanceHome needs from its parent: the repositories, and the builders of the flows it starts (built
/// by the app's composition root; FinanceHome sees only their interfaces).
@MainActor
public protocol FinanceHomeDependency: Dependency {
  /// The cards on file.
  var cardOnFileRepository: any CardOnFileRepository { get }
  /// The SuperPay balance.
  var superPayRepository: any SuperPayRepository { get }
  /// Builds the Topup flow.
  var topupBuildable: any TopupBuildable { get }
  /// Builds the "Add card" form.
  var addPaymentMethodBuildable: any AddPaymentMethodBuildable { get }
  // generate-rib: dependency
}

/// FinanceHome's component: passes the repositories down.
final class FinanceHomeComponent: Component<any FinanceHomeDependency> {
  var cardOnFileRepository: any CardOnFileRepository { dependency.cardOnFileRepository }
  var superPayRepository: any SuperPayRepository { dependency.superPayRepository }
}

/// The builder of the FinanceHome RIB.
public final class FinanceHomeBuilder: Builder<any FinanceHomeDependency>, FinanceHomeBuildable {
  /// Creates a builder over the dependency the composition root gives it.
  public override init(dependency: any FinanceHomeDependency) {
    super.init(dependency: dependency)
  }

  /// Builds FinanceHome reporting to `listener`.
  ///
  /// - Parameter listener: The parent's interactor; ``FinanceHomeListener`` has no requirements, and the
  ///   RIB keeps it as every RIB keeps its listener.
  /// - Returns: FinanceHome's router, for the parent to attach and show, and its actionable item, for
  ///   workflows.
  public func build(
    withListener listener: any FinanceHomeListener
  )
    -> (router: any ViewableRouting, actionableItem: any FinanceHomeActionableItem)
  {
    let viewController = FinanceHomeViewController()
    let component = FinanceHomeComponent(dependency: dependency)
    let interactor = FinanceHomeInteractor(
      presenter: viewController, cardOnFileRepository: component.cardOnFileRepository,
      superPayRepository: component.superPayRepository)
    interactor.listener = listener
    let router = FinanceHomeRouter(
      interactor: interactor,
      viewController: viewController,
      topupBuilder: dependency.topupBuildable,
      addPaymentMethodBuilder: dependency.addPaymentMethodBuildable,
      component: component
    )
    return (router, interactor)
  }
}
