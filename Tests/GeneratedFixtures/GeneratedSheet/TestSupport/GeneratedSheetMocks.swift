import GeneratedSheet
import NavigatableRIBs
import NavigatableRIBsTesting

/// Records what GeneratedSheet tells its listener.
@MainActor
public final class MockGeneratedSheetListener: GeneratedSheetListener {
  /// What was told, in order.
  public var calls: [String] = []
  /// Creates a listener with no calls.
  public init() {}
  /// Records `finish`.
  public func generatedSheetDidFinish() { calls.append("finish") }
}

/// A stand-in for the GeneratedSheet RIB: a screen titled "GeneratedSheet", no logic.
/// Its RIB name is `FakeGeneratedSheet`.
public final class FakeGeneratedSheetRouter: ViewableRouter<Interactor, MockViewController> {}

/// Builds ``FakeGeneratedSheetRouter``s and records the listener of every build,
/// for the tests of GeneratedSheet's parents.
@MainActor
public final class MockGeneratedSheetBuildable: GeneratedSheetBuildable {
  /// The listener of every build, in order.
  public private(set) var listeners: [any GeneratedSheetListener] = []
  /// Creates a builder with no builds.
  public init() {}

  /// Builds a ``FakeGeneratedSheetRouter``.
  ///
  /// - Parameter listener: The listener the real RIB would report to; appended to `listeners`.
  /// - Returns: The stand-in's router, over a screen titled "GeneratedSheet".
  public func build(withListener listener: any GeneratedSheetListener) -> any ViewableRouting {
    listeners.append(listener)
    let screen = MockViewController()
    screen.title = "GeneratedSheet"
    return FakeGeneratedSheetRouter(interactor: Interactor(), viewController: screen)
  }
}
