extension Templates {
  /// `Tests/NameTests.swift`: the interactor with mocks of its presenter, router and listener, and the built
  /// RIB on HeadlessUIKit: its screen, and how a parent shows it and takes it away.
  static func tests(_ name: FeatureName, kind: RIBKind) -> String {
    kind == .flow ? flowTests(name) : screenTests(name, kind: kind)
  }

  private static func screenTests(_ name: FeatureName, kind: RIBKind) -> String {
    let n = name.name
    var interactorButtonTest = ""
    var screenCheck = ""
    if let button = kind.button {
      let record = kind == .push ? "close" : "finish"
      interactorButtonTest = #"""


          @Test func \#(button.label.lowercased())ReachesTheListener() {
            let (interactor, _) = makeActiveInteractor()
            #expect(listener.calls.isEmpty)
            interactor.\#(button.viewMethod)()
            #expect(listener.calls == ["\#(record)"])
          }
        """#
      screenCheck = #"""
            let item = screen?.screenDescription.items.first { $0.label == "\#(button.label)" }
            #expect(item != nil)
            item?.action()
            #expect(listener.calls == ["\#(record)"])
        """#
    } else {
      screenCheck = #"""
            // A tab's root stays for the app's life: no "Done" or "Close", and the tab bar shows its title.
            #expect(screen?.screenDescription.items.contains { $0.label == "Done" || $0.label == "Close" } == false)
            #expect(router.viewControllable.uiviewController.tabBarItem.title == "\#(n)")
        """#
    }
    var navigationTests = ""
    switch kind {
    case .push:
      navigationTests = #"""


          @Test func aParentPushesItAndDetachingItPopsItsScreen() {
            let diagnostics = withCleanGlobals {
              let (parent, navigation, window) = parentInAWindow()
              let router = \#(n)Builder(dependency: \#(n)TestDependency())
                .build(withListener: Mock\#(n)Listener())
              #expect(parent.pushChild(router))
              HeadlessRunLoop.main.runUntilIdle()
              #expect(navigation.topViewController === router.viewControllable.uiviewController)
              #expect(router.interactable.isActive)
              parent.detachChild(router)  // what the parent's router does when \#(n) asks to close
              HeadlessRunLoop.main.runUntilIdle()
              #expect(navigation.viewControllers.count == 1)
              #expect(!router.interactable.isActive)
              _ = window
            }
            #expect(diagnostics.isEmpty, "\(diagnostics)")
          }

          @Test func theBackButtonDetachesIt() {
            let diagnostics = withCleanGlobals {
              let (parent, navigation, window) = parentInAWindow()
              let listener = Mock\#(n)Listener()
              let router = \#(n)Builder(dependency: \#(n)TestDependency())
                .build(withListener: listener)
              #expect(parent.pushChild(router))
              HeadlessRunLoop.main.runUntilIdle()
              #expect(navigation.userTapBackButton())  // the user's back button
              HeadlessRunLoop.main.runUntilIdle()
              #expect(parent.children.isEmpty)
              #expect(!router.interactable.isActive)
              #expect(listener.calls.isEmpty)  // a pop is no business-logic close
              _ = window
            }
            #expect(diagnostics.isEmpty, "\(diagnostics)")
          }
        """#
    case .sheet:
      navigationTests = #"""


          @Test func aParentPresentsItAsASheetAndDetachingItDismissesIt() {
            let diagnostics = withCleanGlobals {
              let (parent, _, window) = parentInAWindow()
              let router = \#(n)Builder(dependency: \#(n)TestDependency())
                .build(withListener: Mock\#(n)Listener())
              let sheet = parent.presentChildInNavigationController(
                router, from: parent.viewControllable, modalPresentationStyle: .pageSheet)
              HeadlessRunLoop.main.runUntilIdle()
              #expect(sheet?.presentingViewController != nil)
              #expect(router.interactable.isActive)
              parent.detachChild(router)  // what the parent's router does when \#(n) says it is done
              HeadlessRunLoop.main.runUntilIdle()
              #expect(sheet?.presentingViewController == nil)
              #expect(!router.interactable.isActive)
              _ = window
            }
            #expect(diagnostics.isEmpty, "\(diagnostics)")
          }

          @Test func swipingTheSheetDownDetachesIt() {
            let diagnostics = withCleanGlobals {
              let (parent, _, window) = parentInAWindow()
              let listener = Mock\#(n)Listener()
              let router = \#(n)Builder(dependency: \#(n)TestDependency())
                .build(withListener: listener)
              let sheet = parent.presentChildInNavigationController(
                router, from: parent.viewControllable, modalPresentationStyle: .pageSheet)
              HeadlessRunLoop.main.runUntilIdle()
              #expect(sheet?.userSwipeDownSheet() == true)
              HeadlessRunLoop.main.runUntilIdle()
              #expect(parent.children.isEmpty)
              #expect(listener.calls.isEmpty)  // a swipe down is no business-logic close
              _ = window
            }
            #expect(diagnostics.isEmpty, "\(diagnostics)")
          }
        """#
    case .tab, .flow:
      break
    }
    let parentHelper =
      kind == .tab
      ? ""
      : #"""

      /// A parent RIB showing its screen as the root of a navigation controller, in a window.
      @MainActor
      func parentInAWindow() -> (ViewableRouter<Interactor, MockViewController>, UINavigationController, UIWindow) {
        let screen = MockViewController()
        let parent = ViewableRouter<Interactor, MockViewController>(interactor: Interactor(), viewController: screen)
        parent.load()
        parent.interactable.activate()
        let (window, navigation) = showInWindow(screen)
        return (parent, navigation, window)
      }

      """#
    return #"""
      \#(importLines("NavigatableRIBsTesting", "NavigatableRIBs", "ScreenKit", "Testing", n, n + "TestSupport"))

      @testable import \#(n)Impl

      /// Records what \#(name.possessive) interactor asks its view to show.
      @MainActor
      final class Mock\#(n)Presenter: \#(n)Presentable {
        weak var listener: (any \#(n)PresentableListener)?
        var shownTitles: [String] = []
        func show(title: String) { shownTitles.append(title) }
      }

      /// Records what \#(name.possessive) interactor asks its router.
      @MainActor
      final class Mock\#(n)Router: MockRouter, \#(n)Routing {}

      /// \#(name.possessive) dependency in tests: its children's builders are stand-ins kept in `mockBuilders`
      /// (generate-rib adds one per child, in `\#(n)Tests+Child.swift`).
      final class \#(n)TestDependency: \#(n)Dependency {
        let mockBuilders = MockBuilders()
      }

      @MainActor
      @Suite(.serialized)
      struct \#(n)InteractorTests {
        let router = Mock\#(n)Router()
        let listener = Mock\#(n)Listener()

        // The presenter lives in each test, not in the suite: RIBs' LeakDetector expects a presenter to be
        // freed within a second of its interactor (real time), and a suite instance can outlive its test that
        // long on a busy machine.
        func makeActiveInteractor() -> (\#(n)Interactor, Mock\#(n)Presenter) {
          let presenter = Mock\#(n)Presenter()
          let interactor = \#(n)Interactor(presenter: presenter, title: "\#(n)")
          interactor.router = router
          interactor.listener = listener
          interactor.activate()
          return (interactor, presenter)
        }

        @Test func becomingActiveShowsTheTitleOnce() {
          let (interactor, presenter) = makeActiveInteractor()
          #expect(presenter.shownTitles == ["\#(n)"])
          #expect(presenter.listener === interactor)
          #expect(router.calls.isEmpty)
        }\#(interactorButtonTest)
      }

      @MainActor
      @Suite(.serialized)
      struct \#(n)RouterAndBuilderTests {
        /// \#(n) built over test dependencies, active and loaded, its screen the root of a navigation controller
        /// in a window.
        func makeShown() -> (\#(n)Router, UIWindow, UINavigationController) {
          let built = \#(n)Builder(dependency: \#(n)TestDependency())
            .build(withListener: Mock\#(n)Listener())
          built.interactable.activate()
          built.load()
          let (window, navigation) = showInWindow(built.viewControllable.uiviewController)
          return (built as! \#(n)Router, window, navigation)
        }

        @Test func theBuiltScreenShowsWhatTheInteractorGivesIt() {
          let listener = Mock\#(n)Listener()
          let router = \#(n)Builder(dependency: \#(n)TestDependency())
            .build(withListener: listener)
          router.interactable.activate()
          let screen = router.viewControllable.uiviewController as? any ScreenDescribing
          #expect(screen?.screenDescription.title == "\#(n)")
      \#(screenCheck)
          router.interactable.deactivate()
        }\#(navigationTests)
      }
      \#(parentHelper)
      """#
  }

  private static func flowTests(_ name: FeatureName) -> String {
    let n = name.name
    return #"""
      \#(importLines("NavigatableRIBsTesting", "NavigatableRIBs", "ScreenKit", "Testing", n, n + "TestSupport"))

      @testable import \#(n)Impl

      /// Records what \#(name.possessive) interactor asks its router.
      @MainActor
      final class Mock\#(n)Router: Router<Interactor>, \#(n)Routing {
        var calls: [String] = []
        /// What `routeToStart()` answers.
        var startShows = true
        init() { super.init(interactor: Interactor()) }
        func routeToStart() -> Bool {
          calls.append("routeToStart")
          return startShows
        }
        func cleanupViews() { calls.append("cleanupViews") }
      }

      /// \#(name.possessive) dependency in tests: its children's builders are stand-ins kept in `mockBuilders`
      /// (generate-rib adds one per child, in `\#(n)Tests+Child.swift`).
      final class \#(n)TestDependency: \#(n)Dependency {
        let mockBuilders = MockBuilders()
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

        @Test func becomingActiveShowsTheFirstScreen() {
          _ = makeActiveInteractor()
          #expect(router.calls == ["routeToStart"])
          #expect(listener.calls.isEmpty)
        }

        @Test func aFirstScreenThatCannotBeShownClosesTheFlowAtOnce() {
          router.startShows = false
          _ = makeActiveInteractor()
          #expect(listener.calls == ["close"])
        }

        @Test func resigningActiveCleansUpTheViews() {
          let interactor = makeActiveInteractor()
          interactor.deactivate()
          #expect(router.calls == ["routeToStart", "cleanupViews"])
        }

        @Test func theUserClosingTheFlowReachesTheListener() {
          let interactor = makeActiveInteractor()
          #expect(listener.calls.isEmpty)
          interactor.navigationFlowDidClose()
          #expect(listener.calls == ["close"])
        }

        @Test func doneOnTheFirstScreenCompletesTheFlowThroughTheListener() {
          let interactor = makeActiveInteractor()
          interactor.\#(name.lowerCamel)StartDidTapDone()
          #expect(listener.calls == ["close"])
        }
      }

      @MainActor
      @Suite(.serialized)
      struct \#(n)RouterAndBuilderTests {
        /// \#(name.possessive) parent: it attaches \#(n), as the parent's router does.
        let parent = Router<MockInteractable>(interactor: MockInteractable())

        /// \#(n) built over test dependencies and attached to a parent whose screen is in a window: its first
        /// screen is presented in the navigation controller \#(n) owns.
        func makeStarted(listener: Mock\#(n)Listener = Mock\#(n)Listener())
          -> (\#(n)Router, UIWindow)
        {
          let base = MockViewController()
          let window = UIWindow()
          window.rootViewController = base
          window.makeKeyAndVisible()
          HeadlessRunLoop.main.runUntilIdle()
          let built = \#(n)Builder(dependency: \#(n)TestDependency())
            .build(withListener: listener, presentingFrom: base)
          parent.interactable.activate()
          parent.load()
          parent.attachChild(built)  // activation presents the first screen
          HeadlessRunLoop.main.runUntilIdle()
          return (built as! \#(n)Router, window)
        }

        @Test func startingPresentsTheFirstScreen() {
          let diagnostics = withCleanGlobals {
            let (flow, window) = makeStarted()
            #expect(window.rootViewController?.presentedViewController === flow.navigationController)
            let screen = flow.navigationController?.topViewController as? any ScreenDescribing
            #expect(screen?.screenDescription.title == "\#(n)")
            #expect(flow.children.count == 1)
          }
          #expect(diagnostics.isEmpty, "\(diagnostics)")
        }

        @Test func swipingTheFirstScreenDownClosesTheFlow() {
          let listener = Mock\#(n)Listener()
          let diagnostics = withCleanGlobals {
            let (flow, window) = makeStarted(listener: listener)
            #expect(flow.navigationController?.userSwipeDownSheet() == true)
            HeadlessRunLoop.main.runUntilIdle()
            #expect(listener.calls == ["close"])
            #expect(flow.children.isEmpty)
            #expect(parent.children.isEmpty)  // the mock listener detaches nothing: NavigationSync did
            _ = window
          }
          #expect(diagnostics.isEmpty, "\(diagnostics)")
        }

        @Test func tappingDoneCompletesTheFlowAndItsParentDetachingItLeavesNothing() {
          let listener = Mock\#(n)Listener()
          let diagnostics = withCleanGlobals {
            let (flow, window) = makeStarted(listener: listener)
            let screen = flow.navigationController?.topViewController as? any ScreenDescribing
            let done = screen?.screenDescription.items.first { $0.label == "Done" }
            #expect(done != nil)
            done?.action()
            HeadlessRunLoop.main.runUntilIdle()
            #expect(listener.calls == ["close"])
            parent.detachChild(flow)  // what the parent does when told
            HeadlessRunLoop.main.runUntilIdle()
            #expect(parent.children.isEmpty)
            #expect(window.rootViewController?.presentedViewController == nil)
          }
          #expect(diagnostics.isEmpty, "\(diagnostics)")
        }

        @Test func deactivatingDismissesWhatItPresented() {
          let diagnostics = withCleanGlobals {
            let (flow, window) = makeStarted()
            parent.detachChild(flow)  // willResignActive → cleanupViews()
            HeadlessRunLoop.main.runUntilIdle()
            #expect(window.rootViewController?.presentedViewController == nil)
          }
          #expect(diagnostics.isEmpty, "\(diagnostics)")
        }
      }

      """#
  }
}
