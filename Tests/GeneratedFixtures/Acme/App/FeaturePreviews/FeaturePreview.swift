import NavigatableRIBs
import NavigatableRIBsTesting

/// One feature shown alone: built over a preview dependency whose children come from their features' test
/// support, above a host screen (NavigatableRIBsTesting's `FeatureHost`).
///
/// `acme --feature NAME` explores it. Each feature has one `FeaturePreview+NAME.swift`: its
/// preview dependency, the host's answers to its listener, and the preview itself, listed in
/// `FeaturePreviews.all` (`make rib` writes both for a new feature).
public struct FeaturePreview {
  /// The feature's name, as `--feature` takes it.
  public let name: String
  /// What the preview shows and what its children are.
  public let summary: String
  /// Builds the feature reporting to `listener` (the host); a flow presents from `base`, the host's screen.
  let build: @MainActor (_ listener: PreviewListener, _ base: any ViewControllable) -> HostedFeature

  /// Creates a preview.
  init(
    name: String, summary: String,
    build: @escaping @MainActor (_ listener: PreviewListener, _ base: any ViewControllable) -> HostedFeature
  ) {
    self.name = name
    self.summary = summary
    self.build = build
  }
}

/// The host's side of every feature's listener: a feature saying it is done (closed, finished) is taken
/// away, and the host's row shows it again. Each `FeaturePreview+NAME.swift` adds the conformance.
@MainActor
final class PreviewListener {
  /// Takes the feature away.
  let close: @MainActor () -> Void

  init(close: @escaping @MainActor () -> Void) {
    self.close = close
  }
}
