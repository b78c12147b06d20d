import AddPaymentMethod
import AddPaymentMethodImpl

/// The composition root builds AddPaymentMethod and satisfies its dependency.
extension AppRootComponent: AddPaymentMethodDependency {
  /// A new AddPaymentMethod builder at each use: a builder keeps its dependency, so one kept here (`shared`) would hold
  /// this component in a cycle, and the whole app with it once it is gone (a `reset`).
  var addPaymentMethodBuildable: any AddPaymentMethodBuildable { AddPaymentMethodBuilder(dependency: self) }
}
