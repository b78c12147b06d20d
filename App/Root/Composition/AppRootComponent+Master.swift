import Master
import MasterImpl

/// The composition root builds Master and satisfies its dependency.
extension AppRootComponent: MasterDependency {
  /// A new Master builder at each use: a builder keeps its dependency, so one kept here (`shared`) would hold
  /// this component in a cycle, and the whole app with it once it is gone (a `reset`).
  var masterBuildable: any MasterBuildable { MasterBuilder(dependency: self) }
}
