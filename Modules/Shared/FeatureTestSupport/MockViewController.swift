import NavigatableRIBs
import ScreenKit

/// A bare view controller for mocks, and for the parent screens tests show children from.
///
/// It is a ``StandInScreen``: the screen of a stand-in RIB (`FakeDetail`, ...) that a feature's preview
/// shows, which the shell marks as a stand-in and says how to leave.
public final class MockViewController: UIViewController, ViewControllable, StandInScreen {}
