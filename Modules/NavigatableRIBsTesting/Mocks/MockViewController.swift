import NavigatableRIBs
import ScreenKit

/// A bare view controller for mocks, and for the parent screens tests show children from.
///
/// It is a `StandInScreen`: the screen of a stand-in RIB (`FakeDetail`, ...) that a feature's preview
/// shows, which the shell marks as a stand-in and says how to leave. A stand-in that no gesture can take
/// away (one presented full screen) is given the buttons the real screen has for that (``buttons``).
public final class MockViewController: UIViewController, ViewControllable, StandInScreen, ScreenDescribing {
  /// The buttons the screen shows, in order: a label and what a tap does. None by default.
  public var buttons: [(label: String, action: @MainActor () -> Void)] = []

  /// The title, the line saying it is a stand-in, and ``buttons``.
  public var screenDescription: ScreenDescription {
    ScreenDescription(
      title: title ?? navigationItem.title ?? String(describing: type(of: self)),
      lines: ["(a stand-in from the feature's test support)"]
    ) {
      for button in buttons {
        ScreenItem(.button, button.label, action: button.action)
      }
    }
  }
}
