import NavigatableRIBs
import TutorialGreeting

/// Home's component gives Greeting the user's name, read-only.
extension HomeComponent: GreetingDependency {
  var userName: AnyPublisher<String, Never> {
    // TODO(chapter 2, step 2): give Greeting the name Home owns, read-only (`userNameSubject`, erased).
    Empty().eraseToAnyPublisher()
  }
}
