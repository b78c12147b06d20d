import NavigatableRIBs

/// Master's parent listens to nothing yet; the protocol is where Master would report up.
@MainActor
public protocol MasterListener: AnyObject {}
