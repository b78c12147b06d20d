import GeneratedSheet
import NavigatableRIBs

/// What GeneratedSheet's interactor asks of its router: the routes to its children (generate-rib adds them).
@MainActor
protocol GeneratedSheetRouting: ViewableRouting {
  // generate-rib: routing
}

/// What GeneratedSheet's interactor asks of its view.
@MainActor
protocol GeneratedSheetPresentable: Presentable {
  /// Receives the user's taps.
  var listener: (any GeneratedSheetPresentableListener)? { get set }
  /// Shows the screen's title.
  func show(title: String)
}

/// GeneratedSheet's business logic: what its screen shows and what its taps do.
final class GeneratedSheetInteractor: PresentableInteractor<any GeneratedSheetPresentable>, GeneratedSheetInteractable,
  GeneratedSheetPresentableListener
{
  weak var router: (any GeneratedSheetRouting)?
  weak var listener: (any GeneratedSheetListener)?
  /// The title the screen shows.
  let title: String

  init(presenter: any GeneratedSheetPresentable, title: String) {
    self.title = title
    super.init(presenter: presenter)
    presenter.listener = self
  }

  override func didBecomeActive() {
    super.didBecomeActive()
    presenter.show(title: title)
  }

  // MARK: - GeneratedSheetPresentableListener

  func didTapDone() {
    listener?.generatedSheetDidFinish()
  }
}
