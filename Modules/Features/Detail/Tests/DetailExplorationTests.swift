import Detail
import DetailImpl
import NavigatableRIBsTesting
import Testing

/// The host's side of Detail's listener, as the preview's: a Detail asking to close is taken away.
@MainActor
final class DetailHostListener: DetailListener {
  let close: @MainActor () -> Void
  init(close: @escaping @MainActor () -> Void) { self.close = close }
  func detailDidRequestClose() { close() }
  func detailDidRequestPop(toDepth depth: Int) {}
}

/// Detail alone, as `navigatable-ribs --feature Detail` shows it: a successive Detail above a host screen,
/// the Details it pushes real, every sequence of user actions explored.
@MainActor
@Suite(.serialized, .restoresExplorationGlobals)
struct DetailExplorationTests {
  /// Detail at depth 1 in a ``FeatureHost``, launched.
  static func host() -> FeatureHost {
    FeatureHost.launched(name: "Detail") { close, _ in
      let listener = DetailHostListener(close: close)
      let built = DetailBuilder(dependency: DetailTestDependency())
        .build(withListener: listener, depth: 1, kind: .successive)
      return .screen(built.router, listener: listener)
    }
  }

  @Test func everySequenceOfUserActionsKeepsTheGuarantees() {
    let report = Exploration(depth: 4).expectGuaranteesKept { Self.host() }
    // It explored: to depth 4 it runs 43 sequences and reaches 10 states.
    #expect(report.sequences >= 43 && report.states >= 10, "\(report.summary)")
  }
}
