import GeneratedFlow
import GeneratedPush
import GeneratedSheet
import GeneratedTab
import NavigatableRIBs

/// What GeneratedTab needs: the builders of its children (generate-rib adds them) and what it reads (repositories,
/// read-only streams). The app's composition root satisfies it (`AppRootComponent+GeneratedTab.swift`).
@MainActor
public protocol GeneratedTabDependency: Dependency {
  /// Builds GeneratedPush (wired by generate-rib).
  var generatedPushBuildable: any GeneratedPushBuildable { get }
  /// Builds GeneratedSheet (wired by generate-rib).
  var generatedSheetBuildable: any GeneratedSheetBuildable { get }
  /// Builds GeneratedFlow (wired by generate-rib).
  var generatedFlowBuildable: any GeneratedFlowBuildable { get }
  // generate-rib: dependency
}

/// GeneratedTab's component: what GeneratedTab owns.
final class GeneratedTabComponent: Component<any GeneratedTabDependency> {
  /// The title GeneratedTab's screen shows.
  var title: String { "GeneratedTab" }
}

/// The builder of the GeneratedTab RIB.
public final class GeneratedTabBuilder: Builder<any GeneratedTabDependency>, GeneratedTabBuildable {
  /// Creates a builder over the dependency the composition root gives it.
  public override init(dependency: any GeneratedTabDependency) {
    super.init(dependency: dependency)
  }

  /// Builds GeneratedTab reporting to `listener`.
  ///
  /// - Parameter listener: Told what GeneratedTab reports to its parent; usually the parent's interactor.
  /// - Returns: GeneratedTab's router, for the parent to attach and show.
  public func build(withListener listener: any GeneratedTabListener) -> any ViewableRouting {
    let component = GeneratedTabComponent(dependency: dependency)
    let viewController = GeneratedTabViewController()
    let interactor = GeneratedTabInteractor(presenter: viewController, title: component.title)
    interactor.listener = listener
    return GeneratedTabRouter(
      interactor: interactor,
      viewController: viewController,
      component: component
    )
  }
}
