import FinanceHome
import FinanceHomeImpl

/// The composition root builds FinanceHome and satisfies its dependency.
extension AppRootComponent: FinanceHomeDependency {
  /// A new FinanceHome builder at each use: a builder keeps its dependency, so one kept here (`shared`) would hold
  /// this component in a cycle, and the whole app with it once it is gone (a `reset`).
  var financeHomeBuildable: any FinanceHomeBuildable { FinanceHomeBuilder(dependency: self) }
}
