extension Templates {
  /// `NameRouter.swift`: the interactable and view-controllable protocols, and the router.
  static func router(_ name: FeatureName, kind: RIBKind) -> String {
    let n = name.name
    switch kind {
    case .view, .navigatable:
      let routerDoc =
        kind == .navigatable
        ? #"""
          /// \#(name.possessive) router: a leaf for now. Its parent pushed it with `pushChild(router)`, so its screen is in a
          /// navigation controller: push \#(name.possessive) own children on the same stack with `pushChild(child)`, and take
          /// them away with `detachChild(child)` (NavigationSync pops their screens).
          """#
        : #"""
          /// \#(name.possessive) router: a leaf for now. Show a child's screen with `pushChild(child)`,
          /// `presentChild(child, from: viewControllable)` or `presentChildInNavigationController(child, from:
          /// viewControllable)`; take it away with `detachChild(child)` (NavigationSync removes its screen).
          """#
      return #"""
        import NavigatableRIBs

        /// What \#(name.possessive) router needs from its interactor: add the listeners of \#(name.possessive) children here.
        @MainActor
        protocol \#(n)Interactable: Interactable {
          var router: (any \#(n)Routing)? { get set }
          var listener: (any \#(n)Listener)? { get set }
        }

        /// What \#(name.possessive) router needs from its view controller: nothing beyond being a view controller.
        @MainActor
        protocol \#(n)ViewControllable: ViewControllable {}

        \#(routerDoc)
        \#(classLine("final class \(n)Router: ViewableRouter<any \(n)Interactable, any \(n)ViewControllable>", "\(n)Routing"))
          override init(interactor: any \#(n)Interactable, viewController: any \#(n)ViewControllable) {
            super.init(interactor: interactor, viewController: viewController)
            interactor.router = self
          }
        }

        """#
    case .viewless:
      return #"""
        import NavigatableRIBs

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
