import NavigatableRIBs

/// Builds the AddPaymentMethod RIB.
@MainActor
public protocol AddPaymentMethodBuildable: Buildable {
  /// Builds the "Add card" form reporting to `listener`.
  ///
  /// - Parameter listener: Told when the user added a card or gave up.
  /// - Returns: The form's router, for the parent to show.
  func build(withListener listener: any AddPaymentMethodListener) -> any ViewableRouting
}
