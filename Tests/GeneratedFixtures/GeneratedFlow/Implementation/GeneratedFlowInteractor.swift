import GeneratedFlow
import NavigatableRIBs

/// What GeneratedFlow's interactor asks of its router: its first screen, its children (generate-rib adds
/// them), and taking down what GeneratedFlow presented.
@MainActor
protocol GeneratedFlowRouting: Routing {
  /// Presents GeneratedFlow's first screen; false when it could not be shown.
  func routeToStart() -> Bool
  /// Dismisses the navigation controller GeneratedFlow presented, if it is still presented.
  func cleanupViews()
  // generate-rib: routing
}

/// GeneratedFlow's business logic: shows its first screen and decides what comes next. It has no screen of
/// its own: its router shows its children's screens from the parent's.
final class GeneratedFlowInteractor: Interactor, GeneratedFlowInteractable, NavigationFlowInteractable {
  weak var router: (any GeneratedFlowRouting)?
  weak var listener: (any GeneratedFlowListener)?

  override func didBecomeActive() {
    super.didBecomeActive()
    // Nothing to show (the parent's screen already presents something): the flow is over at once.
    if router?.routeToStart() != true { listener?.generatedFlowDidClose() }
  }

  override func willResignActive() {
    super.willResignActive()
    // GeneratedFlow presented its navigation controller itself, so it takes it down itself: its parent
    // presented nothing and has nothing to dismiss.
    router?.cleanupViews()
  }

  // MARK: - NavigationFlowInteractable

  /// The user removed GeneratedFlow's last screen (NavigationSync has detached its screens' RIBs).
  func navigationFlowDidClose() {
    listener?.generatedFlowDidClose()
  }

  // MARK: - GeneratedFlowStartListener

  /// The user tapped "Done" on the first screen: the flow is complete, and its listener detaches it
  /// (`willResignActive` takes its screens down).
  func generatedFlowStartDidTapDone() {
    listener?.generatedFlowDidClose()
  }
}
