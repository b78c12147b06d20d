import AddPaymentMethod
import FinanceRepository
import NavigatableRIBs

/// What the Topup flow needs from its parent.
@MainActor
public protocol TopupDependency: Dependency {
  /// The screen Topup presents its own navigation controller from. It belongs to the parent, not to
  /// Topup: Topup is viewless.
  var topupBaseViewController: any ViewControllable { get }
  /// The cards on file.
  var cardOnFileRepository: any CardOnFileRepository { get }
  /// The balance the top-up goes to.
  var superPayRepository: any SuperPayRepository { get }
  /// The clock the card form's expiry check reads.
  var dateProvider: any DateProviding { get }
}

/// Topup's component: owns the selected card (written by Topup's interactor, read by EnterAmount) and
/// satisfies its children's dependencies (`TopupComponent+*.swift`).
final class TopupComponent: Component<any TopupDependency> {
  /// The card the top-up is charged to; only Topup's interactor writes it.
  var paymentMethodSubject: CurrentValueSubject<PaymentMethod?, Never> { shared { CurrentValueSubject(nil) } }
  var cardOnFileRepository: any CardOnFileRepository { dependency.cardOnFileRepository }
  var superPayRepository: any SuperPayRepository { dependency.superPayRepository }
  var dateProvider: any DateProviding { dependency.dateProvider }
}

/// Builds the Topup flow.
@MainActor
public protocol TopupBuildable: Buildable {
  /// Builds the viewless Topup RIB reporting to `listener`.
  func build(withListener listener: any TopupListener) -> any Routing
}

/// The builder of the Topup flow.
public final class TopupBuilder: Builder<any TopupDependency>, TopupBuildable {
  /// Creates a builder over the parent's dependency.
  public override init(dependency: any TopupDependency) {
    super.init(dependency: dependency)
  }

  /// Builds the viewless Topup RIB reporting to `listener`.
  public func build(withListener listener: any TopupListener) -> any Routing {
    let component = TopupComponent(dependency: dependency)
    let interactor = TopupInteractor(
      cardOnFileRepository: component.cardOnFileRepository, paymentMethodSubject: component.paymentMethodSubject)
    interactor.listener = listener
    return TopupRouter(
      interactor: interactor,
      viewController: component.dependency.topupBaseViewController,
      enterAmountBuilder: EnterAmountBuilder(dependency: component),
      cardOnFileBuilder: CardOnFileBuilder(dependency: component),
      addPaymentMethodBuilder: AddPaymentMethodBuilder(dependency: component))
  }
}
