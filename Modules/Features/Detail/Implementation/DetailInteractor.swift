import Detail
import NavigatableRIBs

/// What Detail's interactor asks of its router.
@MainActor
protocol DetailRouting: ViewableRouting {
  /// Builds and pushes the next Detail (depth + 1, same kind); returns its item, or nil when refused.
  func routeToNext(depth: Int, kind: DetailKind) -> (any DetailActionableItem)?
  /// Detaches the next Detail (business logic); NavigationSync pops its screen and those above.
  func detachNext()
  /// Pops this Detail's navigation stack back to this Detail's screen (a UIKit pop; NavigationSync
  /// detaches the Details that were above).
  func popToOwnScreen()
  // generate-rib: routing
}

/// What Detail's interactor asks of its view.
@MainActor
protocol DetailPresentable: Presentable {
  /// Receives the user's taps.
  var listener: (any DetailPresentableListener)? { get set }
  /// Shows the Detail's depth, kind and the earlier Details it can pop back to.
  func show(depth: Int, kind: DetailKind, earlierDepths: [Int])
}

/// The business logic of a Detail: its depth and kind, and what its buttons do.
final class DetailInteractor: PresentableInteractor<any DetailPresentable>, DetailInteractable,
  DetailPresentableListener, DetailActionableItem
{
  weak var router: (any DetailRouting)?
  weak var listener: (any DetailListener)?
  /// The Detail's depth in its navigation stack (1 = right above the root screen).
  let depth: Int
  /// What the Detail stands for.
  let kind: DetailKind

  init(presenter: any DetailPresentable, depth: Int, kind: DetailKind) {
    self.depth = max(1, depth)
    self.kind = kind
    super.init(presenter: presenter)
    presenter.listener = self
  }

  override func didBecomeActive() {
    super.didBecomeActive()
    presenter.show(depth: depth, kind: kind, earlierDepths: Array(1..<depth))
  }

  // MARK: - DetailPresentableListener

  func didTapPushNext() {
    guard kind.canPushNext else { return }
    _ = router?.routeToNext(depth: depth + 1, kind: kind)
  }

  func didTapClose() {
    listener?.detailDidRequestClose()
  }

  func didTapPop(toDepth target: Int) {
    guard target >= 1, target < depth else { return }
    listener?.detailDidRequestPop(toDepth: target)
  }

  // MARK: - DetailListener (the next Detail)

  func detailDidRequestClose() {
    router?.detachNext()
  }

  func detailDidRequestPop(toDepth target: Int) {
    if target == depth {
      router?.popToOwnScreen()
    } else {
      listener?.detailDidRequestPop(toDepth: target)
    }
  }

  // MARK: - DetailActionableItem

  func pushNext() -> AnyPublisher<(any DetailActionableItem, Void), any Error> {
    guard let next = router?.routeToNext(depth: depth + 1, kind: kind) else {
      return Fail(error: DetailRoutingError.couldNotPushNext(depth: depth)).eraseToAnyPublisher()
    }
    return Just((next, ())).setFailureType(to: (any Error).self).eraseToAnyPublisher()
  }
}
