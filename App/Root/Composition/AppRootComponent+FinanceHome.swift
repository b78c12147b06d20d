import FinanceHome
import FinanceHomeImpl

/// The composition root builds FinanceHome and satisfies its dependency.
extension AppRootComponent: FinanceHomeDependency {
  /// The app's one FinanceHome builder.
  var financeHomeBuildable: any FinanceHomeBuildable { shared { FinanceHomeBuilder(dependency: self) } }
}
