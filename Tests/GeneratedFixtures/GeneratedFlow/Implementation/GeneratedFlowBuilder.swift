import GeneratedFlow
import NavigatableRIBs

/// What GeneratedFlow needs: the builders of its children (generate-rib adds them) and what it reads (repositories,
/// read-only streams). The app's composition root satisfies it (`AppRootComponent+GeneratedFlow.swift`).
@MainActor
public protocol GeneratedFlowDependency: Dependency {
  // generate-rib: dependency
}

/// GeneratedFlow's component: what GeneratedFlow owns; it satisfies its first screen's dependency
/// (`GeneratedFlowComponent+GeneratedFlowStart.swift`).
final class GeneratedFlowComponent: Component<any GeneratedFlowDependency> {}

/// The builder of the viewless GeneratedFlow RIB.
public final class GeneratedFlowBuilder: Builder<any GeneratedFlowDependency>, GeneratedFlowBuildable {
  /// Creates a builder over the dependency the composition root gives it.
  public override init(dependency: any GeneratedFlowDependency) {
    super.init(dependency: dependency)
  }

  /// Builds the viewless GeneratedFlow RIB reporting to `listener`, presenting from `base`.
  ///
  /// - Parameters:
  ///   - listener: Told when the flow closes; usually the parent's interactor.
  ///   - base: The screen the flow presents its screens from; GeneratedFlow has no view of its own.
  /// - Returns: GeneratedFlow's router, for the parent to attach.
  public func build(withListener listener: any GeneratedFlowListener, presentingFrom base: any ViewControllable)
    -> any Routing
  {
    let component = GeneratedFlowComponent(dependency: dependency)
    let interactor = GeneratedFlowInteractor()
    interactor.listener = listener
    return GeneratedFlowRouter(
      interactor: interactor,
      viewController: base,
      startBuilder: GeneratedFlowStartBuilder(dependency: component),
      component: component
    )
  }
}
