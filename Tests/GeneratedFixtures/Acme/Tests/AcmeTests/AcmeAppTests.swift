import NavigatableRIBs
import NavigatableRIBsTesting
import Testing

@testable import AcmeRoot

/// The app as the shell starts it.
@MainActor
@Suite struct AcmeAppTests {
  @Test func launchingShowsHomeInTheFirstTab() {
    let diagnostics = withCleanGlobals {
      let app = AcmeApp()
      app.launch()
      let tabs = app.window.rootViewController as? UITabBarController
      let first = tabs?.viewControllers?.first as? UINavigationController
      #expect(first?.viewControllers.first?.tabBarItem.title == "Home")
      #expect(!app.rootRouter.children.isEmpty)
    }
    #expect(diagnostics.isEmpty, "\(diagnostics)")
  }
}
