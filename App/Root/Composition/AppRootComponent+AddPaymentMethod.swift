import AddPaymentMethod
import AddPaymentMethodImpl

/// The composition root builds AddPaymentMethod and satisfies its dependency.
extension AppRootComponent: AddPaymentMethodDependency {
  /// The app's one AddPaymentMethod builder.
  var addPaymentMethodBuildable: any AddPaymentMethodBuildable { shared { AddPaymentMethodBuilder(dependency: self) } }
}
