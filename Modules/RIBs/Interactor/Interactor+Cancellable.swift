extension Cancellable {
  /// Ties this subscription to the interactor's current active period: it is cancelled when the
  /// interactor deactivates (or is deallocated).
  ///
  /// When the interactor is inactive the subscription is cancelled at once and a diagnostic is reported,
  /// so work never runs outside the active period.
  ///
  /// A workflow's subscription (``Workflow/subscribe(_:)``) leaves the interactor as soon as the workflow
  /// has finished, so a long-lived interactor that runs workflow after workflow keeps none of them. Any
  /// other cancellable is kept in an `AnyCancellable` made for it; an `AnyCancellable` (what `sink`
  /// returns) is kept as it is (see the `AnyCancellable` overload).
  ///
  /// ```swift
  /// workflow.subscribe(self).cancelOnDeactivate(interactor: self)
  /// ```
  ///
  /// - Parameter interactor: The interactor whose active period bounds the subscription.
  @MainActor
  public func cancelOnDeactivate(interactor: Interactor) {
    // A metatype comparison, not a dynamic cast: `WorkflowSubscription` is final.
    if Self.self == WorkflowSubscription.self, let workflowSubscription = self as? WorkflowSubscription {
      guard interactor.keepForActivePeriod(workflowSubscription) else { return }
      workflowSubscription.whenFinished { [weak interactor, weak workflowSubscription] in
        guard let interactor, let workflowSubscription else { return }
        interactor.activeCancellables?.remove(workflowSubscription)
      }
      return
    }
    interactor.keepForActivePeriod(AnyCancellable(self))
  }
}

extension AnyCancellable {
  /// Ties this subscription to the interactor's current active period: it is cancelled when the
  /// interactor deactivates (or is deallocated).
  ///
  /// When the interactor is inactive the subscription is cancelled at once and a diagnostic is reported,
  /// so work never runs outside the active period. The interactor keeps this `AnyCancellable` as it is. For
  /// a new subscription whose only end is the active period, `sinkWhileActive(_:receiveValue:)` is
  /// lighter still.
  ///
  /// ```swift
  /// stream.sink { [weak self] in self?.update($0) }.cancelOnDeactivate(interactor: self)
  /// ```
  ///
  /// - Parameter interactor: The interactor whose active period bounds the subscription.
  @MainActor
  public func cancelOnDeactivate(interactor: Interactor) {
    interactor.keepForActivePeriod(self)
  }
}

extension Interactor {
  /// Keeps `cancellable` until the active period ends; when the interactor is inactive, cancels it at once
  /// and reports it. Returns whether it was kept.
  @usableFromInline
  @discardableResult
  final func keepForActivePeriod<Kept: AnyObject & Cancellable>(_ cancellable: Kept) -> Bool {
    guard activeCancellables != nil else {
      cancellable.cancel()
      RIBsDiagnostics.report(
        .inactiveScope, "a subscription was tied to \(ribName), which is inactive; it was cancelled at once.")
      return false
    }
    activeCancellables?.append(cancellable)
    return true
  }
}
