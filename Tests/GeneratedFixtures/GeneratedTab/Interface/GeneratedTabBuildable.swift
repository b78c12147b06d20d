import NavigatableRIBs

/// Builds the GeneratedTab RIB: a tab's root screen.
///
/// Parents see only this protocol; the app's composition root builds the builder
/// (`AppRootComponent+GeneratedTab.swift`) and hands it down through their dependencies.
@MainActor
public protocol GeneratedTabBuildable: Buildable {
  /// Builds GeneratedTab reporting to `listener`.
  ///
  /// - Parameter listener: GeneratedTab's listener: its parent's interactor.
  /// - Returns: GeneratedTab's router, which the parent attaches and shows.
  func build(withListener listener: any GeneratedTabListener) -> any ViewableRouting
}
