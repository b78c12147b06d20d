extension Templates {
  /// `Tests/NameExplorationTests.swift`: the feature alone in a `FeatureHost`, as its preview shows it (its
  /// children stand-ins from their test support, through `NameTestDependency`), every sequence of user actions
  /// to depth 3 explored with `expectGuaranteesKept`: no guarantee broken, and the exploration went somewhere.
  static func explorationTests(_ name: FeatureName, kind: RIBKind, program: String?) -> String {
    let n = name.name
    let l = name.lowerCamel
    var modules = ["NavigatableRIBsTesting", "Testing", n, n + "Impl"]
    var hostListener = ""
    var listener = "Mock\(n)Listener()"
    if let method = kind.listenerMethod {
      listener = "\(n)HostListener(close: close)"
      hostListener = #"""
        /// The host's side of \#(name.possessive) listener: \#(n) saying it is done is taken away.
        @MainActor
        final class \#(n)HostListener: \#(n)Listener {
          let close: @MainActor () -> Void
          init(close: @escaping @MainActor () -> Void) { self.close = close }
          func \#(l)\#(method)() { close() }
        }


        """#
    } else {
      modules.append(n + "TestSupport")
    }
    let arguments = (kind.listenerMethod == nil ? "_" : "close") + ", " + (kind == .flow ? "base" : "_")
    let show =
      kind == .flow
      ? """
            let flow = \(n)Builder(dependency: \(n)TestDependency())
              .build(withListener: listener, presentingFrom: base)
            return .flow(flow, listener: listener)
      """
      : """
            let router = \(n)Builder(dependency: \(n)TestDependency())
              .build(withListener: listener)
            return .screen(router, listener: listener)
      """
    let shown =
      kind == .flow ? "Attached to a host, it presents from the host's screen." : "Pushed above a host screen."
    return #"""
      \#(importLines(modules))

      \#(hostListener)/// \#(n) alone, as \#(Templates.featureCommand(n, program: program)) shows it.
      ///
      /// \#(shown)
      /// Its children are the stand-ins of their test support (`\#(n)TestDependency`); every sequence of user
      /// actions is explored.
      @MainActor
      @Suite(.serialized, .restoresExplorationGlobals)
      struct \#(n)ExplorationTests {
        /// \#(n) in a `FeatureHost`, launched.
        static func host() -> FeatureHost {
          FeatureHost.launched(name: "\#(n)") { \#(arguments) in
            let listener = \#(listener)
      \#(show)
          }
        }

        @Test func everySequenceOfUserActionsKeepsTheGuarantees() {
          // Each sequence that breaks a guarantee is an issue at this line, with why and the fix; so is an
          // exploration that never leaves the start (taking \#(n) away reaches the host's screen alone).
          Exploration(depth: 3).expectGuaranteesKept { Self.host() }
        }
      }

      """#
  }
}
