import Home
import HomeImpl

/// The composition root builds Home and satisfies its dependency.
extension AppRootComponent: HomeDependency {
  /// A new Home builder at each use: a builder keeps its dependency, so one kept here (`shared`) would
  /// hold this component in a cycle, and the whole app with it once it is gone (a `reset`).
  var homeBuildable: any HomeBuildable { HomeBuilder(dependency: self) }
}
