extension Publisher {
  /// Passes values on only while `interactorScope` is active; when the scope becomes active again, the
  /// latest value received meanwhile (if any) is passed on first.
  ///
  /// The upstream is subscribed once, when the result is subscribed, and stays subscribed until the
  /// result is cancelled. Failures are passed on when the scope is (or next becomes) active.
  ///
  /// - Parameter interactorScope: The scope whose active periods let values through.
  /// - Returns: A publisher of this publisher's values, passed on only while the scope is active.
  @MainActor
  public func confineTo(_ interactorScope: any InteractorScope) -> AnyPublisher<Output, Failure> {
    let activeness = interactorScope.isActiveStream
    let upstream = self
    return Deferred { () -> AnyPublisher<Output, Failure> in
      let latest = CurrentValueSubject<Output?, Failure>(nil)
      let upstreamSubscription = upstream.map { Optional($0) }.subscribe(latest)
      return
        activeness
        .setFailureType(to: Failure.self)
        .map { isActive -> AnyPublisher<Output, Failure> in
          isActive
            ? latest.compactMap { $0 }.eraseToAnyPublisher()
            : Empty(completeImmediately: false).eraseToAnyPublisher()
        }
        .switchToLatest()
        .handleEvents(receiveCancel: { upstreamSubscription.cancel() })
        .eraseToAnyPublisher()
    }
    .eraseToAnyPublisher()
  }
}
