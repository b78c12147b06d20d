import NavigatableRIBs

/// An interactable that only flips its flag: the interactor of mock routers and of parents in tests.
@MainActor
public final class MockInteractable: Interactable {
  private let subject = CurrentValueSubject<Bool, Never>(false)

  /// Creates an inactive interactable.
  public init() {}

  /// Whether ``activate()`` was called last.
  public var isActive: Bool { subject.value }
  /// The active flag: the current value, then every change.
  public var isActiveStream: AnyPublisher<Bool, Never> { subject.eraseToAnyPublisher() }
  /// Sets the flag.
  public func activate() { subject.send(true) }
  /// Clears the flag.
  public func deactivate() { subject.send(false) }
}
