// Decisions: what the sync decided and why, for the shell's trace and for tests.
extension NavigationSync {
  /// Whether anyone observes the decisions; none is built otherwise.
  public var hasDecisionObservers: Bool { !decisionObservers.isEmpty }

  /// Calls `handler` with every decision the sync takes from now on (``NavigationSyncDecision``), in
  /// order, synchronously, until the returned cancellable is cancelled or deallocated. A handler only
  /// observes: it should not show or detach RIBs.
  ///
  /// - Parameter handler: Called with each decision, on the main actor.
  /// - Returns: The observation; cancel it or let it go to stop.
  public func observeDecisions(_ handler: @escaping @MainActor (NavigationSyncDecision) -> Void) -> AnyCancellable {
    let observer = DecisionObserver(handler)
    decisionObservers.append(observer)
    return AnyCancellable { [weak self, weak observer] in
      MainActor.assumeIsolated { self?.decisionObservers.removeAll { $0 === observer } }
    }
  }

  /// Tells the observers of a decision about `router`, made elsewhere; builds nothing without an observer.
  func announce(_ kind: NavigationSyncDecision.Kind, _ router: any Routing, _ detail: @autoclosure () -> String) {
    guard !decisionObservers.isEmpty else { return }
    deliver(
      NavigationSyncDecision(kind: kind, ribName: router.ribName, ribID: ObjectIdentifier(router), detail: detail()))
  }

  /// Tells the observers of a decision about the RIB named `name`.
  func announce(_ kind: NavigationSyncDecision.Kind, named name: String, _ detail: @autoclosure () -> String) {
    guard !decisionObservers.isEmpty else { return }
    deliver(NavigationSyncDecision(kind: kind, ribName: name, ribID: nil, detail: detail()))
  }

  /// Tells the observers of a decision about `screen`'s RIB.
  func announce(_ kind: NavigationSyncDecision.Kind, _ screen: TrackedScreen, _ detail: @autoclosure () -> String) {
    guard !decisionObservers.isEmpty else { return }
    deliver(NavigationSyncDecision(kind: kind, ribName: screen.name, ribID: screen.routerID, detail: detail()))
  }

  func deliver(_ decision: NavigationSyncDecision) {
    for observer in decisionObservers { observer.handler(decision) }
  }
}
