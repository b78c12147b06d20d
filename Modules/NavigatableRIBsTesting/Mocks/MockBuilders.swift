/// The stand-in builders of a test dependency's children, kept by type: one of each, made at its first use.
///
/// A parent's test dependency keeps one of these instead of one stored property per child, so that the
/// builder of a child generate-rib adds can be declared in a file of its own (`XTests+Child.swift`), as a
/// computed property in an extension:
/// `var childBuildable: any ChildBuildable { mockBuilders(MockChildBuildable.init) }`. Each read answers the
/// same stand-in, so a test can read the builds it recorded.
@MainActor
public final class MockBuilders {
  /// The stand-ins made so far, by their type.
  private var made: [ObjectIdentifier: AnyObject] = [:]

  /// Creates an empty set of stand-ins.
  public init() {}

  /// The stand-in of type `Mock`, made with `make` at the first call and kept for the next ones.
  ///
  /// - Parameter make: Makes the stand-in (usually its initializer, `MockChildBuildable.init`); called once.
  /// - Returns: The one stand-in of type `Mock` these builders hold.
  public func callAsFunction<Mock: AnyObject>(_ make: () -> Mock) -> Mock {
    let key = ObjectIdentifier(Mock.self)
    if let existing = made[key] as? Mock { return existing }
    let mock = make()
    made[key] = mock
    return mock
  }
}
