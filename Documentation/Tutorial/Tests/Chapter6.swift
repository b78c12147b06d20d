import NavigatableRIBs
import NavigatableRIBsTesting
import Testing

#if TUTORIAL_STARTER
import TutorialStarter6  // your Home: Starter/Chapter6 (TutorialStarterTests)
#else
import TutorialHello  // the finished code: Code/Hello
#endif

// Chapter 6: every sequence of user actions, up to three, on a freshly launched Hello app, with the
// guarantees checked after each step. Run on the finished code (TutorialTests) and on the starter state
// (TutorialStarterTests), where it finds the leak planted in Home's router.

@MainActor
@Suite(.serialized, .chapterState, .restoresExplorationGlobals)
struct Chapter6 {
  /// A fresh Hello app, launched: where the explorer starts every sequence.
  static func launchedHello() -> any ExplorableApp {
    let app = HelloApp(userName: "Ada")
    app.launch()
    return LaunchedApp(window: app.window, rootRouter: app.homeRouter, keptAlive: [app])
  }

  @Test func noSequenceOfThreeUserActionsStrandsARIB() {
    Exploration(depth: 3).expectGuaranteesKept { Self.launchedHello() }
  }
}
