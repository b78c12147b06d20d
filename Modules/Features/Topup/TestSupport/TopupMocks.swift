import NavigatableRIBs
import NavigatableRIBsTesting
import Topup

/// Records what the Topup flow tells its listener.
@MainActor
public final class MockTopupListener: TopupListener {
  /// `close`, `finish`, in order.
  public var calls: [String] = []
  /// Creates a listener with no calls.
  public init() {}
  /// Records `close`.
  public func topupDidClose() { calls.append("close") }
  /// Records `finish`.
  public func topupDidFinish() { calls.append("finish") }
}

/// A viewless Topup stand-in: it presents a sheet titled "Topup"; a swipe down or its "Close" tells the
/// listener `topupDidClose()`, as the real flow's do (`FlowStandInInteractor`). Its RIB name is `FakeTopup`.
public final class FakeTopupRouter: Router<FlowStandInInteractor> {}

/// Builds ``FakeTopupRouter``s and records the listener and base of every build.
@MainActor
public final class MockTopupBuildable: TopupBuildable {
  /// The listener and base screen of every build, in order.
  public private(set) var builds: [(listener: any TopupListener, base: any ViewControllable)] = []
  /// Creates a builder with no builds.
  public init() {}
  /// Builds the stand-in.
  ///
  /// - Parameters:
  ///   - listener: The listener the real flow would report to.
  ///   - base: The screen the real flow would present from.
  /// - Returns: A ``FakeTopupRouter``; the listener and base are appended to ``builds``.
  public func build(
    withListener listener: any TopupListener, presentingFrom base: any ViewControllable
  )
    -> any Routing
  {
    builds.append((listener, base))
    let interactor = FlowStandInInteractor(title: "Topup", base: base) { [weak listener] in listener?.topupDidClose() }
    return FakeTopupRouter(interactor: interactor)
  }
}
