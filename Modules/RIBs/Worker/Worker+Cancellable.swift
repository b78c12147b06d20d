extension Cancellable {
  /// Ties this subscription to the worker's current working period: it is cancelled when the worker
  /// stops working (its scope deactivates, or it is stopped or deallocated).
  ///
  /// When the worker is not working the subscription is cancelled at once and a diagnostic is reported.
  ///
  /// - Parameter worker: The worker whose working period bounds the subscription.
  @MainActor
  public func cancelOnStop(worker: Worker) {
    let subscription = AnyCancellable(self)
    guard worker.workCancellables != nil else {
      subscription.cancel()
      RIBsDiagnostics.report(
        .inactiveScope,
        "a subscription was tied to \(type(of: worker)), which is not working; it was cancelled at once.")
      return
    }
    worker.workCancellables?.append(subscription)
  }
}
