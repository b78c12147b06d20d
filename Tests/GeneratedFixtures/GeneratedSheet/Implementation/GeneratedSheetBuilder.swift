import GeneratedSheet
import NavigatableRIBs

/// What GeneratedSheet needs: the builders of its children (generate-rib adds them) and what it reads (repositories,
/// read-only streams). The app's composition root satisfies it (`AppRootComponent+GeneratedSheet.swift`).
@MainActor
public protocol GeneratedSheetDependency: Dependency {
  // generate-rib: dependency
}

/// GeneratedSheet's component: what GeneratedSheet owns.
final class GeneratedSheetComponent: Component<any GeneratedSheetDependency> {
  /// The title GeneratedSheet's screen shows.
  var title: String { "GeneratedSheet" }
}

/// The builder of the GeneratedSheet RIB.
public final class GeneratedSheetBuilder: Builder<any GeneratedSheetDependency>, GeneratedSheetBuildable {
  /// Creates a builder over the dependency the composition root gives it.
  public override init(dependency: any GeneratedSheetDependency) {
    super.init(dependency: dependency)
  }

  /// Builds GeneratedSheet reporting to `listener`.
  ///
  /// - Parameter listener: Told what GeneratedSheet reports to its parent; usually the parent's interactor.
  /// - Returns: GeneratedSheet's router, for the parent to attach and show.
  public func build(withListener listener: any GeneratedSheetListener) -> any ViewableRouting {
    let component = GeneratedSheetComponent(dependency: dependency)
    let viewController = GeneratedSheetViewController()
    let interactor = GeneratedSheetInteractor(presenter: viewController, title: component.title)
    interactor.listener = listener
    return GeneratedSheetRouter(
      interactor: interactor,
      viewController: viewController,
      component: component
    )
  }
}
