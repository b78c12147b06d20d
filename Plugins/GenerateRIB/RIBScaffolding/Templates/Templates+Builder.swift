extension Templates {
  /// `Implementation/NameBuilder.swift`: the dependency, the component and the builder.
  static func builder(_ name: FeatureName, kind: RIBKind) -> String {
    let n = name.name
    let header = #"""
      \#(importLines("NavigatableRIBs", n))

      /// What \#(n) needs: the builders of its children (generate-rib adds them) and what it reads (repositories,
      /// read-only streams). The app's composition root satisfies it (`AppRootComponent+\#(n).swift`).
      @MainActor
      public protocol \#(n)Dependency: Dependency {
      \#(mark(.dependency, 2))
      }

      """#
    switch kind {
    case .tab, .push, .sheet:
      return header + #"""

        /// \#(name.possessive) component: what \#(n) owns.
        final class \#(n)Component: Component<any \#(n)Dependency> {
          /// The title \#(name.possessive) screen shows.
          var title: String { "\#(n)" }
        }

        /// The builder of the \#(n) RIB.
        public final class \#(n)Builder: Builder<any \#(n)Dependency>, \#(n)Buildable {
          /// Creates a builder over the dependency the composition root gives it.
          public override init(dependency: any \#(n)Dependency) {
            super.init(dependency: dependency)
          }

          /// Builds \#(n) reporting to `listener`.
          ///
          /// - Parameter listener: Told what \#(n) reports to its parent; usually the parent's interactor.
          /// - Returns: \#(name.possessive) router, for the parent to attach and show.
          public func build(withListener listener: any \#(n)Listener) -> any ViewableRouting {
            let component = \#(n)Component(dependency: dependency)
            let viewController = \#(n)ViewController()
            let interactor = \#(n)Interactor(presenter: viewController, title: component.title)
            interactor.listener = listener
            return \#(n)Router(
              interactor: interactor,
              viewController: viewController,
              component: component
            )
          }
        }

        """#
    case .flow:
      return header + #"""

        /// \#(name.possessive) component: what \#(n) owns; it satisfies its first screen's dependency
        /// (`\#(n)Component+\#(n)Start.swift`).
        final class \#(n)Component: Component<any \#(n)Dependency> {}

        /// The builder of the viewless \#(n) RIB.
        public final class \#(n)Builder: Builder<any \#(n)Dependency>, \#(n)Buildable {
          /// Creates a builder over the dependency the composition root gives it.
          public override init(dependency: any \#(n)Dependency) {
            super.init(dependency: dependency)
          }

          /// Builds the viewless \#(n) RIB reporting to `listener`, presenting from `base`.
          ///
          /// - Parameters:
          ///   - listener: Told when the flow closes; usually the parent's interactor.
          ///   - base: The screen the flow presents its screens from; \#(n) has no view of its own.
          /// - Returns: \#(name.possessive) router, for the parent to attach.
          public func build(withListener listener: any \#(n)Listener, presentingFrom base: any ViewControllable)
            -> any Routing
          {
            let component = \#(n)Component(dependency: dependency)
            let interactor = \#(n)Interactor()
            interactor.listener = listener
            return \#(n)Router(
              interactor: interactor,
              viewController: base,
              startBuilder: \#(n)StartBuilder(dependency: component),
              component: component
            )
          }
        }

        """#
    }
  }
}
