import NavigatableRIBs
import TutorialGreeting

/// What Home's interactor asks of its router.
@MainActor
protocol HomeRouting: ViewableRouting {
  /// Builds Greeting and pushes it; returns its item, or nil when the push was refused.
  func routeToGreeting() -> (any GreetingActionableItem)?
  /// Detaches Greeting; NavigationSync pops its screen.
  func detachGreeting()
}

/// What Home's interactor asks of its view.
@MainActor
protocol HomePresentable: Presentable {
  /// Receives the user's taps and typing.
  var listener: (any HomePresentableListener)? { get set }
  /// Shows the name the greeting will use.
  func show(userName: String)
}

/// Home's business logic: owns the user's name and decides when Greeting comes and goes.
final class HomeInteractor: PresentableInteractor<any HomePresentable>, HomeInteractable,
  HomePresentableListener
{
  weak var router: (any HomeRouting)?
  /// The user's name; Home is the only RIB that writes it.
  let userNameSubject: CurrentValueSubject<String, Never>

  init(presenter: any HomePresentable, userNameSubject: CurrentValueSubject<String, Never>) {
    self.userNameSubject = userNameSubject
    super.init(presenter: presenter)
    presenter.listener = self
  }

  override func didBecomeActive() {
    super.didBecomeActive()
    userNameSubject
      .sink { [weak self] name in self?.presenter.show(userName: name) }
      .cancelOnDeactivate(interactor: self)
  }

  // MARK: - HomePresentableListener

  func didTapGreetMe() {
    // TODO(chapter 2, step 4): route to Greeting.
  }

  func didChangeName(to name: String) {
    userNameSubject.send(name)
  }

  // MARK: - GreetingListener

  func greetingDidSayGoodbye() {
    // TODO(chapter 2, step 4): the parent that attached Greeting detaches it.
  }
}
