extension Publisher where Failure == Never {
  /// Subscribes to this publisher for the interactor's current active period: `receiveValue` gets each
  /// value until the interactor deactivates (or is deallocated), when the subscription is cancelled.
  ///
  /// What `sink(receiveValue:)` followed by `cancelOnDeactivate(interactor:)` does, through one subscriber
  /// that RIBs owns instead of Combine's `Sink` and the `AnyCancellable` around it: no lock, no type-erased
  /// cancel, one object per subscription. Prefer it for a subscription whose only end is the active period;
  /// keep `sink` and `cancelOnDeactivate(interactor:)` for one you also store or cancel yourself.
  ///
  /// When the interactor is inactive nothing is subscribed (`receiveValue` never runs) and a diagnostic is
  /// reported. The method is `@MainActor` and `receiveValue` is not `Sendable`, so the compiler checks at
  /// build time that the closure is made and handed over on the main actor; the subscriber then calls it
  /// directly, with no executor check per value in the release build. It runs where the publisher sends,
  /// as `sink`'s does: RIBs' streams send on the main actor, and a publisher that sends elsewhere needs
  /// `receive(on:)` first.
  ///
  /// ```swift
  /// override func didBecomeActive() {
  ///   super.didBecomeActive()
  ///   profileStream.sinkWhileActive(self) { [weak self] in self?.presenter.show($0) }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - interactor: The interactor whose active period bounds the subscription.
  ///   - receiveValue: Called with each value.
  /// - Returns: The subscription, which the interactor keeps and cancels: keep it only to cancel earlier.
  @MainActor
  @inlinable
  @discardableResult
  public func sinkWhileActive(
    _ interactor: Interactor, receiveValue: @escaping (Output) -> Void
  ) -> some Cancellable {
    subscribeWhileActive(interactor, ActivePeriodSink(receiveCompletion: nil, receiveValue: receiveValue))
  }
}

extension Publisher {
  /// Subscribes to this publisher for the interactor's current active period: `receiveValue` gets each
  /// value and `receiveCompletion` the completion, until the interactor deactivates (or is deallocated),
  /// when the subscription is cancelled.
  ///
  /// What `sink(receiveCompletion:receiveValue:)` followed by `cancelOnDeactivate(interactor:)` does,
  /// through one subscriber that RIBs owns (see `sinkWhileActive(_:receiveValue:)`). When the interactor is
  /// inactive nothing is subscribed and a diagnostic is reported; the closures run where the publisher
  /// sends, as `sink`'s do.
  ///
  /// - Parameters:
  ///   - interactor: The interactor whose active period bounds the subscription.
  ///   - receiveCompletion: Called when the publisher finishes or fails (not when the subscription is
  ///     cancelled).
  ///   - receiveValue: Called with each value.
  /// - Returns: The subscription, which the interactor keeps and cancels: keep it only to cancel earlier.
  @MainActor
  @inlinable
  @discardableResult
  public func sinkWhileActive(
    _ interactor: Interactor, receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
    receiveValue: @escaping (Output) -> Void
  ) -> some Cancellable {
    subscribeWhileActive(
      interactor, ActivePeriodSink(receiveCompletion: receiveCompletion, receiveValue: receiveValue))
  }

  /// Hands `sink` to the interactor, then subscribes it: a value sent during the subscription that
  /// deactivates the interactor cancels it as any other. When the interactor is inactive, reports it and
  /// subscribes nothing. Inlinable, as its callers, so the subscriber's type is known where it is made.
  @MainActor
  @inlinable
  func subscribeWhileActive(
    _ interactor: Interactor, _ sink: ActivePeriodSink<Output, Failure>
  ) -> ActivePeriodSink<Output, Failure> {
    guard interactor.keepForActivePeriod(sink) else { return sink }
    subscribe(sink)
    return sink
  }
}

/// The subscriber of `sinkWhileActive`: requests every value, passes each to its closure, and ends at the
/// first of completion and cancellation. Its interactor keeps it for the active period and cancels it when
/// the period ends.
///
/// Not thread-safe, as `Sink` without its lock: it is made, subscribed and cancelled on the main actor, and
/// RIBs' streams deliver there. Its closures are called directly, with no executor check: `sinkWhileActive`
/// is `@MainActor`, so the compiler checks where they are made, and delivery on the main actor is the
/// publisher's part.
@usableFromInline
final class ActivePeriodSink<Input, Failure: Error>: Subscriber, Cancellable {
  private let receiveValue: (Input) -> Void
  private let receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)?
  /// The upstream subscription, once received and until the end.
  private var subscription: (any Subscription)?
  /// Whether it completed or was cancelled: nothing more is delivered.
  private var hasEnded = false

  @usableFromInline
  init(
    receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)?, receiveValue: @escaping (Input) -> Void
  ) {
    self.receiveCompletion = receiveCompletion
    self.receiveValue = receiveValue
  }

  @usableFromInline
  func receive(subscription: any Subscription) {
    guard !hasEnded, self.subscription == nil else {
      subscription.cancel()
      return
    }
    self.subscription = subscription
    subscription.request(.unlimited)
  }

  @usableFromInline
  func receive(_ input: Input) -> Subscribers.Demand {
    guard !hasEnded else { return .none }
    receiveValue(input)
    return .none
  }

  @usableFromInline
  func receive(completion: Subscribers.Completion<Failure>) {
    guard !hasEnded else { return }
    hasEnded = true
    subscription = nil
    receiveCompletion?(completion)
  }

  @usableFromInline
  func cancel() {
    guard !hasEnded else { return }
    hasEnded = true
    let upstream = subscription
    subscription = nil
    upstream?.cancel()
  }
}
