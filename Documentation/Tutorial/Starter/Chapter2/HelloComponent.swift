import NavigatableRIBs

/// The root of the app's dependencies: what the app hands to Home.
final class HelloComponent: EmptyComponent, HomeDependency {
  let initialUserName: String

  init(initialUserName: String) {
    self.initialUserName = initialUserName
    super.init()
  }
}
