import NavigatableRIBs
import TutorialGreeting

/// What a deep link (a Workflow step) may ask of Home.
@MainActor
public protocol HomeActionableItem: AnyObject {
  /// Sets the user's name to `name`, shows Greeting and yields it, for the next step.
  func greet(_ name: String) -> AnyPublisher<(any GreetingActionableItem, Void), any Error>
}

/// Why a Home step of a deep link failed.
public enum HomeRoutingError: Error, Equatable {
  /// Greeting could not be pushed (Home's screen is in no navigation controller).
  case couldNotShowGreeting
}

extension HomeInteractor: HomeActionableItem {
  func greet(_ name: String) -> AnyPublisher<(any GreetingActionableItem, Void), any Error> {
    userNameSubject.send(name)
    guard let greeting = router?.routeToGreeting() else {
      return Fail(error: HomeRoutingError.couldNotShowGreeting).eraseToAnyPublisher()
    }
    return Just((greeting, ())).setFailureType(to: (any Error).self).eraseToAnyPublisher()
  }
}
