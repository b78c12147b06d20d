import GeneratedTab
import NavigatableRIBs

/// What GeneratedTab's interactor asks of its router: the routes to its children (generate-rib adds them).
@MainActor
protocol GeneratedTabRouting: ViewableRouting {
  /// Shows GeneratedPush.
  func routeToGeneratedPush()
  /// Takes GeneratedPush away.
  func detachGeneratedPush()
  /// Shows GeneratedSheet.
  func routeToGeneratedSheet()
  /// Takes GeneratedSheet away.
  func detachGeneratedSheet()
  /// Shows GeneratedFlow.
  func routeToGeneratedFlow()
  /// Takes GeneratedFlow away.
  func detachGeneratedFlow()
  // generate-rib: routing
}

/// What GeneratedTab's interactor asks of its view.
@MainActor
protocol GeneratedTabPresentable: Presentable {
  /// Receives the user's taps.
  var listener: (any GeneratedTabPresentableListener)? { get set }
  /// Shows the screen's title.
  func show(title: String)
}

/// GeneratedTab's business logic: what its screen shows and what its taps do.
final class GeneratedTabInteractor: PresentableInteractor<any GeneratedTabPresentable>, GeneratedTabInteractable,
  GeneratedTabPresentableListener
{
  weak var router: (any GeneratedTabRouting)?
  weak var listener: (any GeneratedTabListener)?
  /// The title the screen shows.
  let title: String

  init(presenter: any GeneratedTabPresentable, title: String) {
    self.title = title
    super.init(presenter: presenter)
    presenter.listener = self
  }

  override func didBecomeActive() {
    super.didBecomeActive()
    presenter.show(title: title)
  }

  // MARK: - GeneratedTabPresentableListener

}
