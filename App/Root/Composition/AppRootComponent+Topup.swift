import Topup
import TopupImpl

/// The composition root builds Topup and satisfies its dependency.
extension AppRootComponent: TopupDependency {
  /// A new Topup builder at each use: a builder keeps its dependency, so one kept here (`shared`) would hold
  /// this component in a cycle, and the whole app with it once it is gone (a `reset`).
  var topupBuildable: any TopupBuildable { TopupBuilder(dependency: self) }
}
