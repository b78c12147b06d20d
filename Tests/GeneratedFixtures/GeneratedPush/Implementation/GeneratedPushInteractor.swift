import GeneratedPush
import NavigatableRIBs

/// What GeneratedPush's interactor asks of its router: the routes to its children (generate-rib adds them).
@MainActor
protocol GeneratedPushRouting: ViewableRouting {
  // generate-rib: routing
}

/// What GeneratedPush's interactor asks of its view.
@MainActor
protocol GeneratedPushPresentable: Presentable {
  /// Receives the user's taps.
  var listener: (any GeneratedPushPresentableListener)? { get set }
  /// Shows the screen's title.
  func show(title: String)
}

/// GeneratedPush's business logic: what its screen shows and what its taps do.
final class GeneratedPushInteractor: PresentableInteractor<any GeneratedPushPresentable>, GeneratedPushInteractable,
  GeneratedPushPresentableListener
{
  weak var router: (any GeneratedPushRouting)?
  weak var listener: (any GeneratedPushListener)?
  /// The title the screen shows.
  let title: String

  init(presenter: any GeneratedPushPresentable, title: String) {
    self.title = title
    super.init(presenter: presenter)
    presenter.listener = self
  }

  override func didBecomeActive() {
    super.didBecomeActive()
    presenter.show(title: title)
  }

  // MARK: - GeneratedPushPresentableListener

  func didTapClose() {
    listener?.generatedPushDidRequestClose()
  }
}
