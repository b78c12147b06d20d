extension Templates {
  /// `TestSupport/NameMocks.swift`: what other features' tests use in place of the RIB.
  static func mocks(_ name: FeatureName, kind: RIBKind) -> String {
    let n = name.name
    let l = name.lowerCamel
    var listenerMethod = ""
    if let method = kind.listenerMethod {
      let record = kind == .push ? "close" : kind == .sheet ? "finish" : "close"
      listenerMethod = #"""

          /// Records `\#(record)`.
          public func \#(l)\#(method)() { calls.append("\#(record)") }
        """#
    }
    let fake: String
    let build: String
    if kind == .flow {
      fake =
        "/// A stand-in for the viewless \(n) RIB: it presents a sheet titled \"\(n)\"; a swipe down\n"
        + "/// or its \"Close\" tells the listener what \(n) tells it when it closes\n"
        + "/// (`FlowStandInInteractor`). Its RIB name is `Fake\(n)`.\n"
        + "public final class Fake\(n)Router: Router<FlowStandInInteractor> {}"
      build = #"""
          /// Builds a ``Fake\#(n)Router``.
          ///
          /// - Parameters:
          ///   - listener: The listener the real flow would report to; appended to `listeners`.
          ///   - base: The screen the stand-in presents its sheet from.
          /// - Returns: The stand-in's router.
          public func build(withListener listener: any \#(n)Listener, presentingFrom base: any ViewControllable)
            -> any Routing
          {
            listeners.append(listener)
            let interactor = FlowStandInInteractor(title: "\#(n)", base: base) { [weak listener] in
              listener?.\#(l)\#(kind.listenerMethod ?? "")()
            }
            return Fake\#(n)Router(interactor: interactor)
          }
        """#
    } else {
      fake =
        "/// A stand-in for the \(n) RIB: a screen titled \"\(n)\", no logic.\n/// Its RIB name is `Fake\(n)`.\n"
        + "public final class Fake\(n)Router: ViewableRouter<Interactor, MockViewController> {}"
      build = #"""
          /// Builds a ``Fake\#(n)Router``.
          ///
          /// - Parameter listener: The listener the real RIB would report to; appended to `listeners`.
          /// - Returns: The stand-in's router, over a screen titled "\#(n)".
          public func build(withListener listener: any \#(n)Listener) -> any ViewableRouting {
            listeners.append(listener)
            let screen = MockViewController()
            screen.title = "\#(n)"
            return Fake\#(n)Router(interactor: Interactor(), viewController: screen)
          }
        """#
    }
    return #"""
      \#(importLines("NavigatableRIBsTesting", "NavigatableRIBs", n))

      /// Records what \#(n) tells its listener.
      @MainActor
      public final class Mock\#(n)Listener: \#(n)Listener {
        /// What was told, in order.
        public var calls: [String] = []
        /// Creates a listener with no calls.
        public init() {}\#(listenerMethod)
      }

      \#(fake)

      /// Builds ``Fake\#(n)Router``s and records the listener of every build,
      /// for the tests of \#(name.possessive) parents.
      @MainActor
      public final class Mock\#(n)Buildable: \#(n)Buildable {
        /// The listener of every build, in order.
        public private(set) var listeners: [any \#(n)Listener] = []
        /// Creates a builder with no builds.
        public init() {}

      \#(build)
      }

      """#
  }
}
