import NavigatableRIBs
import NavigatableRIBsTesting
import Root
import Testing

/// The explorer on the sample app: with the sync, no sequence breaks a guarantee; without it, the
/// sequences UIKit pops by itself strand their RIBs, and the explorer names them.
@MainActor
@Suite(.serialized, .restoresExplorationGlobals)
struct ExplorationTests {
  /// The sample app, launched, with or without the sync.
  static func sampleApp(withoutSync: Bool = false) -> any ExplorableApp {
    let app = AppRoot(withoutSync: withoutSync)
    app.launch()
    return LaunchedApp(window: app.window, rootRouter: app.rootRouter, keptAlive: [app])
  }

  @Test func theSampleAppKeepsEveryGuaranteeToDepthTwo() {
    let report = Exploration(depth: 2).expectGuaranteesKept { Self.sampleApp() }
    #expect(report.sequences > 50, "\(report.summary)")
    #expect(report.states > 20 && report.states <= report.sequences + 1, "\(report.summary)")
    #expect(!report.wasStopped)
  }

  @Test func withoutTheSyncABackTapStrandsTheRIBItTookTheScreenOf() throws {
    var recorded: Exploration.Report?
    withKnownIssue("without the sync, the sample app strands Detail") {
      recorded = Exploration(depth: 2).expectGuaranteesKept { Self.sampleApp(withoutSync: true) }
    }
    let report = try #require(recorded)
    let back = try #require(
      report.failures.first { $0.actions == [.tap(item: 0, label: "Normal"), .back] }, "\(report.summary)")
    #expect(back.broken.map(\.guarantee).contains(.screensInContainers), "\(back)")
    #expect(back.description.contains("Detail"), "\(back)")
    // It says why (the back tap took Detail's screen, the sync is off) and the fix.
    let explanation = try #require(back.explanations.first { $0.subject == "Detail" }, "\(back.explained)")
    #expect(explanation.why.contains { $0.contains("step 2 (back) took its screen out of its navigation stack") })
    #expect(explanation.why.contains { $0.contains("NavigationSync is off") }, "\(explanation)")
    #expect(explanation.fix.contains("NavigationSync.shared.isEnabled = true"), "\(explanation)")
    // Breadth first: the shortest failures come first.
    #expect(report.failures.map(\.actions.count) == report.failures.map(\.actions.count).sorted())
  }

  @Test func anExplorationIsDeterministic() {
    let first = Exploration(depth: 2).run { Self.sampleApp(withoutSync: true) }
    let second = Exploration(depth: 2).run { Self.sampleApp(withoutSync: true) }
    #expect(first.sequences == second.sequences)
    #expect(first.states == second.states)
    #expect(first.failures.map(\.description) == second.failures.map(\.description))
  }

  @Test func stoppingEndsWithWhatWasFoundAndLeavesTheGlobalsAsTheyWere() {
    let detector = LeakDetector.instance
    var asked = 0
    let report = Exploration(depth: 3).run(
      start: { Self.sampleApp() },
      shouldStop: {
        asked += 1
        return asked == 5
      })
    #expect(report.wasStopped)
    #expect(report.sequences == 5)
    #expect(report.summary.contains("(stopped early)"))
    #expect(LeakDetector.instance === detector)
    #expect(NavigationSync.shared.trackedScreenCount == 0)
  }

  @Test func theActionsOfTheFirstScreenAreItsRowsAndTheTabs() {
    let app = Self.sampleApp()
    let actions = UserAction.available(in: app.window)
    #expect(actions.first == .tap(item: 0, label: "Normal"))
    #expect(actions.contains(.tab(index: 1, title: "Finance")))
    #expect(!actions.contains(.back), "the first screen of a stack has no back button")
    #expect(UserAction.tap(item: 0, label: "Normal").perform(in: app.window))
    let pushed = UserAction.available(in: app.window)
    #expect(pushed.contains(.back) && pushed.contains(.beginSwipeBack))
    #expect(UserAction.beginSwipeBack.perform(in: app.window))
    #expect(UserAction.available(in: app.window) == [.finishSwipeBack, .cancelSwipeBack])
    #expect(UserAction.cancelSwipeBack.perform(in: app.window))
    NavigationSync.shared.reset()
  }
}
