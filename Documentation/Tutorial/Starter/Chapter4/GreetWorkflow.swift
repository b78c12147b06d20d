import NavigatableRIBs
import TutorialGreeting
// Home, HelloApp and Greeting's `wave()` are the finished ones; your GreetWorkflow takes the place of
// Code/Hello's in the tests that import this module.
@_exported import TutorialHello

/// The deep link `hello://greet?name=Grace`: Home sets the name and shows Greeting, then Greeting waves.
/// Each step runs only once the RIB it acts on is active.
public final class GreetWorkflow: Workflow<any HomeActionableItem> {
  /// Whether every step ran.
  public private(set) var isComplete = false
  /// The error that ended the workflow early, if any.
  public private(set) var error: (any Error)?

  /// A workflow greeting `name`.
  public init(name: String) {
    super.init()
    // TODO(chapter 4, step 1): the first step: Home sets the name and shows Greeting (`home.greet(name)`);
    // then `.commit()` the chain.
    // TODO(chapter 4, step 2): a second step, before `.commit()`: Greeting waves (`greeting.wave()`).
  }

  public override func didComplete() {
    isComplete = true
  }

  public override func didReceiveError(_ error: any Error) {
    self.error = error
  }
}
