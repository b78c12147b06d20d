import NavigatableRIBs
import Testing

@testable import Root

/// Every navigation path through the Examples tab, on HeadlessUIKit through AppRoot.
@MainActor
@Suite(.serialized)
struct ExamplesNavigationTests {
  @Test(arguments: UIKitBehaviorProfile.all)
  func normalPushThenBackButton(profile: UIKitBehaviorProfile) {
    AppDriver.run(profile: profile) { driver in
      var gone = WeakSet()
      driver.tap("Normal")
      #expect(driver.title == "Detail 1")
      #expect(driver.screen.items.map(\.label).prefix(1) == ["Close"])  // rows of added children follow
      #expect(driver.tree("Master") == "Master\n└── Detail")
      driver.trackVisible("Detail 1", in: &gone)
      #expect(driver.tapBack())
      #expect(driver.title == "Examples")
      #expect(driver.tree("Master") == "Master")
      #expect(gone.alive.isEmpty, "alive: \(gone.alive)")
    }
  }

  @Test(arguments: UIKitBehaviorProfile.all)
  func swipeBackDetachesAndCancelledSwipeKeeps(profile: UIKitBehaviorProfile) {
    AppDriver.run(profile: profile) { driver in
      var gone = WeakSet()
      driver.tap("Successive")
      driver.tap("Push next")
      #expect(driver.title == "Detail 2")
      #expect(driver.cancelSwipeBack())
      #expect(driver.title == "Detail 2")
      #expect(driver.tree("Master") == "Master\n└── Detail\n    └── Detail")
      driver.trackVisible("Detail 2", in: &gone)
      #expect(driver.swipeBack())
      #expect(driver.title == "Detail 1")
      #expect(driver.tree("Master") == "Master\n└── Detail")
      #expect(gone.alive.isEmpty, "alive: \(gone.alive)")
    }
  }

  @Test func successiveThreeThenBackMenuToDepthOne() {
    AppDriver.run { driver in
      var gone = WeakSet()
      driver.tap("Successive")
      driver.trackRIBs(named: "Nothing", in: &gone)
      driver.tap("Push next")
      driver.trackVisible("Detail 2", in: &gone)
      driver.tap("Push next")
      driver.trackVisible("Detail 3", in: &gone)
      #expect(driver.stackTitles == ["Examples", "Detail 1", "Detail 2", "Detail 3"])
      #expect(driver.topNavigation.backButtonMenuTitles == ["Detail 2", "Detail 1", "Examples"])
      #expect(driver.chooseBackMenuItem(titled: "Detail 1"))
      #expect(driver.title == "Detail 1")
      #expect(driver.tree("Master") == "Master\n└── Detail")
      #expect(gone.alive.isEmpty, "alive: \(gone.alive)")
    }
  }

  @Test(arguments: UIKitBehaviorProfile.all)
  func tabReTapPopsToRootAndDetachesEveryDetail(profile: UIKitBehaviorProfile) {
    AppDriver.run(profile: profile) { driver in
      var gone = WeakSet()
      driver.tap("Successive")
      driver.trackVisible("Detail 1", in: &gone)
      driver.tap("Push next")
      driver.tap("Push next")
      driver.trackVisible("Detail 3", in: &gone)
      #expect(driver.tapTab(0))
      #expect(driver.title == "Examples")
      #expect(driver.tree("Master") == "Master")
      #expect(gone.alive.isEmpty, "alive: \(gone.alive)")
    }
  }

  @Test func plainScreenInBetween() {
    AppDriver.run { driver in
      var gone = WeakSet()
      driver.tap("Plain screen")
      #expect(driver.title == "Plain screen")
      #expect(driver.tree("Master") == "Master")
      driver.tap("Push Detail")
      #expect(driver.stackTitles == ["Examples", "Plain screen", "Detail 1"])
      #expect(driver.screen.lines.contains("A Detail pushed above a plain view controller that is not a RIB."))
      driver.trackVisible("Detail 1", in: &gone)
      #expect(driver.tapBack())
      #expect(driver.title == "Plain screen")
      #expect(driver.tree("Master") == "Master")
      #expect(gone.alive.isEmpty, "alive: \(gone.alive)")
      #expect(driver.swipeBack())
      #expect(driver.title == "Examples")
      // Plain screen → Detail → back menu to Examples removes both at once.
      driver.tap("Plain screen")
      driver.tap("Push Detail")
      #expect(driver.chooseBackMenuItem(titled: "Examples"))
      #expect(driver.stackTitles == ["Examples"])
      #expect(driver.tree("Master") == "Master")
    }
  }

  @Test(arguments: UIKitBehaviorProfile.all)
  func sheetDetailPushesFurtherAndSwipeDownDetachesAll(profile: UIKitBehaviorProfile) {
    AppDriver.run(profile: profile) { driver in
      var gone = WeakSet()
      driver.tap("Sheet")
      #expect(driver.presented is UINavigationController)
      #expect(driver.title == "Detail 1")
      driver.trackVisible("Detail 1", in: &gone)
      driver.tap("Push next")
      #expect(driver.stackTitles == ["Detail 1", "Detail 2"])
      driver.trackVisible("Detail 2", in: &gone)
      #expect(driver.tree("Master") == "Master\n└── Detail\n    └── Detail")
      #expect(driver.swipeDownSheet())
      #expect(driver.presented == nil)
      #expect(driver.title == "Examples")
      #expect(driver.tree("Master") == "Master")
      #expect(gone.alive.isEmpty, "alive: \(gone.alive)")
    }
  }

  @Test func sheetCancelledSwipeDownKeepsEverything() {
    AppDriver.run { driver in
      driver.tap("Sheet")
      let sheet = driver.presented
      #expect(sheet?.userBeginSwipeDownSheet() == true)
      driver.settle()
      #expect(sheet?.userCancelSwipeDownSheet() == true)
      driver.settle()
      #expect(driver.title == "Detail 1")
      #expect(driver.tree("Master") == "Master\n└── Detail")
      driver.tap("Close")
      #expect(driver.presented == nil)
      #expect(driver.tree("Master") == "Master")
    }
  }

  @Test func closeDetachesAndTheSyncPops() {
    AppDriver.run { driver in
      var gone = WeakSet()
      driver.tap("Successive")
      driver.tap("Push next")
      driver.tap("Push next")
      driver.trackVisible("Detail 3", in: &gone)
      driver.tap("Close")
      #expect(driver.title == "Detail 2")
      #expect(driver.stackTitles == ["Examples", "Detail 1", "Detail 2"])
      #expect(driver.tree("Master") == "Master\n└── Detail\n    └── Detail")
      #expect(gone.alive.isEmpty, "alive: \(gone.alive)")
      driver.tap("Close")
      driver.tap("Close")
      #expect(driver.title == "Examples")
      #expect(driver.tree("Master") == "Master")
    }
  }

  @Test func closeInsideTheSheetDismissesIt() {
    AppDriver.run { driver in
      var gone = WeakSet()
      driver.tap("Sheet")
      driver.trackVisible("Detail 1", in: &gone)
      driver.tap("Push next")
      driver.tap("Close")
      #expect(driver.stackTitles == ["Detail 1"])
      driver.tap("Close")
      #expect(driver.presented == nil)
      #expect(driver.title == "Examples")
      #expect(driver.tree("Master") == "Master")
      #expect(gone.alive.isEmpty, "alive: \(gone.alive)")
    }
  }

  @Test func popToDepth() {
    AppDriver.run { driver in
      var gone = WeakSet()
      driver.tap("Successive")
      for _ in 0..<3 { driver.tap("Push next") }
      #expect(driver.title == "Detail 4")
      #expect(
        driver.screen.items.map(\.label).prefix(5) == [
          "Push next", "Close", "Pop to depth 3", "Pop to depth 2", "Pop to depth 1",
        ])
      driver.trackVisible("Detail 4", in: &gone)
      driver.tap("Pop to depth 2")
      #expect(driver.stackTitles == ["Examples", "Detail 1", "Detail 2"])
      #expect(driver.tree("Master") == "Master\n└── Detail\n    └── Detail")
      #expect(gone.alive.isEmpty, "alive: \(gone.alive)")
      driver.tap("Pop to depth 1")
      #expect(driver.title == "Detail 1")
      #expect(driver.tree("Master") == "Master\n└── Detail")
    }
  }

  @Test func deepLinkRowOpensDepthThree() {
    AppDriver.run { driver in
      driver.tap("Deep link (depth 3)")
      #expect(driver.stackTitles == ["Examples", "Detail 1", "Detail 2", "Detail 3"])
      #expect(driver.screen.lines.contains("A Detail opened by a deep link, through a Workflow."))
      #expect(driver.tree("Master") == "Master\n└── Detail\n    └── Detail\n        └── Detail")
      driver.tapTab(0)
      #expect(driver.tree("Master") == "Master")
    }
  }

  @Test func deepLinkURLReplacesTheStack() {
    AppDriver.run { driver in
      var gone = WeakSet()
      driver.tap("Successive")
      driver.tap("Push next")
      driver.trackVisible("Detail 2", in: &gone)
      #expect(driver.app.open("ribs://examples/detail?depth=4"))
      #expect(driver.stackTitles == ["Examples", "Detail 1", "Detail 2", "Detail 3", "Detail 4"])
      #expect(driver.screen.lines.contains("A Detail opened by a deep link, through a Workflow."))
      #expect(gone.alive.isEmpty, "alive: \(gone.alive)")
      #expect(driver.app.open("ribs://examples"))
      #expect(driver.stackTitles == ["Examples"])
      #expect(driver.tree("Master") == "Master")
    }
  }

  @Test func deepLinkFromTheOtherTabClosesItsFlow() {
    AppDriver.run { driver in
      driver.tapTab(1)
      driver.tap("Top up")
      #expect(driver.title == "Enter amount")
      #expect(driver.app.open("ribs://examples/detail?depth=2"))
      #expect(driver.presented == nil)
      #expect(driver.tabBar.selectedIndex == 0)
      #expect(driver.stackTitles == ["Examples", "Detail 1", "Detail 2"])
      #expect(driver.tree("Master") == "Master\n└── Detail\n    └── Detail")
    }
  }

  @Test(arguments: [
    "", "ribs:", "http://examples", "ribs://no-where", "ribs://examples/detail", "ribs://examples/detail?depth=0",
    "ribs://examples/detail?depth=21", "ribs://examples/detail?depth=two", "ribs://examples/detail?depth=-1",
    "ribs://examples/detail?depth=2&depth=3", "ribs://examples/detail?size=2", "ribs://finance/topup?x=1",
    "ribs://finance/nothing", "ribs://examples#top", "ribs://user@examples", "not a url at all",
  ])
  func malformedDeepLinksChangeNothing(url: String) {
    AppDriver.run { driver in
      driver.tap("Successive")
      let before = driver.tree
      #expect(!driver.app.open(url))
      #expect(driver.tree == before)
      #expect(driver.title == "Detail 1")
    }
  }

  @Test func everyAdvertisedDeepLinkOpens() {
    AppDriver.run { driver in
      for url in AppRoot.deepLinkExamples {
        #expect(driver.app.open(url), "\(url)")
      }
      #expect(driver.title == "Add card")
      #expect(driver.app.open("ribs://finance"))
      #expect(driver.presented == nil)
      // The Examples stack the earlier link opened stays; only presented flows are closed.
      #expect(driver.tree("Master") == "Master\n└── Detail\n    └── Detail\n        └── Detail")
    }
  }

  /// Without the sync, the user's back leaves the Detail attached: the leak NavigationSync prevents.
  @Test func withoutSyncBackLeavesTheDetailAttached() {
    AppDriver.run(withoutSync: true) { driver in
      driver.tap("Normal")
      driver.tapBack()
      #expect(driver.title == "Examples")
      #expect(driver.tree("Master") == "Master\n└── Detail")
      #expect(NavigationSync.shared.screenlessRIBs(under: driver.app.rootRouter).map(\.ribName) == ["Detail"])
    }
  }
}
