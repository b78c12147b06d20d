import GeneratedPush
import NavigatableRIBs
import NavigatableRIBsTesting

/// Records what GeneratedPush tells its listener.
@MainActor
public final class MockGeneratedPushListener: GeneratedPushListener {
  /// What was told, in order.
  public var calls: [String] = []
  /// Creates a listener with no calls.
  public init() {}
  /// Records `close`.
  public func generatedPushDidRequestClose() { calls.append("close") }
}

/// A stand-in for the GeneratedPush RIB: a screen titled "GeneratedPush", no logic.
/// Its RIB name is `FakeGeneratedPush`.
public final class FakeGeneratedPushRouter: ViewableRouter<Interactor, MockViewController> {}

/// Builds ``FakeGeneratedPushRouter``s and records the listener of every build,
/// for the tests of GeneratedPush's parents.
@MainActor
public final class MockGeneratedPushBuildable: GeneratedPushBuildable {
  /// The listener of every build, in order.
  public private(set) var listeners: [any GeneratedPushListener] = []
  /// Creates a builder with no builds.
  public init() {}

  /// Builds a ``FakeGeneratedPushRouter``.
  ///
  /// - Parameter listener: The listener the real RIB would report to; appended to `listeners`.
  /// - Returns: The stand-in's router, over a screen titled "GeneratedPush".
  public func build(withListener listener: any GeneratedPushListener) -> any ViewableRouting {
    listeners.append(listener)
    let screen = MockViewController()
    screen.title = "GeneratedPush"
    return FakeGeneratedPushRouter(interactor: Interactor(), viewController: screen)
  }
}
