import GeneratedPush
import NavigatableRIBs

/// What GeneratedPush needs: the builders of its children (generate-rib adds them) and what it reads (repositories,
/// read-only streams). The app's composition root satisfies it (`AppRootComponent+GeneratedPush.swift`).
@MainActor
public protocol GeneratedPushDependency: Dependency {
  // generate-rib: dependency
}

/// GeneratedPush's component: what GeneratedPush owns.
final class GeneratedPushComponent: Component<any GeneratedPushDependency> {
  /// The title GeneratedPush's screen shows.
  var title: String { "GeneratedPush" }
}

/// The builder of the GeneratedPush RIB.
public final class GeneratedPushBuilder: Builder<any GeneratedPushDependency>, GeneratedPushBuildable {
  /// Creates a builder over the dependency the composition root gives it.
  public override init(dependency: any GeneratedPushDependency) {
    super.init(dependency: dependency)
  }

  /// Builds GeneratedPush reporting to `listener`.
  ///
  /// - Parameter listener: Told what GeneratedPush reports to its parent; usually the parent's interactor.
  /// - Returns: GeneratedPush's router, for the parent to attach and show.
  public func build(withListener listener: any GeneratedPushListener) -> any ViewableRouting {
    let component = GeneratedPushComponent(dependency: dependency)
    let viewController = GeneratedPushViewController()
    let interactor = GeneratedPushInteractor(presenter: viewController, title: component.title)
    interactor.listener = listener
    return GeneratedPushRouter(
      interactor: interactor,
      viewController: viewController,
      component: component
    )
  }
}
