import AddPaymentMethod
import FinanceRepository
import NavigatableRIBs
import Topup

/// What FinanceHome needs from its parent.
@MainActor
public protocol FinanceHomeDependency: Dependency {
  /// The cards on file.
  var cardOnFileRepository: any CardOnFileRepository { get }
  /// The SuperPay balance.
  var superPayRepository: any SuperPayRepository { get }
  /// The clock the card form's expiry check reads.
  var dateProvider: any DateProviding { get }
}

/// FinanceHome's component: passes the repositories down and gives Topup FinanceHome's screen to present
/// from (`FinanceHomeComponent+Topup.swift`, `FinanceHomeComponent+AddPaymentMethod.swift`).
final class FinanceHomeComponent: Component<any FinanceHomeDependency> {
  /// FinanceHome's own screen: the base Topup presents its flow from.
  let topupBaseViewController: any ViewControllable

  init(dependency: any FinanceHomeDependency, topupBaseViewController: any ViewControllable) {
    self.topupBaseViewController = topupBaseViewController
    super.init(dependency: dependency)
  }

  var cardOnFileRepository: any CardOnFileRepository { dependency.cardOnFileRepository }
  var superPayRepository: any SuperPayRepository { dependency.superPayRepository }
  var dateProvider: any DateProviding { dependency.dateProvider }
}

/// Builds the FinanceHome RIB.
@MainActor
public protocol FinanceHomeBuildable: Buildable {
  /// Builds FinanceHome reporting to `listener`; returns its router and the item deep links drive.
  func build(withListener listener: any FinanceHomeListener)
    -> (router: any ViewableRouting, actionableItem: any FinanceHomeActionableItem)
}

/// The builder of the FinanceHome RIB.
public final class FinanceHomeBuilder: Builder<any FinanceHomeDependency>, FinanceHomeBuildable {
  /// Creates a builder over the parent's dependency.
  public override init(dependency: any FinanceHomeDependency) {
    super.init(dependency: dependency)
  }

  /// Builds FinanceHome reporting to `listener`.
  public func build(withListener listener: any FinanceHomeListener)
    -> (router: any ViewableRouting, actionableItem: any FinanceHomeActionableItem)
  {
    let viewController = FinanceHomeViewController()
    let component = FinanceHomeComponent(dependency: dependency, topupBaseViewController: viewController)
    let interactor = FinanceHomeInteractor(
      presenter: viewController, cardOnFileRepository: component.cardOnFileRepository,
      superPayRepository: component.superPayRepository)
    interactor.listener = listener
    let router = FinanceHomeRouter(
      interactor: interactor, viewController: viewController,
      topupBuilder: TopupBuilder(dependency: component),
      addPaymentMethodBuilder: AddPaymentMethodBuilder(dependency: component))
    return (router, interactor)
  }
}
