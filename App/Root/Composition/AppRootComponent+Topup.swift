import Topup
import TopupImpl

/// The composition root builds Topup and satisfies its dependency.
extension AppRootComponent: TopupDependency {
  /// The app's one Topup builder.
  var topupBuildable: any TopupBuildable { shared { TopupBuilder(dependency: self) } }
}
