import Home
import NavigatableRIBs
import NavigatableRIBsTesting

/// Records what Home tells its listener.
@MainActor
public final class MockHomeListener: HomeListener {
  /// What was told, in order.
  public var calls: [String] = []
  /// Creates a listener with no calls.
  public init() {}
}

/// A stand-in for the Home RIB: a screen titled "Home", no logic.
/// Its RIB name is `FakeHome`.
public final class FakeHomeRouter: ViewableRouter<Interactor, MockViewController> {}

/// Builds ``FakeHomeRouter``s and records the listener of every build,
/// for the tests of Home's parents.
@MainActor
public final class MockHomeBuildable: HomeBuildable {
  /// The listener of every build, in order.
  public private(set) var listeners: [any HomeListener] = []
  /// Creates a builder with no builds.
  public init() {}

  /// Builds a ``FakeHomeRouter``.
  ///
  /// - Parameter listener: The listener the real RIB would report to; appended to `listeners`.
  /// - Returns: The stand-in's router, over a screen titled "Home".
  public func build(withListener listener: any HomeListener) -> any ViewableRouting {
    listeners.append(listener)
    let screen = MockViewController()
    screen.title = "Home"
    return FakeHomeRouter(interactor: Interactor(), viewController: screen)
  }
}
