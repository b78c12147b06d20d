import FinanceHome
import FinanceHomeImpl
import FinanceHomeTestSupport
import FinanceRepositoryTestSupport
import NavigatableRIBsTesting
import Testing

/// FinanceHome alone, as `navigatable-ribs --feature FinanceHome` shows it: two cards on file, Topup and
/// Add card the stand-ins of their test support (``FinanceHomeTestDependency``), every sequence of user
/// actions explored.
@MainActor
@Suite(.serialized, .restoresExplorationGlobals)
struct FinanceHomeExplorationTests {
  /// FinanceHome in a ``FeatureHost``, launched.
  static func host() -> FeatureHost {
    FeatureHost.launched(name: "FinanceHome") { _, _ in
      let listener = MockFinanceHomeListener()
      let dependency = FinanceHomeTestDependency(cards: [TestCards.visa, TestCards.mastercard])
      let built = FinanceHomeBuilder(dependency: dependency).build(withListener: listener)
      return .screen(built.router, listener: listener)
    }
  }

  @Test func everySequenceOfUserActionsKeepsTheGuarantees() {
    let report = Exploration(depth: 4).expectGuaranteesKept { Self.host() }
    // It explored: to depth 4 it runs 14 sequences and reaches 5 states.
    #expect(report.sequences >= 14 && report.states >= 5, "\(report.summary)")
  }
}
