extension Templates {
  /// `Implementation/NameRouter.swift`: the interactable and view-controllable protocols, and the router.
  static func router(_ name: FeatureName, kind: RIBKind) -> String {
    let n = name.name
    switch kind {
    case .tab, .push, .sheet:
      return #"""
        import NavigatableRIBs
        import \#(n)
        \#(mark(.imports, 0))

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
        \#(mark(.routerProperties, 2))

          // `override` while the router has no child: its initializer is then ViewableRouter's own. generate-rib
          // drops the word when it adds the first child's builder below.
          override init(
            interactor: any \#(n)Interactable,
            viewController: any \#(n)ViewControllable,
        \#(mark(.routerParameters, 4))
          ) {
        \#(mark(.routerAssignments, 4))
            super.init(interactor: interactor, viewController: viewController)
            interactor.router = self
          }

        \#(mark(.routes, 2))
        }

        """#
    case .flow:
      return #"""
        import NavigatableRIBs
        import \#(n)

        /// What \#(name.possessive) router needs from its interactor: add the listeners of \#(name.possessive) children here.
        @MainActor
        protocol \#(n)Interactable: Interactable {
          var router: (any \#(n)Routing)? { get set }
          var listener: (any \#(n)Listener)? { get set }
        }

        /// The viewless \#(name.possessive) router: presents its children's screens in a navigation controller from the
        /// parent's screen, and pushes the next ones on it. Every screen RIB is \#(name.possessive) child.
        ///
        /// It pops and dismisses nothing by hand except in `cleanupViews()`: detaching a child makes
        /// NavigationSync remove its screen, and UIKit removing a screen makes NavigationSync detach its RIB.
        final class \#(n)Router: Router<any \#(n)Interactable>, \#(n)Routing {
          /// The parent's screen \#(n) presents from (not \#(name.possessive): \#(n) has no view).
          private let viewController: any ViewControllable
          /// The navigation controller \#(n) presented, while UIKit holds it.
          private(set) weak var navigationController: UINavigationController?

          init(interactor: any \#(n)Interactable, viewController: any ViewControllable) {
            self.viewController = viewController
            super.init(interactor: interactor)
            interactor.router = self
          }

          /// Shows `child`'s screen: as the root of a new navigation controller presented as a sheet from the
          /// parent's screen, or pushed on the one \#(n) already presented. Returns whether it is shown (when
          /// not, nothing is attached and NavigationSync reported why).
          @discardableResult
          func show(_ child: any ViewableRouting) -> Bool {
            if let navigationController {
              return pushChild(child, on: navigationController)
            }
            navigationController = presentChildInNavigationController(
              child, from: viewController, modalPresentationStyle: .pageSheet)
            return navigationController != nil
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
