import NavigatableRIBs
import TutorialGreeting

/// What Home needs from the app: the name to start with.
@MainActor
public protocol HomeDependency: Dependency {
  /// The user's name when the app starts.
  var initialUserName: String { get }
}

/// Home's component: owns the user's name (only Home's interactor writes it) and gives Greeting a
/// read-only view of it (`HomeComponent+Greeting.swift`).
final class HomeComponent: Component<any HomeDependency> {
  /// The user's name; one subject per component, so Home and Greeting see the same one.
  var userNameSubject: CurrentValueSubject<String, Never> {
    shared { CurrentValueSubject(dependency.initialUserName) }
  }
}

/// Builds the Home RIB.
@MainActor
public protocol HomeBuildable: Buildable {
  /// Builds Home; returns its router and the item deep links start from.
  func build() -> (router: any ViewableRouting, actionableItem: any HomeActionableItem)
}

/// The builder of the Home RIB, the tutorial app's root.
public final class HomeBuilder: Builder<any HomeDependency>, HomeBuildable {
  /// Creates a builder over the app's dependency.
  public override init(dependency: any HomeDependency) {
    super.init(dependency: dependency)
  }

  /// Builds Home.
  public func build() -> (router: any ViewableRouting, actionableItem: any HomeActionableItem) {
    let component = HomeComponent(dependency: dependency)
    let viewController = HomeViewController()
    let interactor = HomeInteractor(presenter: viewController, userNameSubject: component.userNameSubject)
    let router = HomeRouter(
      interactor: interactor, viewController: viewController,
      greetingBuilder: GreetingBuilder(dependency: component))
    return (router, interactor)
  }
}
