import FeatureTestSupport
import FinanceHome
import FinanceHomeTestSupport
import Master
import MasterTestSupport
import NavigatableRIBs
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
  private func makeInteractorWithTabs() -> (RootInteractor, MockRootRouter, MockMasterActionableItem, MockFinanceHomeActionableItem) {
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
  @Test func launchAttachesBothTabsInNavigationControllers() {
    let driver = AppDriver()
    defer { driver.finish() }
    let tabs = driver.tabBar.viewControllers ?? []
    #expect(tabs.count == 2)
    #expect(tabs.allSatisfy { $0 is UINavigationController })
    #expect(tabs.map { $0.tabBarItem.title ?? "" } == ["Examples", "Finance"])
    #expect(driver.app.rootRouter.children.map(\.ribName) == ["Master", "FinanceHome"])
    #expect(driver.app.rootRouter.interactable.isActive)
    driver.app.launch()  // a second launch does nothing
    #expect(driver.diagnostics.isEmpty)
    #expect(driver.tree == launchTree)
  }

  @Test func withoutSyncSwitchesTheSyncOff() {
    let app = AppRoot(withoutSync: true)
    #expect(!NavigationSync.shared.isEnabled)
    _ = AppRoot()
    #expect(NavigationSync.shared.isEnabled)
    _ = app
  }
}
