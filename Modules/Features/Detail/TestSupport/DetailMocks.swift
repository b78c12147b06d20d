import Detail
import NavigatableRIBs
import NavigatableRIBsTesting

/// Records what a Detail tells its listener.
@MainActor
public final class MockDetailListener: DetailListener {
  /// `close`, `pop N`, in order.
  public var calls: [String] = []
  /// Creates a listener with no calls.
  public init() {}
  /// Records `close`.
  public func detailDidRequestClose() { calls.append("close") }
  /// Records `pop N`.
  ///
  /// - Parameter depth: The depth the Detail asked to pop back to; it becomes the `N`.
  public func detailDidRequestPop(toDepth depth: Int) { calls.append("pop \(depth)") }
}

/// A Detail's deep-link item that records its steps and yields ``next`` (fails without one).
@MainActor
public final class MockDetailActionableItem: DetailActionableItem {
  /// What `pushNext()` yields; nil makes it fail.
  public var next: (any DetailActionableItem)?
  /// How many times `pushNext()` was asked.
  public private(set) var pushNextCount = 0
  /// Creates an item with no next Detail.
  public init() {}
  /// Yields ``next``, or fails with `DetailRoutingError.couldNotPushNext(depth: 0)`.
  ///
  /// - Returns: A publisher of ``next`` that completes at once, or that fails when ``next`` is nil.
  public func pushNext() -> AnyPublisher<(any DetailActionableItem, Void), any Error> {
    pushNextCount += 1
    guard let next else { return Fail(error: DetailRoutingError.couldNotPushNext(depth: 0)).eraseToAnyPublisher() }
    return Just((next, ())).setFailureType(to: (any Error).self).eraseToAnyPublisher()
  }
}

/// A Detail RIB stand-in: a screen with a title, no logic. Its RIB name is `FakeDetail`.
public final class FakeDetailRouter: ViewableRouter<Interactor, MockViewController> {}

/// Builds ``FakeDetailRouter``s and records every build, for tests of the RIBs that show Details.
@MainActor
public final class MockDetailBuildable: DetailBuildable {
  /// One build: its arguments and what it returned.
  public struct Build {
    /// The listener the Detail reports to.
    public let listener: any DetailListener
    /// The depth asked for.
    public let depth: Int
    /// The kind asked for.
    public let kind: DetailKind
    /// The router built, while the tree (or the test) keeps it: the mock does not keep it alive, so a Detail
    /// the parent detached goes away as a real one would.
    public weak var router: FakeDetailRouter?
    /// The item built.
    public let item: MockDetailActionableItem
  }

  /// Every build, in order.
  public private(set) var builds: [Build] = []
  /// Creates a builder with no builds.
  public init() {}

  /// Builds a ``FakeDetailRouter`` whose screen is titled `Detail <depth>`.
  ///
  /// - Parameters:
  ///   - listener: The listener the real Detail would report to.
  ///   - depth: The Detail's place in the chain; it goes into the screen's title.
  ///   - kind: How the Detail is reached; recorded with the build.
  /// - Returns: The fake router and a ``MockDetailActionableItem``.
  public func build(
    withListener listener: any DetailListener, depth: Int, kind: DetailKind
  )
    -> (router: any ViewableRouting, actionableItem: any DetailActionableItem)
  {
    let screen = MockViewController()
    screen.title = "Detail \(depth)"
    let router = FakeDetailRouter(interactor: Interactor(), viewController: screen)
    // No gesture takes a full-screen presentation away: the stand-in has the real Detail's Close.
    if kind == .fullScreen {
      screen.buttons = [("Close", { [weak listener] in listener?.detailDidRequestClose() })]
    }
    let item = MockDetailActionableItem()
    builds.append(Build(listener: listener, depth: depth, kind: kind, router: router, item: item))
    return (router, item)
  }
}
