import GeneratedPush
import GeneratedPushImpl
import NavigatableRIBsTesting
import Testing

/// The host's side of GeneratedPush's listener: GeneratedPush saying it is done is taken away.
@MainActor
final class GeneratedPushHostListener: GeneratedPushListener {
  let close: @MainActor () -> Void
  init(close: @escaping @MainActor () -> Void) { self.close = close }
  func generatedPushDidRequestClose() { close() }
}

/// GeneratedPush alone, as `navigatable-ribs --feature GeneratedPush` shows it.
///
/// Pushed above a host screen.
/// Its children are the stand-ins of their test support (`GeneratedPushTestDependency`); every sequence of user
/// actions is explored.
@MainActor
@Suite(.serialized, .restoresExplorationGlobals)
struct GeneratedPushExplorationTests {
  /// GeneratedPush in a `FeatureHost`, launched.
  static func host() -> FeatureHost {
    FeatureHost.launched(name: "GeneratedPush") { close, _ in
      let listener = GeneratedPushHostListener(close: close)
      let router = GeneratedPushBuilder(dependency: GeneratedPushTestDependency())
        .build(withListener: listener)
      return .screen(router, listener: listener)
    }
  }

  @Test func everySequenceOfUserActionsKeepsTheGuarantees() {
    // Each sequence that breaks a guarantee is an issue at this line, with why and the fix; so is an
    // exploration that never leaves the start (taking GeneratedPush away reaches the host's screen alone).
    Exploration(depth: 3).expectGuaranteesKept { Self.host() }
  }
}
