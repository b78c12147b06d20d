import NavigatableRIBs

/// Builds the AddPaymentMethod RIB.
@MainActor
public protocol AddPaymentMethodBuildable: Buildable {
  /// Builds the "Add card" form reporting to `listener`.
  func build(withListener listener: any AddPaymentMethodListener) -> any ViewableRouting
}
