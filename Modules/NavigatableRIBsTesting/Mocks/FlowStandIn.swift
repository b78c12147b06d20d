import NavigatableRIBs
import ScreenKit

/// A stand-in's screen: its title, a line saying what it stands in for, and the buttons it is given.
///
/// A viewless flow's stand-in (``FlowStandInInteractor``) shows one with a "Close" button, so that a
/// feature's preview (`navigatable-ribs --feature NAME`) can close the flow the way the real one closes.
/// It is a `StandInScreen`: no RIB owns it, and the shell's `tree` shows it as a stand-in, not as a screen
/// left behind.
public final class StandInViewController: UIViewController, ViewControllable, ScreenDescribing, StandInScreen {
  /// The buttons, in order: a label and what a tap does.
  private let buttons: [(label: String, action: @MainActor () -> Void)]

  /// A screen titled `title` with `buttons`.
  ///
  /// - Parameters:
  ///   - title: The screen's title: the name of the feature it stands in for.
  ///   - buttons: Each button's label and what a tap on it does.
  public init(title: String, buttons: [(label: String, action: @MainActor () -> Void)]) {
    self.buttons = buttons
    super.init(nibName: nil, bundle: nil)
    self.title = title
  }

  /// Not used: stand-ins are made in code.
  public required init?(coder: NSCoder) { nil }

  /// The title, the line "A stand-in from the feature's test support." and the buttons.
  public var screenDescription: ScreenDescription {
    ScreenDescription(title: title ?? "Stand-in", lines: ["A stand-in from the feature's test support."]) {
      for button in buttons {
        ScreenItem(.button, button.label, action: button.action)
      }
    }
  }
}

/// The interactor of a viewless flow's stand-in: active, it presents a ``StandInViewController`` with a
/// "Close" button in a navigation controller, as a sheet, from the screen its parent lent it; resigning (its
/// parent detached it), it dismisses that sheet if it is still there.
///
/// Both ways a real flow closes call `close`, which tells the flow's listener what the real flow tells it
/// when it closes (the parent then detaches the stand-in): swiping the sheet down, and "Close".
public final class FlowStandInInteractor: Interactor {
  private let title: String
  private weak var base: UIViewController?
  private let close: @MainActor () -> Void
  private var navigation: UINavigationController?
  private lazy var swipe = SwipeObserver { [weak self] in self?.close() }

  /// A stand-in for the flow named `title`, presenting from `base`.
  ///
  /// - Parameters:
  ///   - title: The flow's name, the stand-in screen's title.
  ///   - base: The parent's screen the real flow presents from.
  ///   - close: What the real flow's close does: tell its listener (`listener?.xDidClose()`).
  public init(title: String, base: any ViewControllable, close: @escaping @MainActor () -> Void) {
    self.title = title
    self.base = base.uiviewController
    self.close = close
    super.init()
  }

  /// The presented stand-in screen, while it is presented.
  public var screen: StandInViewController? { navigation?.viewControllers.first as? StandInViewController }

  /// Presents the stand-in screen from the parent's screen.
  public override func didBecomeActive() {
    super.didBecomeActive()
    let screen = StandInViewController(title: title, buttons: [("Close", { [weak self] in self?.close() })])
    let navigation = UINavigationController(rootViewController: screen)
    navigation.modalPresentationStyle = .pageSheet
    navigation.presentationController?.delegate = swipe
    self.navigation = navigation
    base?.present(navigation, animated: true)
  }

  /// Dismisses the stand-in screen if it is still presented.
  public override func willResignActive() {
    super.willResignActive()
    defer { navigation = nil }
    guard let navigation, let presenter = navigation.presentingViewController,
      presenter.presentedViewController === navigation
    else { return }
    presenter.dismiss(animated: true)
  }
}

/// Hears a sheet swiped down (its presentation controller's delegate) and runs `didDismiss`.
private final class SwipeObserver: NSObject, UIAdaptivePresentationControllerDelegate {
  private let didDismiss: @MainActor () -> Void

  init(didDismiss: @escaping @MainActor () -> Void) {
    self.didDismiss = didDismiss
  }

  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    didDismiss()
  }
}
