import GeneratedTab
import GeneratedTabImpl
import GeneratedTabTestSupport
import NavigatableRIBsTesting
import Testing

/// GeneratedTab alone, as `navigatable-ribs --feature GeneratedTab` shows it.
///
/// Pushed above a host screen.
/// Its children are the stand-ins of their test support (`GeneratedTabTestDependency`); every sequence of user
/// actions is explored.
@MainActor
@Suite(.serialized, .restoresExplorationGlobals)
struct GeneratedTabExplorationTests {
  /// GeneratedTab in a `FeatureHost`, launched.
  static func host() -> FeatureHost {
    FeatureHost.launched(name: "GeneratedTab") { _, _ in
      let listener = MockGeneratedTabListener()
      let router = GeneratedTabBuilder(dependency: GeneratedTabTestDependency())
        .build(withListener: listener)
      return .screen(router, listener: listener)
    }
  }

  @Test func everySequenceOfUserActionsKeepsTheGuarantees() {
    // Each sequence that breaks a guarantee is an issue at this line, with why and the fix; so is an
    // exploration that never leaves the start (taking GeneratedTab away reaches the host's screen alone).
    Exploration(depth: 3).expectGuaranteesKept { Self.host() }
  }
}
