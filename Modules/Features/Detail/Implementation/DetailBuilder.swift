import Detail
import NavigatableRIBs

/// What a Detail needs from its parent: the builders of its children (generate-rib adds them). The next Detail
/// a Detail pushes gets the same dependency (`DetailComponent+Detail.swift`).
@MainActor
public protocol DetailDependency: Dependency {
  // generate-rib: dependency
}

/// Detail's component: owns what Detail and the next Detail it pushes need.
final class DetailComponent: Component<any DetailDependency> {}

/// The builder of the Detail RIB.
public final class DetailBuilder: Builder<any DetailDependency>, DetailBuildable {
  /// Creates a builder over the parent's dependency.
  public override init(dependency: any DetailDependency) {
    super.init(dependency: dependency)
  }

  /// Builds a Detail at `depth` of the given `kind`, reporting to `listener`.
  ///
  /// - Parameters:
  ///   - listener: Told when the Detail asks to close or to pop back; usually the parent's interactor.
  ///   - depth: The Detail's place in the chain, from 1; its title shows it.
  ///   - kind: How the Detail is reached, which decides what it offers (such as "Push next").
  /// - Returns: The Detail's router, for the parent to attach and show, and its actionable item, for
  ///   workflows.
  public func build(
    withListener listener: any DetailListener, depth: Int, kind: DetailKind
  )
    -> (router: any ViewableRouting, actionableItem: any DetailActionableItem)
  {
    let component = DetailComponent(dependency: dependency)
    let viewController = DetailViewController()
    let interactor = DetailInteractor(presenter: viewController, depth: depth, kind: kind)
    interactor.listener = listener
    let router = DetailRouter(
      interactor: interactor,
      viewController: viewController,
      nextBuilder: component.nextDetailBuildable,
      component: component
    )
    return (router, interactor)
  }
}
