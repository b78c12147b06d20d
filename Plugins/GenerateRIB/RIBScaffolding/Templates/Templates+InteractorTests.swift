extension Templates {
  /// `Tests/NameTests/NameInteractorTests.swift`: hand-written mocks of the presenter, router and listener,
  /// interactor tests, and a test of the built RIB (its screen's button, or its navigation on HeadlessUIKit).
  static func interactorTests(_ name: FeatureName, kind: RIBKind) -> String {
    switch kind {
    case .view, .navigatable: screenTests(name, kind: kind)
    case .viewless: viewlessTests(name)
    }
  }

  private static func screenTests(_ name: FeatureName, kind: RIBKind) -> String {
    let n = name.name
    let l = name.lowerCamel
    let button = ScreenButton(kind)
    let record = kind == .navigatable ? "close" : "finish"
    let navigationTests =
      kind == .navigatable
      ? #"""


          @Test func aParentPushesItAndDetachingItPopsItsScreen() {
            withCleanNavigation {
              let (parent, navigation, window) = parentInAWindow()
              let router = \#(n)Builder(dependency: Empty\#(n)Dependency()).build(withListener: listener)
              #expect(parent.pushChild(router))
              HeadlessRunLoop.main.runUntilIdle()
              #expect(navigation.topViewController === router.viewControllable.uiviewController)
              #expect(router.interactable.isActive)

              parent.detachChild(router)  // what the parent's router does when \#(n) asks to close
              HeadlessRunLoop.main.runUntilIdle()
              #expect(navigation.viewControllers.count == 1)
              #expect(!router.interactable.isActive)
              withExtendedLifetime(window) {}
            }
          }

          @Test func theBackButtonDetachesIt() {
            withCleanNavigation {
              let (parent, navigation, window) = parentInAWindow()
              let router = \#(n)Builder(dependency: Empty\#(n)Dependency()).build(withListener: listener)
              parent.pushChild(router)
              HeadlessRunLoop.main.runUntilIdle()

              navigation.popViewController(animated: true)  // the user's back button
              HeadlessRunLoop.main.runUntilIdle()
              #expect(parent.children.isEmpty)
              #expect(!router.interactable.isActive)
              #expect(listener.calls.isEmpty)  // a pop is no business-logic close
              withExtendedLifetime(window) {}
            }
          }
        }

        /// A parent RIB showing its screen as the root of a navigation controller, in a window.
        @MainActor
        func parentInAWindow() -> (ViewableRouter<Interactor, ParentViewController>, UINavigationController, UIWindow) {
          let screen = ParentViewController()
          let parent = ViewableRouter<Interactor, ParentViewController>(interactor: Interactor(), viewController: screen)
          parent.load()
          parent.interactable.activate()
          let navigation = UINavigationController(rootViewController: screen)
          let window = UIWindow()
          window.rootViewController = navigation
          window.makeKeyAndVisible()
          HeadlessRunLoop.main.runUntilIdle()
          return (parent, navigation, window)
        }

        /// The parent's screen.
        final class ParentViewController: UIViewController, ViewControllable {}
        \#(cleanNavigationHelper)
        """#
      : "\n}\n"
    return #"""
      import NavigatableRIBs
      import ScreenKit
      import Testing

      @testable import \#(n)

      /// Records what \#(name.possessive) interactor asks its view to show.
      @MainActor
      final class Mock\#(n)Presenter: \#(n)Presentable {
        weak var listener: (any \#(n)PresentableListener)?
        var shownTitles: [String] = []
        func show(title: String) { shownTitles.append(title) }
      }

      /// Stands in for \#(name.possessive) router: records the routes the interactor asks for, attaches nothing.
      @MainActor
      \#(classLine("final class Mock\(n)Router: ViewableRouter<Interactor, Mock\(n)ViewController>", "\(n)Routing"))
        var calls: [String] = []
        init() { super.init(interactor: Interactor(), viewController: Mock\#(n)ViewController()) }
      }

      /// A bare view controller for the mock router.
      final class Mock\#(n)ViewController: UIViewController, ViewControllable {}

      /// Records what \#(n) tells its listener.
      @MainActor
      final class Mock\#(n)Listener: \#(n)Listener {
        var calls: [String] = []
        func \#(l)\#(button.listenerMethod)() { calls.append("\#(record)") }
      }

      /// \#(n) needs nothing from its parent yet.
      final class Empty\#(n)Dependency: \#(n)Dependency {}

      @MainActor
      @Suite(.serialized)
      struct \#(n)InteractorTests {
        let presenter = Mock\#(n)Presenter()
        let router = Mock\#(n)Router()
        let listener = Mock\#(n)Listener()

        func makeActiveInteractor() -> \#(n)Interactor {
          let interactor = \#(n)Interactor(presenter: presenter, title: "\#(n)")
          interactor.router = router
          interactor.listener = listener
          interactor.activate()
          return interactor
        }

        @Test func becomingActiveShowsTheTitleOnce() {
          let interactor = makeActiveInteractor()
          #expect(presenter.shownTitles == ["\#(n)"])
          #expect(presenter.listener === interactor)
          #expect(router.calls.isEmpty)
        }

        @Test func \#(button.label.lowercased())ReachesTheListener() {
          let interactor = makeActiveInteractor()
          #expect(listener.calls.isEmpty)
          interactor.\#(button.viewMethod)()
          #expect(listener.calls == ["\#(record)"])
        }

        @Test func theScreens\#(button.label)ButtonReachesTheListenerThroughTheInteractor() {
          let router = \#(n)Builder(dependency: Empty\#(n)Dependency()).build(withListener: listener)
          router.interactable.activate()
          let screen = router.viewControllable.uiviewController as? any ScreenDescribing
          #expect(screen?.screenDescription.title == "\#(n)")
          let item = screen?.screenDescription.items.first { $0.label == "\#(button.label)" }
          #expect(item != nil)
          item?.action()
          #expect(listener.calls == ["\#(record)"])
          router.interactable.deactivate()
        }\#(navigationTests)
      """#
  }

  private static func viewlessTests(_ name: FeatureName) -> String {
    let n = name.name
    let l = name.lowerCamel
    return #"""
      import NavigatableRIBs
      import Testing

      @testable import \#(n)

      /// Records what \#(name.possessive) interactor asks its router.
      @MainActor
      final class Mock\#(n)Router: Router<Interactor>, \#(n)Routing {
        var calls: [String] = []
        init() { super.init(interactor: Interactor()) }
        func cleanupViews() { calls.append("cleanupViews") }
      }

      /// Records what \#(n) tells its listener.
      @MainActor
      final class Mock\#(n)Listener: \#(n)Listener {
        var calls: [String] = []
        func \#(l)DidClose() { calls.append("close") }
      }

      /// Gives \#(n) the parent's screen to present from.
      final class Base\#(n)Dependency: \#(n)Dependency {
        let \#(l)BaseViewController: any ViewControllable
        init(_ base: any ViewControllable) { \#(l)BaseViewController = base }
      }

      @MainActor
      @Suite(.serialized)
      struct \#(n)InteractorTests {
        let router = Mock\#(n)Router()
        let listener = Mock\#(n)Listener()

        func makeActiveInteractor() -> \#(n)Interactor {
          let interactor = \#(n)Interactor()
          interactor.router = router
          interactor.listener = listener
          interactor.activate()
          return interactor
        }

        @Test func resigningActiveCleansUpTheViews() {
          let interactor = makeActiveInteractor()
          #expect(router.calls.isEmpty)
          interactor.deactivate()
          #expect(router.calls == ["cleanupViews"])
        }

        @Test func theUserClosingTheFlowReachesTheListener() {
          let interactor = makeActiveInteractor()
          #expect(listener.calls.isEmpty)
          interactor.navigationFlowDidClose()
          #expect(listener.calls == ["close"])
        }

        @Test func deactivatingDismissesWhatItPresented() throws {
          try withCleanNavigation {
            let base = BaseViewController()
            let window = UIWindow()
            window.rootViewController = base
            window.makeKeyAndVisible()
            HeadlessRunLoop.main.runUntilIdle()
            let built = \#(n)Builder(dependency: Base\#(n)Dependency(base)).build(withListener: listener)
            let flow = try #require(built as? \#(n)Router)
            flow.load()
            flow.interactable.activate()

            let child = ViewableRouter<Interactor, ChildViewController>(
              interactor: Interactor(), viewController: ChildViewController())
            #expect(flow.show(child))
            HeadlessRunLoop.main.runUntilIdle()
            #expect(base.presentedViewController === flow.navigationController)
            #expect(flow.children.count == 1)

            flow.interactable.deactivate()  // what detaching \#(n) does: willResignActive → cleanupViews()
            HeadlessRunLoop.main.runUntilIdle()
            #expect(base.presentedViewController == nil)
            withExtendedLifetime(window) {}
          }
        }
      }

      /// The parent's screen \#(n) presents from.
      final class BaseViewController: UIViewController, ViewControllable {}

      /// A child's screen.
      final class ChildViewController: UIViewController, ViewControllable {}
      \#(cleanNavigationHelper)
      """#
  }

  /// A helper for tests that show screens on HeadlessUIKit.
  private static let cleanNavigationHelper = #"""

    /// Runs `body` with NavigationSync fresh and leak checks on a virtual clock (no real-time check fires
    /// after the test), restoring both afterwards.
    @MainActor
    func withCleanNavigation(_ body: () throws -> Void) rethrows {
      NavigationSync.shared.reset()
      NavigationSync.shared.isEnabled = true
      let previous = LeakDetector.instance
      LeakDetector.instance = LeakDetector(clock: VirtualClock()) { _ in }
      defer {
        HeadlessRunLoop.main.runUntilIdle()
        LeakDetector.instance = previous
        NavigationSync.shared.reset()
      }
      try body()
    }

    """#
}
