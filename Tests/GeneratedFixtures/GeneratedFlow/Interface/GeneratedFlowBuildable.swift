import NavigatableRIBs

/// Builds the GeneratedFlow RIB: a viewless flow that presents its children's screens from its parent's.
///
/// Parents see only this protocol; the app's composition root builds the builder
/// (`AppRootComponent+GeneratedFlow.swift`) and hands it down through their dependencies.
@MainActor
public protocol GeneratedFlowBuildable: Buildable {
  /// Builds the viewless GeneratedFlow RIB reporting to `listener`. GeneratedFlow has no screen: it presents its
  /// children's screens from `base`, a screen of the parent's, which the parent passes when it builds it.
  ///
  /// - Parameters:
  ///   - listener: Told when the user closed GeneratedFlow's screens.
  ///   - base: The parent's screen GeneratedFlow presents its children's screens from.
  /// - Returns: GeneratedFlow's router (viewless), which the parent attaches.
  func build(withListener listener: any GeneratedFlowListener, presentingFrom base: any ViewControllable)
    -> any Routing
}
