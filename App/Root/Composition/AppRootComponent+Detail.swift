import Detail
import DetailImpl

/// The composition root builds Detail and satisfies its dependency.
extension AppRootComponent: DetailDependency {
  /// A new Detail builder at each use: a builder keeps its dependency, so one kept here (`shared`) would hold
  /// this component in a cycle, and the whole app with it once it is gone (a `reset`).
  var detailBuildable: any DetailBuildable { DetailBuilder(dependency: self) }
}
