import NavigatableRIBsTesting
import Testing
import Topup
import TopupImpl

/// The host's side of Topup's listener, as the preview's: the flow closing or finishing is taken away.
@MainActor
final class TopupHostListener: TopupListener {
  let close: @MainActor () -> Void
  init(close: @escaping @MainActor () -> Void) { self.close = close }
  func topupDidClose() { close() }
  func topupDidFinish() { close() }
}

/// The viewless Topup flow alone, as `navigatable-ribs --feature Topup` shows it: attached to a host and
/// presenting from the host's screen, one card on file, Add card the stand-in of its test support
/// (``TopupTestDependency``), every sequence of user actions explored.
@MainActor
@Suite(.serialized, .restoresExplorationGlobals)
struct TopupExplorationTests {
  /// Topup in a ``FeatureHost``, launched.
  static func host() -> FeatureHost {
    FeatureHost.launched(name: "Topup") { close, base in
      let listener = TopupHostListener(close: close)
      let flow = TopupBuilder(dependency: TopupTestDependency(cards: [visa]))
        .build(withListener: listener, presentingFrom: base)
      return .flow(flow, listener: listener)
    }
  }

  @Test func everySequenceOfUserActionsKeepsTheGuarantees() {
    let report = Exploration(depth: 4).expectGuaranteesKept { Self.host() }
    // It explored: to depth 4 it runs 37 sequences and reaches 8 states.
    #expect(report.sequences >= 37 && report.states >= 8, "\(report.summary)")
  }
}
