import NavigatableRIBs
import Testing

#if TUTORIAL_STARTER
import TutorialStarter2  // your code: Starter/Chapter2 (TutorialStarterTests)
#else
import TutorialHello  // the finished code: Code/Hello
#endif

// Chapter 2: Home pushes Greeting with `pushChild`; the user's swipe-back detaches it. Run on the finished
// code (TutorialTests) and on the starter state (TutorialStarterTests).

/// The tree once the app is launched.
let treeAtLaunch = """
Home
"""

/// The tree once "Greet me" pushed Greeting.
let treeWithGreeting = """
Home
└── Greeting
"""

@MainActor
@Suite(.serialized, .chapterState)
struct Chapter2 {
  /// Launches the app and taps "Greet me"; returns the app and weak references to Greeting.
  func launchAndGreet() throws -> (HelloApp, WeakRIB) {
    let app = HelloApp(userName: "Ada")
    app.launch()
    #expect(app.homeRouter.treeSnapshot.description == treeAtLaunch)
    #expect(tap("Greet me", on: app.navigationController.topViewController))
    app.settle()
    let greeting = try #require(app.homeRouter.children.first as? any ViewableRouting)
    return (app, WeakRIB(greeting))
  }

  @Test func greetMePushesGreeting() throws {
    try Sandbox.run { sandbox in
      let (app, greeting) = try launchAndGreet()
      #expect(app.homeRouter.treeSnapshot.description == treeWithGreeting)
      #expect(titles(app.navigationController) == ["Home", "Greeting"])
      #expect(screen(of: greeting.viewController)?.lines == ["Hello, Ada!"])
      #expect(sandbox.diagnostics.isEmpty)
    }
  }

  @Test func swipeBackDetachesAndFreesGreeting() throws {
    try Sandbox.run { sandbox in
      let (app, greeting) = try launchAndGreet()
      let navigation = app.navigationController

      #expect(navigation.userBeginSwipeBack())
      app.settle()
      // The finger is still down: UIKit has not removed Greeting yet, so nothing is detached.
      #expect(app.homeRouter.treeSnapshot.description == treeWithGreeting)

      #expect(navigation.userFinishSwipeBack())
      app.settle()
      #expect(app.homeRouter.treeSnapshot.description == treeAtLaunch)
      #expect(titles(navigation) == ["Home"])
      sandbox.settleLeakDetector()
      #expect(greeting.isGone)
      #expect(sandbox.leaks.isEmpty)
    }
  }

  @Test(arguments: [UIKitBehaviorProfile.iOS17, .iOS18])
  func cancelledSwipeDetachesNothing(profile: UIKitBehaviorProfile) throws {
    try Sandbox.run(profile: profile) { sandbox in
      let (app, greeting) = try launchAndGreet()
      let navigation = app.navigationController

      #expect(navigation.userBeginSwipeBack())
      app.settle()
      #expect(navigation.userCancelSwipeBack())
      app.settle()

      #expect(app.homeRouter.treeSnapshot.description == treeWithGreeting)
      #expect(titles(navigation) == ["Home", "Greeting"])
      #expect(greeting.interactor?.isActive == true)
      #expect(sandbox.diagnostics.isEmpty)
    }
  }

  @Test func sayGoodbyeDetachesGreetingAndItsScreenGoes() throws {
    try Sandbox.run { sandbox in
      let (app, greeting) = try launchAndGreet()
      #expect(tap("Say goodbye", on: greeting.viewController))
      // The tree changes at once; the screen leaves with the pop NavigationSync started.
      #expect(app.homeRouter.treeSnapshot.description == treeAtLaunch)
      app.settle()
      #expect(titles(app.navigationController) == ["Home"])
      sandbox.settleLeakDetector()
      #expect(greeting.isGone)
      #expect(sandbox.leaks.isEmpty)
    }
  }
}
