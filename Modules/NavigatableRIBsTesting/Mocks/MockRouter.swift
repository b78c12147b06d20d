import NavigatableRIBs

/// A hand-written stand-in for a router: records calls, attaches nothing. Subclasses adopt a RIB's
/// `XRouting` protocol and record its calls in ``calls``.
@MainActor
open class MockRouter: ViewableRouting {
  /// The calls the subclass recorded, in order.
  public var calls: [String] = []
  /// An interactable that only flips its flag.
  public let interactable: any Interactable = MockInteractable()
  /// No children: the mock attaches nothing.
  public var children: [any Routing] { [] }
  /// A lifecycle that never emits.
  public var lifecycle: AnyPublisher<RouterLifecycle, Never> { Empty().eraseToAnyPublisher() }
  /// A bare view controller.
  public let viewControllable: any ViewControllable = MockViewController()

  /// Creates a mock router with no calls.
  public init() {}

  /// Does nothing.
  public func load() {}
  /// Does nothing.
  ///
  /// - Parameter child: Ignored.
  public func attachChild(_ child: any Routing) {}
  /// Does nothing.
  ///
  /// - Parameter child: Ignored.
  public func detachChild(_ child: any Routing) {}
}
