import FinanceHome

/// Root's component gives FinanceHome the repositories and the clock.
extension RootComponent: FinanceHomeDependency {}
