import Topup

/// FinanceHome's component satisfies Topup's dependency: its screen is Topup's base.
extension FinanceHomeComponent: TopupDependency {}
