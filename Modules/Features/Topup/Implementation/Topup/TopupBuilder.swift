import AddPaymentMethod
import FinanceRepository
import NavigatableRIBs
import Topup

/// What the Topup flow needs from its parent: the repositories, and the builder of the "Add card" form it
/// shows when there is no card (built by the app's composition root; Topup sees only its interface).
@MainActor
public protocol TopupDependency: Dependency {
  /// The cards on file.
  var cardOnFileRepository: any CardOnFileRepository { get }
  /// The balance the top-up goes to.
  var superPayRepository: any SuperPayRepository { get }
  /// Builds the "Add card" form.
  var addPaymentMethodBuildable: any AddPaymentMethodBuildable { get }
  // generate-rib: dependency
}

/// Topup's component: owns the selected card (written by Topup's interactor, read by EnterAmount) and
/// satisfies its own screens' dependencies (`TopupComponent+*.swift`).
final class TopupComponent: Component<any TopupDependency> {
  /// The card the top-up is charged to; only Topup's interactor writes it.
  var paymentMethodSubject: CurrentValueSubject<PaymentMethod?, Never> { shared { CurrentValueSubject(nil) } }
  var cardOnFileRepository: any CardOnFileRepository { dependency.cardOnFileRepository }
  var superPayRepository: any SuperPayRepository { dependency.superPayRepository }
}

/// The builder of the Topup flow.
public final class TopupBuilder: Builder<any TopupDependency>, TopupBuildable {
  /// Creates a builder over the dependency the composition root gives it.
  public override init(dependency: any TopupDependency) {
    super.init(dependency: dependency)
  }

  /// Builds the viewless Topup RIB reporting to `listener`, presenting its screens from `base`.
  ///
  /// - Parameters:
  ///   - listener: Told when the flow finishes or is closed; usually the parent's interactor.
  ///   - base: The screen the flow presents its own screens from; Topup has no view of its own.
  /// - Returns: Topup's router, for the parent to attach.
  public func build(withListener listener: any TopupListener, presentingFrom base: any ViewControllable)
    -> any Routing
  {
    let component = TopupComponent(dependency: dependency)
    let interactor = TopupInteractor(
      cardOnFileRepository: component.cardOnFileRepository, paymentMethodSubject: component.paymentMethodSubject)
    interactor.listener = listener
    return TopupRouter(
      interactor: interactor,
      viewController: base,
      enterAmountBuilder: EnterAmountBuilder(dependency: component),
      cardOnFileBuilder: CardOnFileBuilder(dependency: component),
      addPaymentMethodBuilder: dependency.addPaymentMethodBuildable,
      component: component
    )
  }
}
