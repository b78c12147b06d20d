import Detail
import Master
import NavigatableRIBs

/// What Master's interactor asks of its router.
@MainActor
protocol MasterRouting: ViewableRouting {
  /// Pushes a Detail of `kind` on Master's navigation controller; returns its item, or nil when refused.
  func routeToDetail(kind: DetailKind) -> (any DetailActionableItem)?
  /// Pushes the plain (non-RIB) screen with plain UIKit.
  func routeToPlainScreen()
  /// Pushes a Detail above the plain screen.
  func routeToDetailAbovePlainScreen()
  /// Presents a Detail as a sheet inside its own navigation controller.
  func routeToSheetDetail()
  /// Presents a Detail full screen inside its own navigation controller.
  func routeToFullScreenDetail()
  /// Detaches the Detail Master attached (business logic); NavigationSync pops or dismisses its screen.
  func detachDetail()
  /// Detaches the Detail and pops a plain screen left above Examples.
  func closeDetails()
  /// Detaches the Detail when it is presented as a sheet.
  func closeSheet()
  // generate-rib: routing
}

/// What Master's interactor asks of its view.
@MainActor
protocol MasterPresentable: Presentable {
  /// Receives the user's taps.
  var listener: (any MasterPresentableListener)? { get set }
  /// Shows the example cases.
  func show(cases: [MasterExampleCase])
}

/// Master's business logic: which example to open.
final class MasterInteractor: PresentableInteractor<any MasterPresentable>, MasterInteractable,
  MasterPresentableListener, MasterActionableItem
{
  weak var router: (any MasterRouting)?
  weak var listener: (any MasterListener)?

  override init(presenter: any MasterPresentable) {
    super.init(presenter: presenter)
    presenter.listener = self
  }

  override func didBecomeActive() {
    super.didBecomeActive()
    presenter.show(cases: MasterExampleCase.allCases)
  }

  // MARK: - MasterPresentableListener

  func didSelect(_ exampleCase: MasterExampleCase) {
    switch exampleCase {
    case .normal: _ = router?.routeToDetail(kind: .normal)
    case .plainScreen: router?.routeToPlainScreen()
    case .successive: _ = router?.routeToDetail(kind: .successive)
    case .sheet: router?.routeToSheetDetail()
    case .fullScreen: router?.routeToFullScreenDetail()
    case .deepLink:
      OpenDetailWorkflow(depth: MasterExampleCase.deepLinkDepth)
        .subscribe(self)
        .cancelOnDeactivate(interactor: self)
    }
  }

  func plainScreenDidTapPushDetail() {
    router?.routeToDetailAbovePlainScreen()
  }

  // MARK: - DetailListener

  func detailDidRequestClose() {
    router?.detachDetail()
  }

  func detailDidRequestPop(toDepth depth: Int) {
    // No Detail below Master: nothing to pop to.
  }

  // MARK: - MasterActionableItem

  func openDetail() -> AnyPublisher<(any DetailActionableItem, Void), any Error> {
    router?.closeDetails()
    guard let detail = router?.routeToDetail(kind: .deepLink) else {
      return Fail(error: DetailRoutingError.couldNotPushNext(depth: 0)).eraseToAnyPublisher()
    }
    return Just((detail, ())).setFailureType(to: (any Error).self).eraseToAnyPublisher()
  }

  func closeDetails() {
    router?.closeDetails()
  }

  func closeSheet() {
    router?.closeSheet()
  }
}
