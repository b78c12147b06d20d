extension Cancellable {
  /// Ties this subscription to the interactor's current active period: it is cancelled when the
  /// interactor deactivates (or is deallocated).
  ///
  /// When the interactor is inactive the subscription is cancelled at once and a diagnostic is reported,
  /// so work never runs outside the active period.
  ///
  /// A workflow's subscription (``Workflow/subscribe(_:)``) leaves the interactor as soon as the workflow
  /// has finished, so a long-lived interactor that runs workflow after workflow keeps none of them.
  ///
  /// ```swift
  /// stream.sink { [weak self] in self?.update($0) }.cancelOnDeactivate(interactor: self)
  /// ```
  ///
  /// - Parameter interactor: The interactor whose active period bounds the subscription.
  @MainActor
  public func cancelOnDeactivate(interactor: Interactor) {
    let subscription = AnyCancellable(self)
    guard interactor.activeCancellables != nil else {
      subscription.cancel()
      RIBsDiagnostics.report(
        .inactiveScope,
        "a subscription was tied to \(interactor.ribName), which is inactive; it was cancelled at once.")
      return
    }
    interactor.activeCancellables?.append(subscription)
    if let workflowSubscription = self as? WorkflowSubscription {
      workflowSubscription.whenFinished { [weak interactor, weak subscription] in
        guard let interactor, let subscription else { return }
        interactor.activeCancellables?.removeAll { $0 === subscription }
      }
    }
  }
}
