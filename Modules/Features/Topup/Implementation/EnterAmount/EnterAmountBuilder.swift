import FinanceRepository
import NavigatableRIBs

/// What EnterAmount needs from its parent (Topup).
@MainActor
protocol EnterAmountDependency: Dependency {
  /// The card the top-up is charged to (read-only; Topup owns it).
  var selectedPaymentMethod: AnyPublisher<PaymentMethod?, Never> { get }
  /// Where the top-up goes.
  var superPayRepository: any SuperPayRepository { get }
}

/// EnterAmount's component.
final class EnterAmountComponent: Component<any EnterAmountDependency> {}

/// Builds the EnterAmount RIB.
@MainActor
protocol EnterAmountBuildable: Buildable {
  func build(withListener listener: any EnterAmountListener) -> any ViewableRouting
}

/// The builder of the EnterAmount RIB.
final class EnterAmountBuilder: Builder<any EnterAmountDependency>, EnterAmountBuildable {
  func build(withListener listener: any EnterAmountListener) -> any ViewableRouting {
    let component = EnterAmountComponent(dependency: dependency)
    let viewController = EnterAmountViewController()
    let interactor = EnterAmountInteractor(
      presenter: viewController, selectedPaymentMethod: component.dependency.selectedPaymentMethod,
      superPayRepository: component.dependency.superPayRepository)
    interactor.listener = listener
    return EnterAmountRouter(interactor: interactor, viewController: viewController)
  }
}
