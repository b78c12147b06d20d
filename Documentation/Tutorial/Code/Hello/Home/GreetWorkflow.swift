import NavigatableRIBs
import TutorialGreeting

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
    onStep { home in home.greet(name) }
      .onStep { greeting, _ in greeting.wave() }
      .commit()
  }

  public override func didComplete() {
    isComplete = true
  }

  public override func didReceiveError(_ error: any Error) {
    self.error = error
  }
}
