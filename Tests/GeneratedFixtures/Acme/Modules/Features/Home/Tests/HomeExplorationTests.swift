import Home
import HomeImpl
import HomeTestSupport
import NavigatableRIBsTesting
import Testing

/// Home alone, as `acme --feature Home` shows it.
///
/// Pushed above a host screen.
/// Its children are the stand-ins of their test support (`HomeTestDependency`); every sequence of user
/// actions is explored.
@MainActor
@Suite(.serialized, .restoresExplorationGlobals)
struct HomeExplorationTests {
  /// Home in a `FeatureHost`, launched.
  static func host() -> FeatureHost {
    FeatureHost.launched(name: "Home") { _, _ in
      let listener = MockHomeListener()
      let router = HomeBuilder(dependency: HomeTestDependency())
        .build(withListener: listener)
      return .screen(router, listener: listener)
    }
  }

  @Test func everySequenceOfUserActionsKeepsTheGuarantees() {
    // Each sequence that breaks a guarantee is an issue at this line, with why and the fix; so is an
    // exploration that never leaves the start (taking Home away reaches the host's screen alone).
    Exploration(depth: 3).expectGuaranteesKept { Self.host() }
  }
}
