import GeneratedPush
import GeneratedPushImpl

/// The composition root builds GeneratedPush and satisfies its dependency.
extension AppRootComponent: GeneratedPushDependency {
  /// A new GeneratedPush builder at each use: a builder keeps its dependency, so one kept here (`shared`) would
  /// hold this component in a cycle, and the whole app with it once it is gone (a `reset`).
  var generatedPushBuildable: any GeneratedPushBuildable { GeneratedPushBuilder(dependency: self) }
}
