import Detail
import Master
import NavigatableRIBs
import NavigatableRIBsTesting

/// Listens to Master (Master reports nothing up yet).
@MainActor
public final class MockMasterListener: MasterListener {
  /// Creates a listener.
  public init() {}
}

/// Master's deep-link item: records the calls; `openDetail()` yields ``detail`` (fails without one).
@MainActor
public final class MockMasterActionableItem: MasterActionableItem {
  /// `openDetail`, `closeDetails`, `closeSheet`, in order.
  public var calls: [String] = []
  /// What `openDetail()` yields; nil makes it fail.
  public var detail: (any DetailActionableItem)?
  /// Creates an item with no calls.
  public init() {}
  /// Records `openDetail` and yields ``detail``.
  ///
  /// - Returns: A publisher of ``detail`` that completes at once, or that fails when ``detail`` is nil.
  public func openDetail() -> AnyPublisher<(any DetailActionableItem, Void), any Error> {
    calls.append("openDetail")
    guard let detail else { return Fail(error: DetailRoutingError.couldNotPushNext(depth: 0)).eraseToAnyPublisher() }
    return Just((detail, ())).setFailureType(to: (any Error).self).eraseToAnyPublisher()
  }
  /// Records `closeDetails`.
  public func closeDetails() { calls.append("closeDetails") }
  /// Records `closeSheet`.
  public func closeSheet() { calls.append("closeSheet") }
}

/// A Master RIB stand-in: a screen titled "Examples", no logic. Its RIB name is `FakeMaster`.
public final class FakeMasterRouter: ViewableRouter<Interactor, MockViewController> {}

/// Builds a ``FakeMasterRouter`` and a ``MockMasterActionableItem``, and records the listeners.
@MainActor
public final class MockMasterBuildable: MasterBuildable {
  /// The listener of every build, in order.
  public private(set) var listeners: [any MasterListener] = []
  /// The item of the last build.
  public private(set) var lastItem: MockMasterActionableItem?
  /// Creates a builder with no builds.
  public init() {}
  /// Builds the stand-in.
  ///
  /// - Parameter listener: The listener the real Master would report to; appended to ``listeners``.
  /// - Returns: A ``FakeMasterRouter`` and a new ``MockMasterActionableItem``, kept as ``lastItem``.
  public func build(
    withListener listener: any MasterListener
  )
    -> (router: any ViewableRouting, actionableItem: any MasterActionableItem)
  {
    listeners.append(listener)
    let screen = MockViewController()
    screen.title = "Examples"
    let item = MockMasterActionableItem()
    lastItem = item
    return (FakeMasterRouter(interactor: Interactor(), viewController: screen), item)
  }
}
