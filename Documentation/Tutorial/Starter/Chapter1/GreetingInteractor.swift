import Foundation
import NavigatableRIBs

/// What Greeting's interactor asks of its router: nothing yet; Greeting has no children.
@MainActor
protocol GreetingRouting: ViewableRouting {}

/// What Greeting's interactor asks of its view: show a sentence, and wave.
@MainActor
protocol GreetingPresentable: Presentable {
  /// Receives the user's taps.
  var listener: (any GreetingPresentableListener)? { get set }
  /// Shows `greeting` ("Hello, Ada!").
  func show(greeting: String)
  /// Shows a waving hand under the greeting.
  func showWave()
}

/// Told by Greeting when the user is done with it; the parent detaches Greeting.
@MainActor
public protocol GreetingListener: AnyObject {
  /// The user tapped "Say goodbye".
  func greetingDidSayGoodbye()
}

/// Greeting's business logic: turns the name into a greeting and reports "Say goodbye" up.
final class GreetingInteractor: PresentableInteractor<any GreetingPresentable>, GreetingInteractable,
  GreetingPresentableListener
{
  weak var router: (any GreetingRouting)?
  weak var listener: (any GreetingListener)?
  private let userName: AnyPublisher<String, Never>

  init(presenter: any GreetingPresentable, userName: AnyPublisher<String, Never>) {
    self.userName = userName
    super.init(presenter: presenter)
    presenter.listener = self
  }

  override func didBecomeActive() {
    super.didBecomeActive()
    // TODO(chapter 1, step 3): subscribe to `userName`, show `greeting(for:)` of each name on the presenter,
    // and end the subscription when the RIB deactivates (`.cancelOnDeactivate(interactor: self)`).
  }

  /// "Hello, Ada!"; a blank name greets a stranger.
  static func greeting(for name: String) -> String {
    // TODO(chapter 1, step 3): "Hello, NAME!" with the name trimmed; "Hello, stranger!" for a blank name.
    ""
  }

  // MARK: - GreetingPresentableListener

  func didTapSayGoodbye() {
    // TODO(chapter 1, step 3): tell the listener.
  }
}
