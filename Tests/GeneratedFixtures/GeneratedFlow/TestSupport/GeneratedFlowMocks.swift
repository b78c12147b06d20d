import GeneratedFlow
import NavigatableRIBs
import NavigatableRIBsTesting

/// Records what GeneratedFlow tells its listener.
@MainActor
public final class MockGeneratedFlowListener: GeneratedFlowListener {
  /// What was told, in order.
  public var calls: [String] = []
  /// Creates a listener with no calls.
  public init() {}
  /// Records `close`.
  public func generatedFlowDidClose() { calls.append("close") }
}

/// A stand-in for the viewless GeneratedFlow RIB: it presents a sheet titled "GeneratedFlow"; a swipe down
/// or its "Close" tells the listener what GeneratedFlow tells it when it closes
/// (`FlowStandInInteractor`). Its RIB name is `FakeGeneratedFlow`.
public final class FakeGeneratedFlowRouter: Router<FlowStandInInteractor> {}

/// Builds ``FakeGeneratedFlowRouter``s and records the listener of every build,
/// for the tests of GeneratedFlow's parents.
@MainActor
public final class MockGeneratedFlowBuildable: GeneratedFlowBuildable {
  /// The listener of every build, in order.
  public private(set) var listeners: [any GeneratedFlowListener] = []
  /// Creates a builder with no builds.
  public init() {}

  /// Builds a ``FakeGeneratedFlowRouter``.
  ///
  /// - Parameters:
  ///   - listener: The listener the real flow would report to; appended to `listeners`.
  ///   - base: The screen the stand-in presents its sheet from.
  /// - Returns: The stand-in's router.
  public func build(withListener listener: any GeneratedFlowListener, presentingFrom base: any ViewControllable)
    -> any Routing
  {
    listeners.append(listener)
    let interactor = FlowStandInInteractor(title: "GeneratedFlow", base: base) { [weak listener] in
      listener?.generatedFlowDidClose()
    }
    return FakeGeneratedFlowRouter(interactor: interactor)
  }
}
