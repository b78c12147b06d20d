import NavigatableRIBs

/// Told by Home what its parent must know. A tab's root stays for the app's life, so it reports nothing
/// yet: add methods here when Home has something to say.
@MainActor
public protocol HomeListener: AnyObject {}
