import NavigatableRIBs

/// What Root's interactor asks of its router: nothing yet (a deep link would select a tab here).
@MainActor
protocol RootRouting: ViewableRouting {}

/// What Root's interactor asks of its view: nothing yet.
@MainActor
protocol RootPresentable: Presentable {}

/// Root's business logic: it is every tab's listener (generate-rib adds their listener protocols to
/// `RootChildListeners`).
final class RootInteractor: PresentableInteractor<any RootPresentable>, RootInteractable {
  weak var router: (any RootRouting)?
}
