/// The base class of a RIB's component: it holds the parent's dependency and makes (and owns) what the
/// RIB and its children need.
///
/// ```swift
/// final class ProfileComponent: Component<ProfileDependency> {
///   var repository: ProfileRepository { shared { ProfileRepository(api: dependency.api) } }
///   var name: String { "fixed" }               // not shared: computed each time
/// }
/// ```
@MainActor
open class Component<DependencyType>: Dependency {
  /// What the parent RIB provides.
  public let dependency: DependencyType

  /// Creates a component over the parent's dependency.
  ///
  /// - Parameter dependency: What the parent's component provides.
  public init(dependency: DependencyType) {
    self.dependency = dependency
  }

  /// Returns the one instance of this component for the calling property.
  ///
  /// The instance is made by `factory` on first use and is the same afterwards. Instances are keyed by the
  /// caller's name (`#function`), so each property has its own; different components never share.
  ///
  /// - Parameters:
  ///   - function: The calling property's name; leave the default.
  ///   - factory: Makes the instance, on first use only.
  /// - Returns: The property's one instance.
  public final func shared<T>(__function function: String = #function, _ factory: () -> T) -> T {
    // Unwrap the entry first: a missing entry cast straight to an optional `T` would succeed (as nil) and
    // the factory would never run.
    if let stored = sharedInstances[function], let instance = stored as? T { return instance }
    let instance = factory()
    sharedInstances[function] = instance
    return instance
  }

  private var sharedInstances: [String: Any] = [:]
}

/// The component of a RIB that needs nothing from its parent (the root, usually).
@MainActor
open class EmptyComponent: EmptyDependency {
  /// Creates the component.
  public init() {}
}
