extension Templates {
  /// `NameViewController.swift`: the presentable listener protocol and the screen (kinds with a view).
  static func viewController(_ name: FeatureName, kind: RIBKind) -> String {
    let n = name.name
    let button = ScreenButton(kind)
    return #"""
      import NavigatableRIBs
      import ScreenKit

      /// What \#(name.possessive) view reports to its interactor.
      @MainActor
      protocol \#(n)PresentableListener: AnyObject {
        /// "\#(button.label)" was tapped.
        func \#(button.viewMethod)()
      }

      /// \#(name.possessive) screen: its title and a "\#(button.label)" button. It shows what the interactor gives it and
      /// reports taps; it decides nothing.
      \#(classLine("final class \(n)ViewController: UIViewController, \(n)Presentable, \(n)ViewControllable", "ScreenDescribing"))
        weak var listener: (any \#(n)PresentableListener)?

        init() {
          super.init(nibName: nil, bundle: nil)
          title = "\#(n)"
        }

        required init?(coder: NSCoder) { nil }

        func show(title: String) {
          self.title = title
        }

        var screenDescription: ScreenDescription {
          ScreenDescription(
            title: title ?? "\#(n)",
            items: [ScreenItem(.button, "\#(button.label)") { [weak self] in self?.listener?.\#(button.viewMethod)() }])
        }
      }

      """#
  }
}
