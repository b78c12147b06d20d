import GeneratedSheet
import GeneratedSheetImpl
import NavigatableRIBsTesting
import Testing

/// The host's side of GeneratedSheet's listener: GeneratedSheet saying it is done is taken away.
@MainActor
final class GeneratedSheetHostListener: GeneratedSheetListener {
  let close: @MainActor () -> Void
  init(close: @escaping @MainActor () -> Void) { self.close = close }
  func generatedSheetDidFinish() { close() }
}

/// GeneratedSheet alone, as `navigatable-ribs --feature GeneratedSheet` shows it.
///
/// Pushed above a host screen.
/// Its children are the stand-ins of their test support (`GeneratedSheetTestDependency`); every sequence of user
/// actions is explored.
@MainActor
@Suite(.serialized, .restoresExplorationGlobals)
struct GeneratedSheetExplorationTests {
  /// GeneratedSheet in a `FeatureHost`, launched.
  static func host() -> FeatureHost {
    FeatureHost.launched(name: "GeneratedSheet") { close, _ in
      let listener = GeneratedSheetHostListener(close: close)
      let router = GeneratedSheetBuilder(dependency: GeneratedSheetTestDependency())
        .build(withListener: listener)
      return .screen(router, listener: listener)
    }
  }

  @Test func everySequenceOfUserActionsKeepsTheGuarantees() {
    // Each sequence that breaks a guarantee is an issue at this line, with why and the fix; so is an
    // exploration that never leaves the start (taking GeneratedSheet away reaches the host's screen alone).
    Exploration(depth: 3).expectGuaranteesKept { Self.host() }
  }
}
