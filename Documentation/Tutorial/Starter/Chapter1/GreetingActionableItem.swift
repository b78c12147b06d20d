import NavigatableRIBs

/// What a deep link (a Workflow step) may ask of Greeting.
@MainActor
public protocol GreetingActionableItem: AnyObject {
  /// Waves at the user; yields Greeting again, for a next step.
  func wave() -> AnyPublisher<(any GreetingActionableItem, Void), any Error>
}

extension GreetingInteractor: GreetingActionableItem {
  func wave() -> AnyPublisher<(any GreetingActionableItem, Void), any Error> {
    presenter.showWave()
    return Just((self, ())).setFailureType(to: (any Error).self).eraseToAnyPublisher()
  }
}
