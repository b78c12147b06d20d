import AddPaymentMethod
import FinanceRepository
import NavigatableRIBs

/// What AddPaymentMethod needs from its parent.
@MainActor
public protocol AddPaymentMethodDependency: Dependency {
  /// Where the new card is added.
  var cardOnFileRepository: any CardOnFileRepository { get }
  /// The clock the expiry check reads.
  var dateProvider: any DateProviding { get }
  // generate-rib: dependency
}

/// AddPaymentMethod's component.
final class AddPaymentMethodComponent: Component<any AddPaymentMethodDependency> {
  var cardOnFileRepository: any CardOnFileRepository { dependency.cardOnFileRepository }
  var validator: CardFormValidator { CardFormValidator(dateProvider: dependency.dateProvider) }
}

/// The builder of the AddPaymentMethod RIB.
public final class AddPaymentMethodBuilder: Builder<any AddPaymentMethodDependency>, AddPaymentMethodBuildable {
  /// Creates a builder over the parent's dependency.
  public override init(dependency: any AddPaymentMethodDependency) {
    super.init(dependency: dependency)
  }

  /// Builds the "Add card" form reporting to `listener`.
  ///
  /// - Parameter listener: Told when a card is added or the form is cancelled; usually the parent's
  ///   interactor.
  /// - Returns: The form's router, for the parent to attach and show.
  public func build(withListener listener: any AddPaymentMethodListener) -> any ViewableRouting {
    let component = AddPaymentMethodComponent(dependency: dependency)
    let viewController = AddPaymentMethodViewController()
    let interactor = AddPaymentMethodInteractor(
      presenter: viewController, repository: component.cardOnFileRepository, validator: component.validator)
    interactor.listener = listener
    return AddPaymentMethodRouter(
      interactor: interactor,
      viewController: viewController,
      component: component
    )
  }
}
