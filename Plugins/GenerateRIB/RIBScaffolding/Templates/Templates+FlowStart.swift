extension Templates {
  /// The files of a viewless flow's first screen, `NameStart`, in `Implementation/NameStart/`: a screen RIB
  /// inside the flow's implementation (as EnterAmount is inside Topup's). Its rows show the flow's children:
  /// a tap goes from the screen to its interactor, which tells the flow (its listener).
  static func flowStartFiles(_ name: FeatureName) -> [GeneratedFile] {
    let folder = "Modules/Features/\(name)/Implementation/"
    let s = name.name + "Start"
    return [
      GeneratedFile(path: folder + "\(name)Component+\(s).swift", contents: flowStartComponent(name)),
      GeneratedFile(path: folder + "\(s)/\(s)Builder.swift", contents: flowStartBuilder(name)),
      GeneratedFile(path: folder + "\(s)/\(s)Interactor.swift", contents: flowStartInteractor(name)),
      GeneratedFile(path: folder + "\(s)/\(s)Router.swift", contents: flowStartRouter(name)),
      GeneratedFile(path: folder + "\(s)/\(s)ViewController.swift", contents: flowStartViewController(name)),
    ]
  }

  private static func flowStartComponent(_ name: FeatureName) -> String {
    let n = name.name
    return #"""
      import NavigatableRIBs

      /// \#(name.possessive) component gives its first screen what it needs (nothing yet).
      extension \#(n)Component: \#(n)StartDependency {}

      """#
  }

  private static func flowStartBuilder(_ name: FeatureName) -> String {
    let n = name.name
    let s = n + "Start"
    return #"""
      import NavigatableRIBs

      /// What \#(name.possessive) first screen tells the flow: "Done", and a method per row (generate-rib adds them).
      @MainActor
      protocol \#(s)Listener: AnyObject {
        /// The user tapped "Done": the flow is complete.
        func \#(name.lowerCamel)StartDidTapDone()
      \#(mark(.startListener, 2))
      }

      /// What \#(name.possessive) first screen needs: nothing yet (\#(name.possessive) component gives it).
      @MainActor
      protocol \#(s)Dependency: Dependency {}

      /// Builds \#(name.possessive) first screen.
      @MainActor
      protocol \#(s)Buildable: Buildable {
        /// Builds the screen reporting to `listener` (the flow's interactor).
        func build(withListener listener: any \#(s)Listener) -> any ViewableRouting
      }

      /// The builder of \#(name.possessive) first screen.
      final class \#(s)Builder: Builder<any \#(s)Dependency>, \#(s)Buildable {
        func build(withListener listener: any \#(s)Listener) -> any ViewableRouting {
          let viewController = \#(s)ViewController()
          let interactor = \#(s)Interactor(presenter: viewController)
          interactor.listener = listener
          return \#(s)Router(interactor: interactor, viewController: viewController)
        }
      }

      """#
  }

  private static func flowStartInteractor(_ name: FeatureName) -> String {
    let n = name.name
    let s = n + "Start"
    return #"""
      import NavigatableRIBs

      /// What the first screen's interactor asks of its router: nothing (the flow shows what comes next).
      @MainActor
      protocol \#(s)Routing: ViewableRouting {}

      /// What the first screen's interactor asks of its view.
      @MainActor
      protocol \#(s)Presentable: Presentable {
        /// Receives the user's taps.
        var listener: (any \#(s)PresentableListener)? { get set }
      }

      /// \#(name.possessive) first screen's business logic: it passes its rows' taps on to the flow.
      \#(classLine(
        "final class \(s)Interactor: PresentableInteractor<any \(s)Presentable>", "\(s)Interactable",
        "\(s)PresentableListener"))
        weak var router: (any \#(s)Routing)?
        weak var listener: (any \#(s)Listener)?

        override init(presenter: any \#(s)Presentable) {
          super.init(presenter: presenter)
          presenter.listener = self
        }

        // MARK: - \#(s)PresentableListener

        func didTapDone() {
          listener?.\#(name.lowerCamel)StartDidTapDone()
        }

        // Each row's answer is in a file of its own, `\#(s)Interactor+Child.swift`.
      }

      """#
  }

  private static func flowStartRouter(_ name: FeatureName) -> String {
    let n = name.name
    let s = n + "Start"
    return #"""
      import NavigatableRIBs

      /// What the first screen's router needs from its interactor.
      @MainActor
      protocol \#(s)Interactable: Interactable {
        var router: (any \#(s)Routing)? { get set }
        var listener: (any \#(s)Listener)? { get set }
      }

      /// What the first screen's router needs from its view controller: nothing beyond being a view controller.
      @MainActor
      protocol \#(s)ViewControllable: ViewControllable {}

      /// \#(name.possessive) first screen's router: no children (the flow attaches what comes next).
      \#(classLine("final class \(s)Router: ViewableRouter<any \(s)Interactable, any \(s)ViewControllable>", "\(s)Routing"))
        override init(
          interactor: any \#(s)Interactable,
          viewController: any \#(s)ViewControllable
        ) {
          super.init(interactor: interactor, viewController: viewController)
          interactor.router = self
        }
      }

      """#
  }

  private static func flowStartViewController(_ name: FeatureName) -> String {
    let n = name.name
    let s = n + "Start"
    return #"""
      import NavigatableRIBs
      import ScreenKit

      /// What \#(name.possessive) first screen reports to its interactor.
      @MainActor
      protocol \#(s)PresentableListener: AnyObject {
        /// "Done" was tapped.
        func didTapDone()
      \#(mark(.presentableListener, 2))
      }

      /// \#(name.possessive) first screen: a "Done" button that completes the flow, and a row per child of the flow
      /// (generate-rib adds them). Swiping it down, or going back past it, closes the flow.
      \#(classLine("final class \(s)ViewController: UIViewController, \(s)Presentable, \(s)ViewControllable", "ScreenDescribing"))
        weak var listener: (any \#(s)PresentableListener)?

        init() {
          super.init(nibName: nil, bundle: nil)
          title = "\#(n)"
        }

        required init?(coder: NSCoder) { nil }

        var screenDescription: ScreenDescription {
          ScreenDescription(title: title ?? "\#(n)", lines: ["The first screen of the \#(n) flow."]) {
            ScreenItem(.button, "Done") { [weak self] in self?.listener?.didTapDone() }
      \#(mark(.items, 6))
          }
        }
      }

      """#
  }
}
