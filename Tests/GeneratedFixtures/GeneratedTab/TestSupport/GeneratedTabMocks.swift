import GeneratedTab
import NavigatableRIBs
import NavigatableRIBsTesting

/// Records what GeneratedTab tells its listener.
@MainActor
public final class MockGeneratedTabListener: GeneratedTabListener {
  /// What was told, in order.
  public var calls: [String] = []
  /// Creates a listener with no calls.
  public init() {}
}

/// A stand-in for the GeneratedTab RIB: a screen titled "GeneratedTab", no logic.
/// Its RIB name is `FakeGeneratedTab`.
public final class FakeGeneratedTabRouter: ViewableRouter<Interactor, MockViewController> {}

/// Builds ``FakeGeneratedTabRouter``s and records the listener of every build,
/// for the tests of GeneratedTab's parents.
@MainActor
public final class MockGeneratedTabBuildable: GeneratedTabBuildable {
  /// The listener of every build, in order.
  public private(set) var listeners: [any GeneratedTabListener] = []
  /// Creates a builder with no builds.
  public init() {}

  /// Builds a ``FakeGeneratedTabRouter``.
  ///
  /// - Parameter listener: The listener the real RIB would report to; appended to `listeners`.
  /// - Returns: The stand-in's router, over a screen titled "GeneratedTab".
  public func build(withListener listener: any GeneratedTabListener) -> any ViewableRouting {
    listeners.append(listener)
    let screen = MockViewController()
    screen.title = "GeneratedTab"
    return FakeGeneratedTabRouter(interactor: Interactor(), viewController: screen)
  }
}
