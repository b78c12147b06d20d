/// The base class of a builder that builds in stages: early stages read (and configure) the component
/// of the current build pass through ``componentForCurrentBuildPass``; the final stage builds the RIB
/// with it and ends the pass.
///
/// Each pass gets a new component from the component builder; returning the previous instance again is
/// reported through ``RIBsDiagnostics`` and the build goes on.
@MainActor
open class MultiStageComponentizedBuilder<Component, Router, DynamicBuildDependency>: Buildable {
  /// Creates a builder that makes its components with `componentBuilder`.
  ///
  /// - Parameter componentBuilder: Makes the component of one build pass; it is called once per pass and
  ///   must return a new instance each time.
  public init(componentBuilder: @escaping @MainActor () -> Component) {
    self.componentBuilder = componentBuilder
  }

  /// The component of the current build pass: made on first access in a pass, the same instance until
  /// ``finalStageBuild(withDynamicDependency:)`` ends the pass.
  public final var componentForCurrentBuildPass: Component {
    if let currentPassComponent { return currentPassComponent }
    let component = componentBuilder()
    reuseCheck.record(component, builder: self)
    currentPassComponent = component
    return component
  }

  /// Builds the RIB with the current pass's component (made now if no stage asked for it), then ends the
  /// pass: the next access to ``componentForCurrentBuildPass`` makes a new component.
  ///
  /// - Parameter dynamicDependency: What the caller passes for this build.
  /// - Returns: The new RIB's router.
  public final func finalStageBuild(withDynamicDependency dynamicDependency: DynamicBuildDependency) -> Router {
    let router = finalStageBuild(with: componentForCurrentBuildPass, dynamicDependency)
    currentPassComponent = nil
    return router
  }

  /// Builds the RIB from the pass's component. Subclasses must override it.
  ///
  /// - Parameters:
  ///   - component: The component of the current build pass.
  ///   - dynamicDependency: What the caller passed for this build.
  /// - Returns: The new RIB's router.
  open func finalStageBuild(with component: Component, _ dynamicDependency: DynamicBuildDependency) -> Router {
    fatalError("\(type(of: self)) must override finalStageBuild(with:_:).")
  }

  private let componentBuilder: @MainActor () -> Component
  private var currentPassComponent: Component?
  private var reuseCheck = ComponentReuseCheck()
}

/// A multi-stage builder without a dynamic dependency.
///
/// Subclasses override ``finalStageBuild(with:)``; callers call ``finalStageBuild()``.
@MainActor
open class SimpleMultiStageComponentizedBuilder<Component, Router>: MultiStageComponentizedBuilder<
  Component, Router, Void
>
{
  /// Creates a builder that makes its components with `componentBuilder`.
  public override init(componentBuilder: @escaping @MainActor () -> Component) {
    super.init(componentBuilder: componentBuilder)
  }

  /// Builds the RIB with the current pass's component, then ends the pass.
  ///
  /// - Returns: The new RIB's router, made by the subclass's final-stage build.
  public final func finalStageBuild() -> Router {
    finalStageBuild(withDynamicDependency: ())
  }

  /// Not for simple builders: override ``finalStageBuild(with:)``.
  @available(*, unavailable, message: "override finalStageBuild(with:) instead")
  public final override func finalStageBuild(with component: Component, _ dynamicDependency: Void) -> Router {
    finalStageBuild(with: component)
  }

  /// Builds the RIB from the pass's component. Subclasses must override it.
  ///
  /// - Parameter component: The component of the current build pass.
  /// - Returns: The new RIB's router.
  open func finalStageBuild(with component: Component) -> Router {
    fatalError("\(type(of: self)) must override finalStageBuild(with:).")
  }
}
