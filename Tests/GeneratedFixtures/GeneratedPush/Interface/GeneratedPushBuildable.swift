import NavigatableRIBs

/// Builds the GeneratedPush RIB: a screen its parent pushes.
///
/// Parents see only this protocol; the app's composition root builds the builder
/// (`AppRootComponent+GeneratedPush.swift`) and hands it down through their dependencies.
@MainActor
public protocol GeneratedPushBuildable: Buildable {
  /// Builds GeneratedPush reporting to `listener`.
  ///
  /// - Parameter listener: GeneratedPush's listener: its parent's interactor.
  /// - Returns: GeneratedPush's router, which the parent attaches and shows.
  func build(withListener listener: any GeneratedPushListener) -> any ViewableRouting
}
