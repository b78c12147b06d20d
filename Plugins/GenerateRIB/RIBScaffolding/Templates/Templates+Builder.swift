extension Templates {
  /// `NameBuilder.swift`: the dependency, the component, the buildable protocol and the builder.
  static func builder(_ name: FeatureName, kind: RIBKind) -> String {
    let n = name.name
    let l = name.lowerCamel
    switch kind {
    case .view, .navigatable:
      let buildDoc =
        kind == .navigatable
        ? #"""
          /// Builds \#(n) reporting to `listener`; returns its router, which the parent pushes with
            /// `pushChild(router)`.
          """#
        : #"""
          /// Builds \#(n) reporting to `listener`; returns its router. The parent attaches it and shows its
            /// screen: `pushChild(router)`, `presentChild(router, from: viewControllable)`, or as a tab's root.
          """#
      let builderDoc =
        kind == .navigatable
        ? #"""
          /// The builder of the \#(n) RIB, a screen its parent pushes on the navigation controller that shows the
          /// parent's screen. The parent's router keeps it in a `weak` property (the tree owns it):
          ///
          /// ```swift
          /// func routeTo\#(n)() {
          ///   guard \#(l) == nil else { return }
          ///   let router = \#(l)Builder.build(withListener: interactor)
          ///   if pushChild(router) { \#(l) = router }
          /// }
          ///
          /// func detach\#(n)() {  // the parent's interactor calls it from `\#(l)DidRequestClose()`
          ///   guard let \#(l) else { return }
          ///   detachChild(\#(l))  // NavigationSync pops \#(name.possessive) screen and every screen above it
          /// }
          /// ```
          ///
          /// The back button, swipe-back, the back menu and a tab re-tap need no code: NavigationSync detaches
          /// \#(n) when UIKit removes its screen, and \#(name.possessive) interactor gets `willResignActive()`.
          """#
        : "/// The builder of the \(n) RIB."
      return #"""
        import NavigatableRIBs

        /// What \#(n) needs from its parent: nothing yet. Declare here what \#(n) reads from its parent
        /// (repositories, read-only streams); the parent's component satisfies it in `ParentComponent+\#(n).swift`.
        @MainActor
        public protocol \#(n)Dependency: Dependency {}

        /// \#(name.possessive) component: owns what \#(n) and its children need, and satisfies its
        /// children's dependencies (`\#(n)Component+Child.swift`).
        final class \#(n)Component: Component<any \#(n)Dependency> {
          /// The title \#(name.possessive) screen shows.
          var title: String { "\#(n)" }
        }

        /// Builds the \#(n) RIB.
        @MainActor
        public protocol \#(n)Buildable: Buildable {
          \#(buildDoc)
          func build(withListener listener: any \#(n)Listener) -> any ViewableRouting
        }

        \#(builderDoc)
        \#(classLine("public final class \(n)Builder: Builder<any \(n)Dependency>", "\(n)Buildable"))
          /// Creates a builder over the parent's dependency.
          public override init(dependency: any \#(n)Dependency) {
            super.init(dependency: dependency)
          }

          /// Builds \#(n) reporting to `listener`.
          public func build(withListener listener: any \#(n)Listener) -> any ViewableRouting {
            let component = \#(n)Component(dependency: dependency)
            let viewController = \#(n)ViewController()
            let interactor = \#(n)Interactor(presenter: viewController, title: component.title)
            interactor.listener = listener
            return \#(n)Router(interactor: interactor, viewController: viewController)
          }
        }

        """#
    case .viewless:
      return #"""
        import NavigatableRIBs

        /// What \#(n) needs from its parent.
        @MainActor
        public protocol \#(n)Dependency: Dependency {
          /// The screen \#(n) presents its children's screens from. It belongs to the parent, not to \#(n):
          /// \#(n) is viewless.
          var \#(l)BaseViewController: any ViewControllable { get }
        }

        /// \#(name.possessive) component: owns what \#(n) and its children need, and satisfies its
        /// children's dependencies (`\#(n)Component+Child.swift`).
        final class \#(n)Component: Component<any \#(n)Dependency> {
          /// The parent's screen \#(n) presents from.
          var baseViewController: any ViewControllable { dependency.\#(l)BaseViewController }
        }

        /// Builds the \#(n) RIB.
        @MainActor
        public protocol \#(n)Buildable: Buildable {
          /// Builds the viewless \#(n) RIB reporting to `listener`. The parent attaches it with
          /// `attachChild(router)` (\#(n) shows its children's screens itself) and detaches it when \#(name.possessive)
          /// listener says it is over.
          func build(withListener listener: any \#(n)Listener) -> any Routing
        }

        /// The builder of the viewless \#(n) RIB.
        \#(classLine("public final class \(n)Builder: Builder<any \(n)Dependency>", "\(n)Buildable"))
          /// Creates a builder over the parent's dependency.
          public override init(dependency: any \#(n)Dependency) {
            super.init(dependency: dependency)
          }

          /// Builds the viewless \#(n) RIB reporting to `listener`.
          public func build(withListener listener: any \#(n)Listener) -> any Routing {
            let component = \#(n)Component(dependency: dependency)
            let interactor = \#(n)Interactor()
            interactor.listener = listener
            return \#(n)Router(interactor: interactor, viewController: component.baseViewController)
          }
        }

        """#
    }
  }
}
