extension Templates {
  /// `Implementation/NameRouter.swift`: the interactable and view-controllable protocols, and the router.
  static func router(_ name: FeatureName, kind: RIBKind) -> String {
    let n = name.name
    switch kind {
    case .tab, .push, .sheet:
      return #"""
        \#(importLines("NavigatableRIBs", n))

        /// The listeners of \#(name.possessive) children: \#(name.possessive) interactor is each child's listener (generate-rib
        /// adds them).
        typealias \#(n)ChildListeners = AnyObject
        \#(mark(.listeners, 0))

        /// What \#(name.possessive) router needs from its interactor.
        @MainActor
        protocol \#(n)Interactable: Interactable, \#(n)ChildListeners {
          var router: (any \#(n)Routing)? { get set }
          var listener: (any \#(n)Listener)? { get set }
        }

        /// What \#(name.possessive) router needs from its view controller: nothing beyond being a view controller.
        @MainActor
        protocol \#(n)ViewControllable: ViewControllable {}

        /// \#(name.possessive) router: shows each child with one call (`pushChild`, `presentChildInNavigationController`,
        /// `attachChild`) and takes it away with `detachChild`; NavigationSync removes the child's screen, and
        /// detaches the child when the user removes its screen. It keeps children `weak`: the tree owns them.
        \#(classLine("final class \(n)Router: ViewableRouter<any \(n)Interactable, any \(n)ViewControllable>", "\(n)Routing"))
          /// \#(name.possessive) component: the routes generate-rib adds, one file per child
          /// (`\#(n)Router+Child.swift`), build their children with the builders its dependency gives.
          let component: \#(n)Component
          /// The children those routes attached, by name (the tree owns them).
          let attached = AttachedChildren()

          init(
            interactor: any \#(n)Interactable,
            viewController: any \#(n)ViewControllable,
            component: \#(n)Component
          ) {
            self.component = component
            super.init(interactor: interactor, viewController: viewController)
            interactor.router = self
          }
        }

        """#
    case .flow:
      return #"""
        \#(importLines("NavigatableRIBs", n))

        /// The listeners of \#(name.possessive) children: \#(name.possessive) interactor is each child's listener, its first
        /// screen's included (generate-rib adds them).
        typealias \#(n)ChildListeners = \#(n)StartListener
        \#(mark(.listeners, 0))

        /// What \#(name.possessive) router needs from its interactor.
        @MainActor
        protocol \#(n)Interactable: Interactable, \#(n)ChildListeners {
          var router: (any \#(n)Routing)? { get set }
          var listener: (any \#(n)Listener)? { get set }
        }

        /// The viewless \#(name.possessive) router: presents its first screen in a navigation controller from the
        /// parent's screen, and shows its children's screens on it (pushed, or presented from it). Every screen RIB
        /// is \#(name.possessive) child.
        ///
        /// It pops and dismisses nothing by hand except in `cleanupViews()`: detaching a child makes
        /// NavigationSync remove its screen, and UIKit removing a screen makes NavigationSync detach its RIB.
        final class \#(n)Router: Router<any \#(n)Interactable>, \#(n)Routing {
          /// The parent's screen \#(n) presents from (not \#(name.possessive): \#(n) has no view).
          private let viewController: any ViewControllable
          private let startBuilder: any \#(n)StartBuildable
          /// \#(name.possessive) first screen, while attached.
          private weak var start: (any ViewableRouting)?
          /// \#(name.possessive) component: the routes generate-rib adds, one file per child
          /// (`\#(n)Router+Child.swift`), build their children with the builders its dependency gives.
          let component: \#(n)Component
          /// The children those routes attached, by name (the tree owns them).
          let attached = AttachedChildren()
          /// The navigation controller \#(n) presented, while UIKit holds it.
          private(set) weak var navigationController: UINavigationController?

          init(
            interactor: any \#(n)Interactable,
            viewController: any ViewControllable,
            startBuilder: any \#(n)StartBuildable,
            component: \#(n)Component
          ) {
            self.viewController = viewController
            self.startBuilder = startBuilder
            self.component = component
            super.init(interactor: interactor)
            interactor.router = self
          }

          func routeToStart() -> Bool {
            guard start == nil else { return true }
            let router = startBuilder.build(withListener: interactor)
            navigationController = presentChildInNavigationController(
              router, from: viewController, modalPresentationStyle: .pageSheet)
            guard navigationController != nil else { return false }
            start = router
            return true
          }

          func cleanupViews() {
            guard let navigationController, let presenter = navigationController.presentingViewController,
              presenter.presentedViewController === navigationController
            else { return }
            presenter.dismiss(animated: true)
          }
        }

        """#
    }
  }
}
