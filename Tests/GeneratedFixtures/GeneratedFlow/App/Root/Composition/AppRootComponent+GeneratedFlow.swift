import GeneratedFlow
import GeneratedFlowImpl

/// The composition root builds GeneratedFlow and satisfies its dependency.
extension AppRootComponent: GeneratedFlowDependency {
  /// A new GeneratedFlow builder at each use: a builder keeps its dependency, so one kept here (`shared`) would
  /// hold this component in a cycle, and the whole app with it once it is gone (a `reset`).
  var generatedFlowBuildable: any GeneratedFlowBuildable { GeneratedFlowBuilder(dependency: self) }
}
