import AcmeRoot
import NavigatableRIBs
import NavigatableRIBsTesting
import Testing

/// The whole app, from its start: every sequence of user actions up to three (taps, back, swipes, the back
/// menu, tabs, sheets), with every guarantee of NavigatableRIBs' Navigation.md checked after each step.
@MainActor
@Suite(.serialized, .restoresExplorationGlobals)
struct AcmeAppExplorationTests {
  /// The app, built and launched: where every sequence starts.
  static func launched() -> any ExplorableApp {
    let app = AcmeApp()
    app.launch()
    return LaunchedApp(window: app.window, rootRouter: app.rootRouter, keptAlive: [app])
  }

  @Test func noSequenceOfUserActionsStrandsARIB() {
    // A new app shows Home alone: one state. Raise `minimumStates` as screens are added, so an
    // exploration that stops reaching them fails too.
    Exploration(depth: 3).expectGuaranteesKept(minimumStates: 1) { Self.launched() }
  }
}
