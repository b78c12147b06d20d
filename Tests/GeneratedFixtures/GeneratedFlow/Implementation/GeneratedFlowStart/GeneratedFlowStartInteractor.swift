import NavigatableRIBs

/// What the first screen's interactor asks of its router: nothing (the flow shows what comes next).
@MainActor
protocol GeneratedFlowStartRouting: ViewableRouting {}

/// What the first screen's interactor asks of its view.
@MainActor
protocol GeneratedFlowStartPresentable: Presentable {
  /// Receives the user's taps.
  var listener: (any GeneratedFlowStartPresentableListener)? { get set }
}

/// GeneratedFlow's first screen's business logic: it passes its rows' taps on to the flow.
final class GeneratedFlowStartInteractor: PresentableInteractor<any GeneratedFlowStartPresentable>,
  GeneratedFlowStartInteractable, GeneratedFlowStartPresentableListener
{
  weak var router: (any GeneratedFlowStartRouting)?
  weak var listener: (any GeneratedFlowStartListener)?

  override init(presenter: any GeneratedFlowStartPresentable) {
    super.init(presenter: presenter)
    presenter.listener = self
  }

  // MARK: - GeneratedFlowStartPresentableListener

  func didTapDone() {
    listener?.generatedFlowStartDidTapDone()
  }

  // Each row's answer is in a file of its own, `GeneratedFlowStartInteractor+Child.swift`.
}
