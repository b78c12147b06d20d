import NavigatableRIBs

/// A bare view controller for mocks, and for the parent screens tests show children from.
public final class MockViewController: UIViewController, ViewControllable {}
