import NavigatableRIBs
import NavigatableRIBsTesting

/// Every feature of Acme that can run alone (`acme --feature NAME`).
public enum FeaturePreviews {
  /// The previews, one per feature, in the order `--feature` lists them.
  public static var all: [FeaturePreview] {
    var previews: [FeaturePreview] = []
    previews.append(.home)
    // generate-rib: previews
    return previews
  }

  /// The features' names, as `--feature` takes them.
  public static var names: [String] { all.map(\.name) }

  /// The feature called `name` (any case) in a host, not shown yet, or `nil` when there is none.
  ///
  /// - Parameter name: The feature's name.
  /// - Returns: The host: its `launch()` shows the host's screen and the feature above it.
  @MainActor public static func host(named name: String) -> FeatureHost? {
    guard let preview = all.first(where: { $0.name.lowercased() == name.lowercased() }) else { return nil }
    return FeatureHost(name: preview.name, summary: preview.summary) { close, base in
      let listener = PreviewListener(close: close)
      var feature = preview.build(listener, base)
      feature.listener = listener
      return feature
    }
  }
}
