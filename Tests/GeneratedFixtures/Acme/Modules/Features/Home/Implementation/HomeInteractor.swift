import Home
import NavigatableRIBs

/// What Home's interactor asks of its router: the routes to its children (generate-rib adds them).
@MainActor
protocol HomeRouting: ViewableRouting {
  // generate-rib: routing
}

/// What Home's interactor asks of its view.
@MainActor
protocol HomePresentable: Presentable {
  /// Receives the user's taps.
  var listener: (any HomePresentableListener)? { get set }
  /// Shows the screen's title.
  func show(title: String)
}

/// Home's business logic: what its screen shows and what its taps do.
final class HomeInteractor: PresentableInteractor<any HomePresentable>, HomeInteractable, HomePresentableListener {
  weak var router: (any HomeRouting)?
  weak var listener: (any HomeListener)?
  /// The title the screen shows.
  let title: String

  init(presenter: any HomePresentable, title: String) {
    self.title = title
    super.init(presenter: presenter)
    presenter.listener = self
  }

  override func didBecomeActive() {
    super.didBecomeActive()
    presenter.show(title: title)
  }

  // MARK: - HomePresentableListener

}
