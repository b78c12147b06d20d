import NavigatableRIBs

/// Builds the Home RIB: a tab's root screen.
///
/// Parents see only this protocol; the app's composition root builds the builder
/// (`AppRootComponent+Home.swift`) and hands it down through their dependencies.
@MainActor
public protocol HomeBuildable: Buildable {
  /// Builds Home reporting to `listener`.
  ///
  /// - Parameter listener: Home's listener: its parent's interactor.
  /// - Returns: Home's router, which the parent attaches and shows.
  func build(withListener listener: any HomeListener) -> any ViewableRouting
}
