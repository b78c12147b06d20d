import NavigatableRIBs
import NavigatableRIBsTesting
import Testing

@testable import Root

/// An app let go (the shell's `reset` and `fixture` build a new one) is freed whole: nothing in it keeps it.
@MainActor
@Suite(.serialized)
struct AppLifetimeTests {
  @Test("a launched app, once released, frees its composition root and what it owns (no component ↔ builder cycle)")
  func aReleasedAppIsFreed() {
    weak var weakApp: AppRoot?
    weak var weakRepository: AnyObject?
    weak var weakRoot: (any Routing)?
    let diagnostics = withCleanGlobals {
      do {
        let app = AppRoot()
        app.launch()
        HeadlessRunLoop.main.runUntilIdle()
        weakApp = app
        weakRepository = app.cardOnFileRepository as AnyObject
        weakRoot = app.rootRouter
        app.window.rootViewController = nil
        app.rootRouter.interactable.deactivate()
      }
      HeadlessRunLoop.main.runUntilIdle()
    }
    #expect(weakApp == nil)
    #expect(weakRoot == nil)
    #expect(weakRepository == nil, "the component (which owns the repositories) is freed")
    _ = diagnostics
  }
}
