import Detail
import DetailImpl

/// The composition root builds Detail and satisfies its dependency.
extension AppRootComponent: DetailDependency {
  /// The app's one Detail builder.
  var detailBuildable: any DetailBuildable { shared { DetailBuilder(dependency: self) } }
}
