import NavigatableRIBs
import Testing

@testable import Root

/// A generated feature's deep link, `ribs://<feature>` (`FeatureDeepLink`), on links that stand for generated
/// features: each names a tab or a row the sample app has, so the mechanism is checked without generating
/// one (the end-to-end generation test opens a generated one).
@MainActor
@Suite(.serialized)
struct FeatureDeepLinkTests {
  static let links = [
    FeatureDeepLink(feature: "Money", parent: "Root", row: "Finance"),
    FeatureDeepLink(feature: "Samples", parent: "Root", row: "Examples"),
    FeatureDeepLink(feature: "Pushed", parent: "Master", row: "Successive"),
    FeatureDeepLink(feature: "Deeper", parent: "Pushed", row: "Push next"),
    FeatureDeepLink(feature: "Sheet", parent: "FinanceHome", row: "Add card"),
    FeatureDeepLink(feature: "Lost", parent: "Master", row: "No such row"),
    FeatureDeepLink(feature: "Orphan", parent: "Nobody", row: "Normal"),
    FeatureDeepLink(feature: "Hidden", parent: "Root", row: "No such tab"),
  ]

  /// Runs `body` on a fresh app that knows `links`.
  func run(_ body: (AppDriver) -> Void) {
    AppDriver.run { driver in
      driver.app.featureLinks = Self.links
      body(driver)
    }
  }

  @Test func aTabsLinkSelectsItsTabOnItsFirstScreenWithNothingOverIt() {
    run { driver in
      #expect(driver.app.open("ribs://examples/detail?depth=2"))
      #expect(driver.app.open("ribs://money"))
      #expect(driver.tabBar.selectedIndex == 1)
      driver.tap("Top up")
      #expect(driver.presented != nil)
      #expect(driver.app.open("ribs://samples"))
      #expect(driver.tabBar.selectedIndex == 0)
      #expect(driver.presented == nil)
      #expect(driver.title == "Examples")
      #expect(driver.tree("Master") == "Master")
      #expect(driver.tree("FinanceHome") == "FinanceHome")
    }
  }

  @Test func aChildsLinkOpensItsParentAndTakesItsRow() {
    run { driver in
      #expect(driver.app.open("ribs://money"))
      #expect(driver.app.open("ribs://pushed"))
      #expect(driver.tabBar.selectedIndex == 0)
      #expect(driver.title == "Detail 1")
      #expect(driver.tree("Master") == "Master\n└── Detail")
      #expect(driver.app.open("ribs://sheet"))
      #expect(driver.title == "Add card")
    }
  }

  @Test func aChildsLinkFirstClosesWhatCoversTheTabs() {
    run { driver in
      // A screen over the tabs that no hand-written link closes (as a generated tab's flow is).
      driver.tabBar.present(UIViewController(nibName: nil, bundle: nil), animated: false)
      driver.settle()
      #expect(driver.presented != nil)
      #expect(driver.app.open("ribs://sheet"))
      #expect(driver.tabBar.selectedIndex == 1)
      #expect(driver.title == "Add card")
    }
  }

  @Test func aGeneratedParentIsOpenedByItsOwnLinkFirst() {
    run { driver in
      #expect(driver.app.open(" RIBS://Deeper/ "))
      #expect(driver.title == "Detail 2")
      #expect(driver.tree("Master") == "Master\n└── Detail\n    └── Detail")
    }
  }

  @Test(arguments: [
    "ribs://deeper?x=1", "ribs://deeper/more", "ribs://deeper#top", "other://deeper", "ribs://no-where",
  ])
  func aMalformedOrUnknownLinkChangesNothing(url: String) {
    run { driver in
      driver.tap("Successive")
      let before = driver.tree
      #expect(!driver.app.open(url))
      #expect(driver.tree == before)
      #expect(driver.title == "Detail 1")
    }
  }

  @Test(arguments: ["ribs://lost", "ribs://orphan", "ribs://hidden"])
  func aLinkWhoseRowParentOrTabIsMissingFails(url: String) {
    run { driver in
      #expect(!driver.app.open(url))
    }
  }

  @Test func theShellListsTheGeneratedLinks() {
    #expect(AppRoot.generatedDeepLinks == FeatureDeepLink.generated.map(\.url))
    #expect(FeatureDeepLink(feature: "Profile", parent: "Master", row: "Profile").url == "ribs://profile")
    for link in FeatureDeepLink.generated {
      #expect(FeatureDeepLink.matching(link.url, in: FeatureDeepLink.generated) == link)
    }
  }
}
