import NavigatableRIBs

/// Builds the GeneratedSheet RIB: a screen its parent presents as a sheet.
///
/// Parents see only this protocol; the app's composition root builds the builder
/// (`AppRootComponent+GeneratedSheet.swift`) and hands it down through their dependencies.
@MainActor
public protocol GeneratedSheetBuildable: Buildable {
  /// Builds GeneratedSheet reporting to `listener`.
  ///
  /// - Parameter listener: GeneratedSheet's listener: its parent's interactor.
  /// - Returns: GeneratedSheet's router, which the parent attaches and shows.
  func build(withListener listener: any GeneratedSheetListener) -> any ViewableRouting
}
