import NavigatableRIBs
import Testing
@testable import TutorialGreeting
import TutorialHello

// Chapter 5's end state: testing a RIB, and proving that nothing leaks.

// MARK: - An interactor test with hand-written mocks

/// Records what the interactor asked the view to show.
final class GreetingPresentableMock: GreetingPresentable {
  weak var listener: (any GreetingPresentableListener)?
  private(set) var greetings: [String] = []
  private(set) var waves = 0

  func show(greeting: String) { greetings.append(greeting) }
  func showWave() { waves += 1 }
}

/// Records what the interactor told its parent.
final class GreetingListenerMock: GreetingListener {
  private(set) var goodbyes = 0
  func greetingDidSayGoodbye() { goodbyes += 1 }
}

@MainActor
@Suite(.serialized, .chapterState)
struct Chapter5 {
  let names = CurrentValueSubject<String, Never>("Ada")
  let presenter = GreetingPresentableMock()
  let listener = GreetingListenerMock()

  func makeInteractor() -> GreetingInteractor {
    let interactor = GreetingInteractor(presenter: presenter, userName: names.eraseToAnyPublisher())
    interactor.listener = listener
    return interactor
  }

  @Test func greetsByNameWhileActive() {
    Sandbox.run { _ in
      let interactor = makeInteractor()
      #expect(presenter.greetings.isEmpty)  // nothing happens before activation

      interactor.activate()
      names.send("  ")
      #expect(presenter.greetings == ["Hello, Ada!", "Hello, stranger!"])

      interactor.deactivate()
      names.send("Grace")
      #expect(presenter.greetings == ["Hello, Ada!", "Hello, stranger!"])  // the subscription ended
    }
  }

  @Test func sayGoodbyeTellsTheListener() {
    Sandbox.run { _ in
      let interactor = makeInteractor()
      #expect(presenter.listener === interactor)  // the view's taps reach the interactor
      interactor.activate()
      interactor.didTapSayGoodbye()
      #expect(listener.goodbyes == 1)
    }
  }

  // MARK: - Navigation on HeadlessUIKit, with weak references and the leak detector

  /// Launches the app and pushes Greeting; returns the app and weak references to Greeting.
  func launchAndGreet() throws -> (HelloApp, WeakRIB) {
    let app = HelloApp()
    app.launch()
    #expect(tap("Greet me", on: app.navigationController.topViewController))
    app.settle()
    return (app, WeakRIB(try #require(app.homeRouter.children.first as? any ViewableRouting)))
  }

  @Test func nothingLeaksAfterSwipeBack() throws {
    try Sandbox.run { sandbox in
      let (app, greeting) = try launchAndGreet()
      #expect(app.navigationController.userBeginSwipeBack())
      #expect(app.navigationController.userFinishSwipeBack())
      app.settle()

      sandbox.settleLeakDetector()
      #expect(greeting.isGone)
      #expect(sandbox.leaks.isEmpty)
      #expect(NavigationSync.shared.screenlessRIBs(under: app.homeRouter).isEmpty)
      #expect(NavigationSync.shared.trackedScreenCount == 0)
      #expect(sandbox.diagnostics.isEmpty)
    }
  }

  @Test func theLeakDetectorCatchesAScreenLeftBehind() throws {
    try Sandbox.run { sandbox in
      NavigationSync.shared.isEnabled = false  // plain RIBs: detaching never touches the screen
      let (app, greeting) = try launchAndGreet()
      #expect(tap("Say goodbye", on: greeting.viewController))
      app.settle()
      #expect(app.homeRouter.children.isEmpty)  // detached...
      #expect(titles(app.navigationController) == ["Home", "Greeting"])  // ...but still on screen

      sandbox.clock.advance(by: 4.9)
      #expect(!sandbox.leaks.map(\.kind).contains(.viewControllerNotDisappeared))
      sandbox.clock.advance(by: 0.2)  // past the 5 s a detached RIB's view has to leave the window
      #expect(sandbox.leaks.map(\.kind).contains(.viewControllerNotDisappeared))
    }
  }

  @Test func screenlessRIBsFindsTheLeakTheDetectorCannotSee() throws {
    try Sandbox.run { sandbox in
      NavigationSync.shared.isEnabled = false
      let (app, greeting) = try launchAndGreet()
      #expect(app.navigationController.userBeginSwipeBack())
      #expect(app.navigationController.userFinishSwipeBack())
      app.settle()

      // UIKit removed the screen; without the sync nobody detached the RIB.
      let screenless = NavigationSync.shared.screenlessRIBs(under: app.homeRouter)
      #expect(screenless.map(\.ribName) == ["Greeting"])
      #expect(greeting.interactor?.isActive == true)
      sandbox.settleLeakDetector()
      #expect(sandbox.leaks.isEmpty)  // never detached, so never checked
    }
  }

  @Test func misuseIsReportedAndChangesNothing() throws {
    try Sandbox.run { _ in
      let (app, weakGreeting) = try launchAndGreet()
      let greeting = try #require(weakGreeting.router)
      let tree = app.homeRouter.treeSnapshot

      let (pushed, diagnostics) = RIBsDiagnostics.capture {
        app.homeRouter.pushChild(greeting)  // already attached
      }
      #expect(!pushed)
      #expect(diagnostics.map(\.kind) == [.navigation])
      #expect(app.homeRouter.treeSnapshot == tree)
      #expect(titles(app.navigationController) == ["Home", "Greeting"])
    }
  }
}
