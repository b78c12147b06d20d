extension Templates {
  /// `NameInteractor.swift`: the routing, presentable and listener protocols, and the interactor.
  static func interactor(_ name: FeatureName, kind: RIBKind) -> String {
    let n = name.name
    let l = name.lowerCamel
    switch kind {
    case .view, .navigatable:
      let button = ScreenButton(kind)
      let listenerMethodDoc =
        kind == .navigatable
        ? #"""
          /// The user tapped "Close": the parent's router detaches \#(n) (`detachChild`), and NavigationSync
            /// pops its screen. Back and swipe-back do not come here: NavigationSync detaches \#(n) by itself.
          """#
        : #"""
          /// The user tapped "Done": the parent's router detaches \#(n) (`detachChild`), and NavigationSync
            /// removes its screen.
          """#
      return #"""
        import NavigatableRIBs

        /// What \#(name.possessive) interactor asks of its router: nothing yet (a leaf). Add `routeToChild()` here when
        /// \#(n) gets children.
        @MainActor
        protocol \#(n)Routing: ViewableRouting {}

        /// What \#(name.possessive) interactor asks of its view.
        @MainActor
        protocol \#(n)Presentable: Presentable {
          /// Receives the user's taps.
          var listener: (any \#(n)PresentableListener)? { get set }
          /// Shows the screen's title.
          func show(title: String)
        }

        /// Told by \#(n) when the user is done with it; the listener (the parent's interactor) decides what
        /// comes next.
        @MainActor
        public protocol \#(n)Listener: AnyObject {
          \#(listenerMethodDoc)
          func \#(l)\#(button.listenerMethod)()
        }

        /// \#(name.possessive) business logic: what its screen shows and what its buttons do.
        \#(classLine(
          "final class \(n)Interactor: PresentableInteractor<any \(n)Presentable>", "\(n)Interactable",
          "\(n)PresentableListener"))
          weak var router: (any \#(n)Routing)?
          weak var listener: (any \#(n)Listener)?
          /// The title the screen shows.
          let title: String

          init(presenter: any \#(n)Presentable, title: String) {
            self.title = title
            super.init(presenter: presenter)
            presenter.listener = self
          }

          override func didBecomeActive() {
            super.didBecomeActive()
            presenter.show(title: title)
          }

          // MARK: - \#(n)PresentableListener

          func \#(button.viewMethod)() {
            listener?.\#(l)\#(button.listenerMethod)()
          }
        }

        """#
    case .viewless:
      return #"""
        import NavigatableRIBs

        /// What \#(name.possessive) interactor asks of its router: which child screen comes and goes (add `routeToChild()`
        /// here), and taking down what \#(n) presented.
        @MainActor
        protocol \#(n)Routing: Routing {
          /// Dismisses the navigation controller \#(n) presented, if it is still presented.
          func cleanupViews()
        }

        /// Told when \#(n) is over; the listener (the parent's interactor) detaches \#(n).
        @MainActor
        public protocol \#(n)Listener: AnyObject {
          /// The user closed \#(name.possessive) screens (swiped the sheet down, went back past the first screen): detach
          /// \#(n) (`detachChild`).
          func \#(l)DidClose()
        }

        /// \#(name.possessive) business logic: decides which of its children's screens comes next. It has no screen of
        /// its own: its router shows its children's screens on the parent's.
        \#(classLine("final class \(n)Interactor: Interactor, \(n)Interactable", "NavigationFlowInteractable"))
          weak var router: (any \#(n)Routing)?
          weak var listener: (any \#(n)Listener)?

          override func didBecomeActive() {
            super.didBecomeActive()
            // Show the first child's screen here (a `routeToChild()` of the router, calling its `show(_:)`).
          }

          override func willResignActive() {
            super.willResignActive()
            // \#(n) presented its navigation controller itself, so it takes it down itself: its parent
            // presented nothing and has nothing to dismiss.
            router?.cleanupViews()
          }

          // MARK: - NavigationFlowInteractable

          /// The user removed \#(name.possessive) last screen (NavigationSync has detached its screens' RIBs).
          func navigationFlowDidClose() {
            listener?.\#(l)DidClose()
          }
        }

        """#
    }
  }
}

/// The one button a generated screen has, and the names of the methods its tap goes through.
struct ScreenButton {
  /// The button's label: "Done" or "Close".
  let label: String
  /// The view's call to the interactor: `didTapDone`.
  let viewMethod: String
  /// The interactor's call to the listener, after the RIB's lower-camel name: `DidFinish`.
  let listenerMethod: String

  /// The button of a screen of `kind`: "Close" for a pushed screen, "Done" otherwise.
  init(_ kind: RIBKind) {
    if kind == .navigatable {
      (label, viewMethod, listenerMethod) = ("Close", "didTapClose", "DidRequestClose")
    } else {
      (label, viewMethod, listenerMethod) = ("Done", "didTapDone", "DidFinish")
    }
  }
}
