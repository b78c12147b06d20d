import Master
import MasterImpl

/// The composition root builds Master and satisfies its dependency.
extension AppRootComponent: MasterDependency {
  /// The app's one Master builder.
  var masterBuildable: any MasterBuildable { shared { MasterBuilder(dependency: self) } }
}
