extension Templates {
  /// `Interface/NameBuildable.swift`: what a parent sees of the RIB's builder.
  static func buildable(_ name: FeatureName, kind: RIBKind) -> String {
    let n = name.name
    let build =
      kind == .flow
      ? #"""
        /// Builds the viewless \#(n) RIB reporting to `listener`. \#(n) has no screen: it presents its
        /// children's screens from `base`, a screen of the parent's, which the parent passes when it builds it.
        ///
        /// - Parameters:
        ///   - listener: Told when the user closed \#(name.possessive) screens.
        ///   - base: The parent's screen \#(n) presents its children's screens from.
        /// - Returns: \#(name.possessive) router (viewless), which the parent attaches.
        func build(withListener listener: any \#(n)Listener, presentingFrom base: any ViewControllable)
          -> any Routing
      """#
      : #"""
        /// Builds \#(n) reporting to `listener`.
        ///
        /// - Parameter listener: \#(name.possessive) listener: its parent's interactor.
        /// - Returns: \#(name.possessive) router, which the parent attaches and shows.
        func build(withListener listener: any \#(n)Listener) -> any ViewableRouting
      """#
    return #"""
      import NavigatableRIBs

      /// Builds the \#(n) RIB: \#(kind.summary).
      ///
      /// Parents see only this protocol; the app's composition root builds the builder
      /// (`AppRootComponent+\#(n).swift`) and hands it down through their dependencies.
      @MainActor
      public protocol \#(n)Buildable: Buildable {
      \#(build)
      }

      """#
  }

  /// `Interface/NameListener.swift`: what the RIB tells its parent.
  static func listener(_ name: FeatureName, kind: RIBKind) -> String {
    let n = name.name
    let l = name.lowerCamel
    let body: String
    switch kind {
    case .tab:
      body = #"""
        /// Told by \#(n) what its parent must know. A tab's root stays for the app's life, so it reports nothing
        /// yet: add methods here when \#(n) has something to say.
        @MainActor
        public protocol \#(n)Listener: AnyObject {}
        """#
    case .push:
      body = #"""
        /// Told by \#(n) when the user is done with it; the parent detaches it.
        @MainActor
        public protocol \#(n)Listener: AnyObject {
          /// The user tapped "Close": the parent's router detaches \#(n) (`detachChild`), and NavigationSync
          /// pops its screen. Back and swipe-back do not come here: NavigationSync detaches \#(n) by itself.
          func \#(l)DidRequestClose()
        }
        """#
    case .sheet:
      body = #"""
        /// Told by \#(n) when the user is done with it; the parent detaches it.
        @MainActor
        public protocol \#(n)Listener: AnyObject {
          /// The user tapped "Done": the parent's router detaches \#(n) (`detachChild`), and NavigationSync
          /// dismisses its sheet. A swipe down does not come here: NavigationSync detaches \#(n) by itself.
          func \#(l)DidFinish()
        }
        """#
    case .flow:
      body = #"""
        /// Told when the \#(n) flow is over; the parent detaches it.
        @MainActor
        public protocol \#(n)Listener: AnyObject {
          /// The flow is over: the user tapped "Done" on its first screen, or closed its screens (swiped the sheet
          /// down, went back past the first screen). Detach \#(n) (`detachChild`).
          func \#(l)DidClose()
        }
        """#
    }
    return "import NavigatableRIBs\n\n" + body + "\n"
  }

  /// `App/Root/Composition/AppRootComponent+Name.swift`: the composition root builds the RIB's builder and
  /// satisfies its dependency.
  static func composition(_ name: FeatureName) -> String {
    let n = name.name
    return #"""
      \#(importLines(n, n + "Impl"))

      /// The composition root builds \#(n) and satisfies its dependency.
      extension AppRootComponent: \#(n)Dependency {
        /// A new \#(n) builder at each use: a builder keeps its dependency, so one kept here (`shared`) would
        /// hold this component in a cycle, and the whole app with it once it is gone (a `reset`).
        var \#(name.lowerCamel)Buildable: any \#(n)Buildable { \#(n)Builder(dependency: self) }
      }

      """#
  }
}
