/// The base class of a builder that makes a new component for every build, from a dynamic dependency
/// known only at build time.
///
/// Subclasses override ``build(with:_:)``; callers call
/// ``build(withDynamicBuildDependency:dynamicComponentDependency:)->_``. The component builder must return a
/// new component each time: returning the previous instance again is reported through
/// ``RIBsDiagnostics`` (uber's version asserts) and the build goes on.
@MainActor
open class ComponentizedBuilder<Component, Router, DynamicBuildDependency, DynamicComponentDependency>: Buildable {
  /// Creates a builder that makes its components with `componentBuilder`.
  ///
  /// - Parameter componentBuilder: Makes a new component for each build from the dynamic component dependency.
  public init(componentBuilder: @escaping @MainActor (DynamicComponentDependency) -> Component) {
    self.componentBuilder = componentBuilder
  }

  /// Builds the RIB: makes a new component from `dynamicComponentDependency`, then calls
  /// ``build(with:_:)``.
  ///
  /// - Parameters:
  ///   - dynamicBuildDependency: What this build needs besides the component.
  ///   - dynamicComponentDependency: What the new component is made from.
  /// - Returns: The new RIB's router.
  public final func build(
    withDynamicBuildDependency dynamicBuildDependency: DynamicBuildDependency,
    dynamicComponentDependency: DynamicComponentDependency
  ) -> Router {
    build(withDynamicBuildDependency: dynamicBuildDependency, dynamicComponentDependency: dynamicComponentDependency)
      .1
  }

  /// Builds the RIB like ``build(withDynamicBuildDependency:dynamicComponentDependency:)`` and returns the
  /// component too (to build further RIBs that share it).
  ///
  /// - Parameters:
  ///   - dynamicBuildDependency: What this build needs besides the component.
  ///   - dynamicComponentDependency: What the new component is made from.
  /// - Returns: The new component and the new RIB's router.
  public final func build(
    withDynamicBuildDependency dynamicBuildDependency: DynamicBuildDependency,
    dynamicComponentDependency: DynamicComponentDependency
  ) -> (Component, Router) {
    let component = componentBuilder(dynamicComponentDependency)
    reuseCheck.record(component, builder: self)
    return (component, build(with: component, dynamicBuildDependency))
  }

  /// Builds the RIB from its new component. Subclasses must override it.
  ///
  /// - Parameters:
  ///   - component: The component made for this build.
  ///   - dynamicBuildDependency: What the caller passed for this build.
  /// - Returns: The new RIB's router.
  open func build(with component: Component, _ dynamicBuildDependency: DynamicBuildDependency) -> Router {
    fatalError("\(type(of: self)) must override build(with:_:).")
  }

  private let componentBuilder: @MainActor (DynamicComponentDependency) -> Component
  private var reuseCheck = ComponentReuseCheck()
}

/// A componentized builder without dynamic dependencies.
///
/// Subclasses override ``build(with:)``; callers call ``build()``.
@MainActor
open class SimpleComponentizedBuilder<Component, Router>: ComponentizedBuilder<Component, Router, Void, Void> {
  /// Creates a builder that makes its components with `componentBuilder`.
  ///
  /// - Parameter componentBuilder: Makes the component of one build; it is called once per build and
  ///   must return a new instance each time.
  public init(componentBuilder: @escaping @MainActor () -> Component) {
    super.init(componentBuilder: { _ in componentBuilder() })
  }

  /// Not for simple builders: override ``build(with:)``.
  @available(*, unavailable, message: "override build(with:) instead")
  public final override func build(with component: Component, _ dynamicBuildDependency: Void) -> Router {
    build(with: component)
  }

  /// Builds the RIB from its new component. Subclasses must override it.
  ///
  /// - Parameter component: The component made for this build.
  /// - Returns: The new RIB's router.
  open func build(with component: Component) -> Router {
    fatalError("\(type(of: self)) must override build(with:).")
  }

  /// Builds the RIB with a new component.
  ///
  /// - Returns: The new RIB's router, made by ``build(with:)``.
  public final func build() -> Router {
    build(withDynamicBuildDependency: (), dynamicComponentDependency: ())
  }
}
