extension Templates {
  /// `Implementation/NameInteractor.swift`: the routing and presentable protocols, and the interactor.
  static func interactor(_ name: FeatureName, kind: RIBKind) -> String {
    let n = name.name
    let l = name.lowerCamel
    switch kind {
    case .tab, .push, .sheet:
      var buttonMethod = ""
      if let button = kind.button {
        buttonMethod = #"""

            func \#(button.viewMethod)() {
              listener?.\#(l)\#(button.listenerMethod)()
            }
          """#
      }
      return #"""
        \#(importLines("NavigatableRIBs", n))

        /// What \#(name.possessive) interactor asks of its router: the routes to its children (generate-rib adds them).
        @MainActor
        protocol \#(n)Routing: ViewableRouting {
        \#(mark(.routing, 2))
        }

        /// What \#(name.possessive) interactor asks of its view.
        @MainActor
        protocol \#(n)Presentable: Presentable {
          /// Receives the user's taps.
          var listener: (any \#(n)PresentableListener)? { get set }
          /// Shows the screen's title.
          func show(title: String)
        }

        /// \#(name.possessive) business logic: what its screen shows and what its taps do.
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
        \#(buttonMethod)
        }

        """#
    case .flow:
      return #"""
        \#(importLines("NavigatableRIBs", n))

        /// What \#(name.possessive) interactor asks of its router: its first screen, its children (generate-rib adds
        /// them), and taking down what \#(n) presented.
        @MainActor
        protocol \#(n)Routing: Routing {
          /// Presents \#(name.possessive) first screen; false when it could not be shown.
          func routeToStart() -> Bool
          /// Dismisses the navigation controller \#(n) presented, if it is still presented.
          func cleanupViews()
        \#(mark(.routing, 2))
        }

        /// \#(name.possessive) business logic: shows its first screen and decides what comes next. It has no screen of
        /// its own: its router shows its children's screens from the parent's.
        \#(classLine("final class \(n)Interactor: Interactor, \(n)Interactable", "NavigationFlowInteractable"))
          weak var router: (any \#(n)Routing)?
          weak var listener: (any \#(n)Listener)?

          override func didBecomeActive() {
            super.didBecomeActive()
            // Nothing to show (the parent's screen already presents something): the flow is over at once.
            if router?.routeToStart() != true { listener?.\#(l)DidClose() }
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

          // MARK: - \#(n)StartListener

          /// The user tapped "Done" on the first screen: the flow is complete, and its listener detaches it
          /// (`willResignActive` takes its screens down).
          func \#(l)StartDidTapDone() {
            listener?.\#(l)DidClose()
          }
        }

        """#
    }
  }
}
