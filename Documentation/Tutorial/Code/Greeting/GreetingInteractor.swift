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
    userName
      .map(Self.greeting(for:))
      .sink { [weak self] greeting in self?.presenter.show(greeting: greeting) }
      .cancelOnDeactivate(interactor: self)
  }

  /// "Hello, Ada!"; a blank name greets a stranger.
  static func greeting(for name: String) -> String {
    let trimmed = name.trimmingCharacters(in: .whitespaces)
    return trimmed.isEmpty ? "Hello, stranger!" : "Hello, \(trimmed)!"
  }

  // MARK: - GreetingPresentableListener

  func didTapSayGoodbye() {
    listener?.greetingDidSayGoodbye()
  }
}
