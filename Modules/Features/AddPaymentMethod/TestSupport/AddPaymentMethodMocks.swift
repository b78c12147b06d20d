import AddPaymentMethod
import FinanceRepository
import NavigatableRIBs
import NavigatableRIBsTesting

/// Records what the "Add card" form tells its listener.
@MainActor
public final class MockAddPaymentMethodListener: AddPaymentMethodListener {
  /// `added <card>`, `cancel`, in order.
  public var calls: [String] = []
  /// Creates a listener with no calls.
  public init() {}
  /// Records `added <display name>`.
  ///
  /// - Parameter paymentMethod: The card the form added; its display name goes into ``calls``.
  public func addPaymentMethodDidAddCard(_ paymentMethod: PaymentMethod) {
    calls.append("added \(paymentMethod.displayName)")
  }
  /// Records `cancel`.
  public func addPaymentMethodDidCancel() { calls.append("cancel") }
}

/// An "Add card" stand-in: a screen titled "Add card", no logic. Its RIB name is `FakeAddPaymentMethod`.
public final class FakeAddPaymentMethodRouter: ViewableRouter<Interactor, MockViewController> {}

/// Builds ``FakeAddPaymentMethodRouter``s and records the listener of every build.
@MainActor
public final class MockAddPaymentMethodBuildable: AddPaymentMethodBuildable {
  /// The listener of every build, in order.
  public private(set) var listeners: [any AddPaymentMethodListener] = []
  /// Creates a builder with no builds.
  public init() {}
  /// Builds the stand-in.
  ///
  /// - Parameter listener: The listener the real form would report to; appended to ``listeners``.
  /// - Returns: A ``FakeAddPaymentMethodRouter`` over a ``MockViewController``.
  public func build(withListener listener: any AddPaymentMethodListener) -> any ViewableRouting {
    listeners.append(listener)
    let screen = MockViewController()
    screen.title = "Add card"
    return FakeAddPaymentMethodRouter(interactor: Interactor(), viewController: screen)
  }
}
