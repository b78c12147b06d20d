import AddPaymentMethod

/// FinanceHome's component satisfies AddPaymentMethod's dependency ("Add card" from the home screen).
extension FinanceHomeComponent: AddPaymentMethodDependency {}
