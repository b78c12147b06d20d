import NavigatableRIBs
import TutorialGreeting

/// Home's component gives Greeting the user's name, read-only.
extension HomeComponent: GreetingDependency {
  var userName: AnyPublisher<String, Never> { userNameSubject.eraseToAnyPublisher() }
}
