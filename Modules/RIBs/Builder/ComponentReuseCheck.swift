/// Remembers the last component a componentized builder used, to catch a component builder that returns
/// the same instance twice (a shared component would share `shared` instances across builds).
@MainActor
struct ComponentReuseCheck {
  private weak var lastComponent: AnyObject?

  /// Records `component`; reports when it is the instance recorded last.
  mutating func record(_ component: Any, builder: AnyObject) {
    // A value-type component is boxed afresh each time, so it never matches.
    let object = component as AnyObject
    if let lastComponent, lastComponent === object {
      RIBsDiagnostics.report(
        .reusedComponent,
        "\(type(of: builder)) received the same \(type(of: object)) instance for two builds; its component "
          + "builder must return a new component each time. The build went on with the reused component.")
    }
    lastComponent = object
  }
}
