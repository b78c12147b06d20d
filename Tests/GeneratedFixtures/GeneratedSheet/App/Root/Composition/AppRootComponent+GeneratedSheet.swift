import GeneratedSheet
import GeneratedSheetImpl

/// The composition root builds GeneratedSheet and satisfies its dependency.
extension AppRootComponent: GeneratedSheetDependency {
  /// A new GeneratedSheet builder at each use: a builder keeps its dependency, so one kept here (`shared`) would
  /// hold this component in a cycle, and the whole app with it once it is gone (a `reset`).
  var generatedSheetBuildable: any GeneratedSheetBuildable { GeneratedSheetBuilder(dependency: self) }
}
