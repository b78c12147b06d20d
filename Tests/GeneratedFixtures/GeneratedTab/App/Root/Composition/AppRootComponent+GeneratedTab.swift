import GeneratedTab
import GeneratedTabImpl

/// The composition root builds GeneratedTab and satisfies its dependency.
extension AppRootComponent: GeneratedTabDependency {
  /// A new GeneratedTab builder at each use: a builder keeps its dependency, so one kept here (`shared`) would
  /// hold this component in a cycle, and the whole app with it once it is gone (a `reset`).
  var generatedTabBuildable: any GeneratedTabBuildable { GeneratedTabBuilder(dependency: self) }
}
