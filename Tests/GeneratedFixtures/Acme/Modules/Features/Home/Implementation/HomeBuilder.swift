import Home
import NavigatableRIBs

/// What Home needs: the builders of its children (generate-rib adds them) and what it reads (repositories,
/// read-only streams). The app's composition root satisfies it (`AppRootComponent+Home.swift`).
@MainActor
public protocol HomeDependency: Dependency {
  // generate-rib: dependency
}

/// Home's component: what Home owns.
final class HomeComponent: Component<any HomeDependency> {
  /// The title Home's screen shows.
  var title: String { "Home" }
}

/// The builder of the Home RIB.
public final class HomeBuilder: Builder<any HomeDependency>, HomeBuildable {
  /// Creates a builder over the dependency the composition root gives it.
  public override init(dependency: any HomeDependency) {
    super.init(dependency: dependency)
  }

  /// Builds Home reporting to `listener`.
  ///
  /// - Parameter listener: Told what Home reports to its parent; usually the parent's interactor.
  /// - Returns: Home's router, for the parent to attach and show.
  public func build(withListener listener: any HomeListener) -> any ViewableRouting {
    let component = HomeComponent(dependency: dependency)
    let viewController = HomeViewController()
    let interactor = HomeInteractor(presenter: viewController, title: component.title)
    interactor.listener = listener
    return HomeRouter(
      interactor: interactor,
      viewController: viewController,
      component: component
    )
  }
}
