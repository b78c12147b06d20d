import FinanceHome
import NavigatableRIBs
import NavigatableRIBsTesting

/// Listens to FinanceHome (FinanceHome reports nothing up yet).
@MainActor
public final class MockFinanceHomeListener: FinanceHomeListener {
  /// Creates a listener.
  public init() {}
}

/// FinanceHome's deep-link item: records the calls and yields itself.
@MainActor
public final class MockFinanceHomeActionableItem: FinanceHomeActionableItem {
  /// `startTopup`, `startAddCard`, `closeFlows`, in order.
  public var calls: [String] = []
  /// Creates an item with no calls.
  public init() {}
  /// Records `startTopup` and yields itself.
  ///
  /// - Returns: A publisher of this item that completes at once.
  public func startTopup() -> AnyPublisher<(any FinanceHomeActionableItem, Void), any Error> {
    calls.append("startTopup")
    return Just((self, ())).setFailureType(to: (any Error).self).eraseToAnyPublisher()
  }
  /// Records `startAddCard` and yields itself.
  ///
  /// - Returns: A publisher of this item that completes at once.
  public func startAddCard() -> AnyPublisher<(any FinanceHomeActionableItem, Void), any Error> {
    calls.append("startAddCard")
    return Just((self, ())).setFailureType(to: (any Error).self).eraseToAnyPublisher()
  }
  /// Records `closeFlows`.
  public func closeFlows() { calls.append("closeFlows") }
}

/// A FinanceHome RIB stand-in: a screen titled "Finance", no logic. Its RIB name is `FakeFinanceHome`.
public final class FakeFinanceHomeRouter: ViewableRouter<Interactor, MockViewController> {}

/// Builds a ``FakeFinanceHomeRouter`` and a ``MockFinanceHomeActionableItem``, and records the listeners.
@MainActor
public final class MockFinanceHomeBuildable: FinanceHomeBuildable {
  /// The listener of every build, in order.
  public private(set) var listeners: [any FinanceHomeListener] = []
  /// The item of the last build.
  public private(set) var lastItem: MockFinanceHomeActionableItem?
  /// Creates a builder with no builds.
  public init() {}
  /// Builds the stand-in.
  ///
  /// - Parameter listener: The listener the real FinanceHome would report to; appended to ``listeners``.
  /// - Returns: A ``FakeFinanceHomeRouter`` and a new ``MockFinanceHomeActionableItem``, kept as
  ///   ``lastItem``.
  public func build(
    withListener listener: any FinanceHomeListener
  )
    -> (router: any ViewableRouting, actionableItem: any FinanceHomeActionableItem)
  {
    listeners.append(listener)
    let screen = MockViewController()
    screen.title = "Finance"
    let item = MockFinanceHomeActionableItem()
    lastItem = item
    return (FakeFinanceHomeRouter(interactor: Interactor(), viewController: screen), item)
  }
}
