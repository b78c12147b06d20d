import AddPaymentMethod

/// Topup's component gives AddPaymentMethod the card repository and the clock.
extension TopupComponent: AddPaymentMethodDependency {}
