/// The base protocol of what a RIB needs from its parent. A RIB declares its own dependency protocol
/// refining this one; the parent's component satisfies it (usually in an extension).
///
/// ```swift
/// protocol ProfileDependency: Dependency {
///   var profileStream: AnyPublisher<Profile, Never> { get }
/// }
/// ```
@MainActor
public protocol Dependency: AnyObject {}

/// The dependency of a RIB that needs nothing from its parent.
@MainActor
public protocol EmptyDependency: Dependency {}
