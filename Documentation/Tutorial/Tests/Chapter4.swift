import NavigatableRIBs
import Root
import Testing

#if TUTORIAL_STARTER
import TutorialStarter4  // your GreetWorkflow: Starter/Chapter4 (TutorialStarterTests); the rest is Code/Hello's
#else
import TutorialHello  // the finished code: Code/Hello
#endif

// Chapter 4: the real app's deep links, and the tutorial's own GreetWorkflow. Run on the finished code
// (TutorialTests) and on the starter state (TutorialStarterTests).

/// The tree after `ribs://examples/detail?depth=3`.
let treeAfterDetailDeepLink = """
Master
└── Detail
    └── Detail
        └── Detail
"""

/// What Home needs, for a Home built outside `HelloApp`.
final class HomeOnlyDependency: HomeDependency {
  let initialUserName = "Ada"
}

@MainActor
@Suite(.serialized, .chapterState)
struct Chapter4 {
  @Test func theAppsDeepLinkOpensADetailThreeLevelsDown() {
    Sandbox.run { sandbox in
      let app = AppRoot()
      #expect(app.open("ribs://examples/detail?depth=3"))
      // The Examples tab's subtree: what the link is about, whatever the other tabs hold.
      let examples = app.rootRouter.children.first { $0.ribName == "Master" }
      #expect(examples?.treeSnapshot.description == treeAfterDetailDeepLink)
      #expect(!app.open("ribs://examples/detail?depth=zero"))  // malformed: refused, nothing changes
      #expect(examples?.treeSnapshot.description == treeAfterDetailDeepLink)
      #expect(sandbox.diagnostics.isEmpty)
    }
  }

  @Test func eachStepWaitsUntilItsRIBIsActive() throws {
    try Sandbox.run { _ in
      let app = HelloApp(userName: "Ada")
      let workflow = GreetWorkflow(name: "Grace")
      let subscription = workflow.subscribe(app.homeActionableItem)
      // Home is not active yet: the first step waits.
      #expect(app.homeRouter.children.isEmpty)
      #expect(!workflow.isComplete)

      app.launch()  // Home becomes active; both steps run
      #expect(workflow.isComplete)
      let greeting = try #require(app.homeRouter.children.first as? any ViewableRouting)
      #expect(screen(of: greeting.viewControllable.uiviewController)?.lines == ["Hello, Grace!", "👋"])
      #expect(titles(app.navigationController) == ["Home", "Greeting"])
      subscription.cancel()
    }
  }

  @Test func theTutorialAppOpensGreetLinks() throws {
    try Sandbox.run { sandbox in
      let app = HelloApp(userName: "Ada")
      app.launch()
      #expect(app.open("hello://greet?name=Grace"))
      let greeting = try #require(app.homeRouter.children.first as? any ViewableRouting)
      #expect(screen(of: greeting.viewControllable.uiviewController)?.lines == ["Hello, Grace!", "👋"])

      #expect(!app.open("hello://wave"))  // unknown: refused, nothing changes
      #expect(!app.open("hello://greet"))  // no name
      #expect(app.homeRouter.children.count == 1)
      #expect(app.homeRouter.children.first === greeting)
      #expect(sandbox.diagnostics.isEmpty)
    }
  }

  @Test func aFailingStepEndsTheWorkflowWithItsError() {
    Sandbox.run { sandbox in
      // Home built alone: its screen is in no navigation controller, so Greeting cannot be pushed.
      let (home, item) = HomeBuilder(dependency: HomeOnlyDependency()).build()
      home.interactable.activate()
      home.load()
      let workflow = GreetWorkflow(name: "Grace")
      let subscription = workflow.subscribe(item)
      #expect(!workflow.isComplete)
      #expect(workflow.error as? HomeRoutingError == .couldNotShowGreeting)
      #expect(home.children.isEmpty)
      #expect(sandbox.diagnostics.map(\.kind) == [.navigation])
      subscription.cancel()
    }
  }
}
