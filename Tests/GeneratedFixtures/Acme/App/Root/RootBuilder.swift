import Home
import NavigatableRIBs

/// What the root RIB needs from the app: the builders of its tabs. The composition root
/// (`AppRootComponent`) builds them; generate-rib adds one per tab.
@MainActor
protocol RootDependency: Dependency {
  /// Builds the "Home" tab.
  var homeBuildable: any HomeBuildable { get }
  // generate-rib: dependency
}

/// The builder of the root RIB: a tab bar with Home and the tabs `make rib ... AS=tab` adds.
final class RootBuilder: Builder<any RootDependency> {
  /// Builds the root RIB.
  ///
  /// - Returns: Its router, which the app launches from its window.
  func build() -> any LaunchRouting {
    let viewController = RootViewController()
    let interactor = RootInteractor(presenter: viewController)
    return RootRouter(interactor: interactor, viewController: viewController, dependency: dependency)
  }
}
