import NavigatableRIBs

/// FinanceHome's parent listens to nothing yet; the protocol is where FinanceHome would report up.
@MainActor
public protocol FinanceHomeListener: AnyObject {}
