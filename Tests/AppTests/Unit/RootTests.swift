import FinanceHome
import FinanceHomeTestSupport
import Master
import MasterTestSupport
import NavigatableRIBs
import NavigatableRIBsTesting
import Testing

@testable import Root

@MainActor
final class MockRootRouter: MockRouter, RootRouting {
  var masterActionableItem: (any MasterActionableItem)?
  var financeHomeActionableItem: (any FinanceHomeActionableItem)?
  func select(_ tab: RootTab) { calls.append("select \(tab)") }
}

@MainActor
@Suite(.serialized)
struct RootInteractorTests {
  /// A root interactor whose mock router already holds both tabs' actionable items.
  private func makeInteractorWithTabs() -> (
    RootInteractor, MockRootRouter, MockMasterActionableItem, MockFinanceHomeActionableItem
  ) {
    let router = MockRootRouter()
    let master = MockMasterActionableItem()
    let finance = MockFinanceHomeActionableItem()
    router.masterActionableItem = master
    router.financeHomeActionableItem = finance
    let interactor = RootInteractor(presenter: RootViewController())
    interactor.router = router
    return (interactor, router, master, finance)
  }

  @Test func showExamplesClosesFinanceFlowsSelectsAndYieldsMaster() {
    let (interactor, router, master, finance) = makeInteractorWithTabs()
    var yielded: (any MasterActionableItem)?
    let subscription = interactor.showExamples().sink(receiveCompletion: { _ in }, receiveValue: { yielded = $0.0 })
    #expect(yielded === master)
    #expect(finance.calls == ["closeFlows"])
    #expect(router.calls == ["select examples"])
    subscription.cancel()
  }

  @Test func showFinanceClosesTheSheetSelectsAndYieldsFinanceHome() {
    let (interactor, router, master, finance) = makeInteractorWithTabs()
    var yielded: (any FinanceHomeActionableItem)?
    let subscription = interactor.showFinance().sink(receiveCompletion: { _ in }, receiveValue: { yielded = $0.0 })
    #expect(yielded === finance)
    #expect(master.calls == ["closeSheet"])
    #expect(router.calls == ["select finance"])
    subscription.cancel()
  }

  @Test func stepsFailBeforeTheTabsExist() {
    let router = MockRootRouter()
    let interactor = RootInteractor(presenter: RootViewController())
    interactor.router = router
    var error: (any Error)?
    let subscription = interactor.showFinance().sink(
      receiveCompletion: { if case let .failure(failure) = $0 { error = failure } }, receiveValue: { _ in })
    #expect(error as? RootRoutingError == .tabNotReady(.finance))
    subscription.cancel()
  }
}

@MainActor
@Suite(.serialized)
struct RootRouterTests {
  /// Examples and Finance come first, in that order (`RootTab` and deep links rely on it); tabs added later
  /// (`generate-rib --as tab`) follow them. Every tab is a navigation controller around its RIB's screen.
  @Test func launchAttachesEveryTabInNavigationControllers() {
    let driver = AppDriver()
    defer { driver.finish() }
    let tabs = driver.tabBar.viewControllers ?? []
    let children = driver.app.rootRouter.children
    #expect(tabs.count == children.count)
    #expect(tabs.allSatisfy { $0 is UINavigationController })
    #expect(tabs.prefix(2).map { $0.tabBarItem.title ?? "" } == ["Examples", "Finance"])
    #expect(children.prefix(2).map(\.ribName) == ["Master", "FinanceHome"])
    for (tab, child) in zip(tabs, children) {
      let root = (tab as? UINavigationController)?.viewControllers.first
      #expect(root === (child as? any ViewableRouting)?.viewControllable.uiviewController, "\(child.ribName)")
    }
    #expect(driver.app.rootRouter.interactable.isActive)
    driver.app.launch()  // a second launch does nothing
    #expect(driver.diagnostics.isEmpty)
    #expect(driver.app.rootRouter.children.count == children.count)
  }

  /// What an iOS scene delegate does (Documentation/AdoptingOnIOS.md): the app shows in the window it is given.
  @Test func theAppShowsInTheWindowItIsGiven() {
    let window = UIWindow()
    let app = AppRoot(window: window)
    defer { NavigationSync.shared.reset() }
    #expect(app.window === window)
    #expect(window.rootViewController == nil)
    app.launch()
    #expect(window.rootViewController is UITabBarController)
    #expect(app.rootRouter.interactable.isActive)
  }

  @Test func withoutSyncSwitchesTheSyncOff() {
    let app = AppRoot(withoutSync: true)
    #expect(!NavigationSync.shared.isEnabled)
    _ = AppRoot()
    #expect(NavigationSync.shared.isEnabled)
    _ = app
  }
}
