import NavigatableRIBs

/// Told by GeneratedTab what its parent must know. A tab's root stays for the app's life, so it reports nothing
/// yet: add methods here when GeneratedTab has something to say.
@MainActor
public protocol GeneratedTabListener: AnyObject {}
