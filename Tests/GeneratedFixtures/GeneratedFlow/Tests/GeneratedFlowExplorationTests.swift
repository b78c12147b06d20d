import GeneratedFlow
import GeneratedFlowImpl
import NavigatableRIBsTesting
import Testing

/// The host's side of GeneratedFlow's listener: GeneratedFlow saying it is done is taken away.
@MainActor
final class GeneratedFlowHostListener: GeneratedFlowListener {
  let close: @MainActor () -> Void
  init(close: @escaping @MainActor () -> Void) { self.close = close }
  func generatedFlowDidClose() { close() }
}

/// GeneratedFlow alone, as `navigatable-ribs --feature GeneratedFlow` shows it.
///
/// Attached to a host, it presents from the host's screen.
/// Its children are the stand-ins of their test support (`GeneratedFlowTestDependency`); every sequence of user
/// actions is explored.
@MainActor
@Suite(.serialized, .restoresExplorationGlobals)
struct GeneratedFlowExplorationTests {
  /// GeneratedFlow in a `FeatureHost`, launched.
  static func host() -> FeatureHost {
    FeatureHost.launched(name: "GeneratedFlow") { close, base in
      let listener = GeneratedFlowHostListener(close: close)
      let flow = GeneratedFlowBuilder(dependency: GeneratedFlowTestDependency())
        .build(withListener: listener, presentingFrom: base)
      return .flow(flow, listener: listener)
    }
  }

  @Test func everySequenceOfUserActionsKeepsTheGuarantees() {
    // Each sequence that breaks a guarantee is an issue at this line, with why and the fix; so is an
    // exploration that never leaves the start (taking GeneratedFlow away reaches the host's screen alone).
    Exploration(depth: 3).expectGuaranteesKept { Self.host() }
  }
}
