import NavigatableRIBs

/// What Greeting needs from its parent: the name of the person to greet, as a stream, because the name
/// can change while Greeting is on screen.
@MainActor
public protocol GreetingDependency: Dependency {
  /// The user's name; the latest value is the one to show.
  var userName: AnyPublisher<String, Never> { get }
}

/// Greeting's component: what the RIB itself owns. Greeting owns nothing yet, so it only passes the
/// parent's stream on.
final class GreetingComponent: Component<any GreetingDependency> {
  var userName: AnyPublisher<String, Never> { dependency.userName }
}

/// Builds a Greeting RIB. Parents see only this protocol.
@MainActor
public protocol GreetingBuildable: Buildable {
  /// Builds a Greeting reporting to `listener`; returns its router and the item deep links drive.
  func build(withListener listener: any GreetingListener)
    -> (router: any ViewableRouting, actionableItem: any GreetingActionableItem)
}

/// The builder of the Greeting RIB: the one place that knows how Greeting's objects are wired.
public final class GreetingBuilder: Builder<any GreetingDependency>, GreetingBuildable {
  /// Creates a builder over the parent's dependency.
  public override init(dependency: any GreetingDependency) {
    super.init(dependency: dependency)
  }

  /// Builds a Greeting reporting to `listener`.
  public func build(withListener listener: any GreetingListener)
    -> (router: any ViewableRouting, actionableItem: any GreetingActionableItem)
  {
    let component = GreetingComponent(dependency: dependency)
    let viewController = GreetingViewController()
    let interactor = GreetingInteractor(presenter: viewController, userName: component.userName)
    // TODO(chapter 1, step 6): make `listener` the interactor's listener.
    let router = GreetingRouter(interactor: interactor, viewController: viewController)
    return (router, interactor)
  }
}
