/// The subscription scenarios: a child whose interactor subscribes to its parent's subject when it becomes
/// active and ties the subscription to its active period, ten values sent per attach/detach round trip; and
/// the same subscription made without any RIB. Shared by the benchmarks and `navigation-profile`.

/// How a ``SubscribingInteractor`` ties its subscription to its active period.
public enum SubscriptionBinding: String, Sendable, CaseIterable {
  /// `values.sink { }.cancelOnDeactivate(interactor: self)`, as RIBs users write it.
  case cancelOnDeactivate = "cancel-on-deactivate"
  /// `values.sinkWhileActive(self) { }`: the subscriber RIBs owns.
  case sinkWhileActive = "sink-while-active"
}

/// What a subscription's closure adds to: the sum of the values received.
@MainActor
public final class ValueCounter {
  /// The sum of the values received.
  public var sum = 0

  /// A counter at zero.
  public init() {}
}

/// A child's business logic that subscribes to its parent's subject when it becomes active, bound to the
/// active period, and counts what it receives.
@MainActor
public final class SubscribingInteractor: Interactor {
  /// The parent's subject.
  let values: PassthroughSubject<Int, Never>
  /// How the subscription is bound.
  let binding: SubscriptionBinding
  /// The sum of the values the subscription received, added by its closure.
  public private(set) var received = 0

  init(values: PassthroughSubject<Int, Never>, binding: SubscriptionBinding) {
    self.values = values
    self.binding = binding
  }

  public override func didBecomeActive() {
    super.didBecomeActive()
    switch binding {
    case .cancelOnDeactivate:
      values.sink { [weak self] in self?.received += $0 }.cancelOnDeactivate(interactor: self)
    case .sinkWhileActive:
      values.sinkWhileActive(self) { [weak self] in self?.received += $0 }
    }
  }
}

/// A RIB with a screen whose interactor subscribes to its parent's subject.
@MainActor
public final class SubscribingRouter: ViewableRouter<SubscribingInteractor, BenchViewController> {
  /// A fixed name, as ``BenchRouter``'s.
  public override var ribName: String { "Subscribing" }

  /// A new, unattached RIB subscribing to `values` with `binding` when it becomes active.
  public static func make(values: PassthroughSubject<Int, Never>, binding: SubscriptionBinding) -> SubscribingRouter {
    SubscribingRouter(
      interactor: SubscribingInteractor(values: values, binding: binding), viewController: BenchViewController())
  }
}

@MainActor
extension Scenarios {
  /// How many values each subscription scenario sends: 0 to 9.
  public static let valuesPerRoundTrip = 10
  /// What a subscription receiving every value of one scenario adds up: 0 + 1 + ... + 9.
  public static let sumPerRoundTrip = valuesPerRoundTrip * (valuesPerRoundTrip - 1) / 2

  /// ``coreRoundTrip(_:)`` with a child that subscribes to the root's subject (``BenchScene/values``) when it
  /// becomes active, bound to its active period by `binding`: attached, ten values sent, detached (the
  /// subscription is cancelled), freed; its leak expectations registered and checked. Returns the sum the
  /// child received.
  @inline(never)
  @discardableResult
  public static func subscribingRoundTrip(_ scene: BenchScene, binding: SubscriptionBinding) -> Int {
    let received: Int
    do {
      let child = SubscribingRouter.make(values: scene.values, binding: binding)
      scene.root.attachChild(child)
      for value in 0..<valuesPerRoundTrip { scene.values.send(value) }
      scene.root.detachChild(child)
      received = child.interactor.received
    }
    scene.checkLeaks()
    return received
  }

  /// The same subscription without any RIB: `sink` on the root's subject with the same closure (a weak
  /// capture of an object that counts), ten values sent, cancelled.
  @inline(never)
  public static func subscriptionWithoutRIB(_ scene: BenchScene, counter: ValueCounter) {
    let subscription = scene.values.sink { [weak counter] in counter?.sum += $0 }
    for value in 0..<valuesPerRoundTrip { scene.values.send(value) }
    subscription.cancel()
  }
}
